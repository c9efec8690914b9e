/** The headphone and microphone check (its own route, docs/design.md section 9). */
export const catalogue = {
  exam: {
    headphone: {
      title: 'Kiểm tra tai nghe và micro',
      intro: 'Kiểm tra để chắc bạn nghe được và được nghe trước bài nghe hoặc bài nói.',
      speakers: 'Tai nghe',
      playTone: 'Phát âm thanh thử',
      stopTone: 'Dừng',
      volume: 'Âm lượng',
      microphone: 'Micro',
      record: 'Ghi âm 3 giây',
      recording: 'Đang ghi âm…',
      playBack: 'Nghe lại',
      level: 'Mức âm thu vào',
      denied:
        'Trình duyệt chưa được phép dùng micro. Hãy cho phép ở biểu tượng ổ khoá cạnh địa chỉ trang rồi thử lại.',
      notFound: 'Không tìm thấy micro. Hãy cắm micro rồi thử lại.',
      unsupported: 'Trình duyệt này không ghi âm được. Hãy dùng Chrome, Edge, Firefox hoặc Safari bản mới.',
      failed: 'Không bật được micro: {{message}}',
    },
  },
};
