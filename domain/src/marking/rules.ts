/**
 * The rules of marking an attempt (docs/design.md section 9, issue 13 "Bad input"), once: the backend refuses what
 * they refuse and the marking page shows the same words under the same fields before sending.
 */

/** A marker's comment on a part or on the whole attempt. */
export const MARK_COMMENT_MAX = 5000;
/** A note on an error tag put on an answer. */
export const MARK_NOTE_MAX = 1000;
/** Error tags on one answer. */
export const MARK_TAGS_MAX = 20;

export const MARKING_MESSAGES = {
  mark_part_score_range: {
    en: 'The score of a part is from 0 to its maximum',
    vi: 'Điểm của một phần từ 0 đến điểm tối đa của phần đó',
  },
  mark_part_unknown: {
    en: 'This part is not in the attempt’s exercise',
    vi: 'Phần này không thuộc bài tập của bài làm',
  },
  mark_part_repeated: {
    en: 'A part is marked once per request',
    vi: 'Mỗi phần chỉ được chấm một lần trong một lần gửi',
  },
  mark_error_tag_unusable: {
    en: 'This error tag does not exist or is not yours to use',
    vi: 'Thẻ lỗi không tồn tại hoặc bạn không được dùng',
  },
  mark_not_submitted: {
    en: 'Only submitted work can be marked',
    vi: 'Chỉ chấm được bài đã nộp',
  },
  mark_returned_meanwhile: {
    en: 'The work was returned while these marks were being saved: reload the page to see the returned marks',
    vi: 'Bài đã được trả trong lúc đang lưu điểm: hãy tải lại trang để xem điểm đã trả',
  },
  mark_parts_unmarked: {
    en: 'Questions not marked yet: {{parts}}. Mark them, or confirm returning the work with them at 0',
    vi: 'Các câu chưa chấm: {{parts}}. Hãy chấm, hoặc xác nhận trả bài với các câu này 0 điểm',
  },
  redo_not_returned: {
    en: 'Only returned work (passed or failed) can be asked to be redone',
    vi: 'Chỉ yêu cầu làm lại được bài đã trả (đạt hoặc chưa đạt)',
  },
  redo_already_requested: {
    en: 'A redo of this work has already been asked for',
    vi: 'Bài này đã được yêu cầu làm lại rồi',
  },
  redo_already_started: {
    en: 'The student has already started this work again',
    vi: 'Học viên đã bắt đầu làm lại bài này rồi',
  },
  redo_deadline_passed: {
    en: 'The assignment’s deadline has passed: extend it before asking for a redo',
    vi: 'Bài tập đã quá hạn nộp: hãy gia hạn trước khi yêu cầu làm lại',
  },
  redo_keys_shown: {
    en: 'The student has already been shown the keys of this test, so a redo would measure nothing: assign a new test instead',
    vi: 'Học viên đã được xem đáp án của bài kiểm tra này nên làm lại không còn ý nghĩa: hãy giao một bài kiểm tra mới',
  },
  exam_redo_requested: {
    en: 'Your teacher has asked you to redo this work',
    vi: 'Giáo viên yêu cầu bạn làm lại bài này',
  },
} as const;
export type MarkingMessageKey = keyof typeof MARKING_MESSAGES;

/** A part's score as a marker gives it: a number from 0 to the part's maximum. */
export const partScoreFits = (score: number, maximum: number) =>
  Number.isFinite(score) && score >= 0 && score <= maximum;
