/**
 * An IELTS section's own words: its instructions as the test words them and the navigator's part headings
 * (loaded by those lazy pieces as they render) and the finish page's raw score and band (its route loads them).
 */
export const catalogue = {
  exam: {
    ielts: {
      time: {
        listening: '30 phút, thêm 2 phút để kiểm tra câu trả lời',
        reading: '60 phút',
        writing: '60 phút',
        speaking: '11–14 phút',
      },
      instructionsHeading: 'HƯỚNG DẪN CHO THÍ SINH',
      informationHeading: 'THÔNG TIN CHO THÍ SINH',
      answerAll: 'Trả lời tất cả các câu hỏi.',
      answerBoth: 'Làm cả hai phần.',
      change: 'Bạn có thể sửa câu trả lời bất cứ lúc nào trong giờ thi.',
      fortyQuestions: 'Bài thi có 40 câu hỏi.',
      oneMark: 'Mỗi câu được một điểm.',
      fourParts: 'Bài thi gồm bốn phần.',
      threeParts: 'Bài thi gồm ba phần.',
      twoParts: 'Bài thi gồm hai phần.',
      lookAndCheck: 'Ở mỗi phần, bạn có thời gian để đọc qua câu hỏi và thời gian để kiểm tra câu trả lời.',
      clock: 'Đồng hồ bài thi sẽ báo khi còn 10 phút và 5 phút.',
      task2Weight: 'Phần 2 được tính gấp đôi Phần 1 trong điểm Viết.',
      speakingRecord:
        'Nói rõ ràng và ghi âm trọn câu trả lời; bạn có thể ghi âm lại trước khi sang câu tiếp theo.',
      speakingPart1: 'Phần 1 (4–5 phút): câu hỏi về bản thân bạn và các chủ đề quen thuộc.',
      speakingPart2:
        'Phần 2 (3–4 phút): một thẻ đề cho bạn một chủ đề; bạn có 1 phút chuẩn bị và ghi chú, rồi nói từ 1 đến 2 phút.',
      speakingPart3: 'Phần 3 (4–5 phút): thảo luận các câu hỏi trừu tượng hơn liên quan đến chủ đề Phần 2.',
      recorded: 'Câu trả lời của bạn được ghi âm và giám khảo chấm.',
      partRange: 'Phần {{part}}: câu {{first}}–{{last}}',
      results: 'Có kết quả sau khi chấm',
      resultsHint:
        'Bài làm của bạn đã được lưu. Giám khảo chấm bài và công bố band điểm; bạn sẽ xem được trên trang kết quả IELTS và qua e-mail.',
      raw: 'Số câu đúng',
      rawValue: '{{raw}} / 40',
      band: 'Band',
    },
  },
};
