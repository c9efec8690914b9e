/** The finish page's words (its route loads them); the way back stays in `exam`, which the runner shows too. */
export const catalogue = {
  exam: {
    finish: {
      attemptsLabel: 'Số lần làm',
      attemptsValue: '{{used}} / {{allowed}}',
      title: 'Đã nộp bài',
      heading: '{{title}}: đã nộp',
      attempt: 'Lần làm thứ {{number}}',
      submittedAt: 'Nộp lúc',
      reason: 'Cách nộp',
      reasons: {
        STUDENT: 'Bạn tự nộp',
        TIME_UP: 'Hết thời gian',
        ACCESS_LIMIT: 'Thoát toàn màn hình quá số lần cho phép',
      },
      score: 'Điểm',
      scoreValue: '{{score}} / {{max}}',
      waiting: 'Một số câu do giáo viên chấm: điểm sẽ hiện khi chấm xong.',
      keyedScore: 'Điểm phần tự chấm',
      keyedScoreValue_one: '{{score}}/{{max}}; {{count}} phần chờ giáo viên chấm',
      keyedScoreValue_other: '{{score}}/{{max}}; {{count}} phần chờ giáo viên chấm',
      redo: 'Bài làm chưa đạt điểm tối thiểu để tổng kết, vui lòng làm lại',
      redoButton: 'Làm lại',
    },
  },
};
