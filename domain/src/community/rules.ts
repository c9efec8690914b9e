/**
 * The rules of what users write to the academy (issue 15): reports on exercises, feedback on classes and the
 * knowledge articles, once. The backend refuses what they refuse, with these words; the forms show the same
 * words under the same fields before sending.
 */

/** Feedback is rated on a scale of 1 to 5 stars (docs/decisions.md, issue 15). */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** The ratings of the scale, lowest first (the summary's distribution has one count per rating). */
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_TEXT_MAX = 2000;

/** What a report is about; `other` when none fits. */
export const REPORT_KINDS = ['wrong_key', 'typo', 'media', 'unclear', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_TEXT_MAX = 2000;
/** The administrator's note to the reporter when resolving, sent in the mail. */
export const REPORT_NOTE_MAX = 2000;

/** Knowledge articles: what they are about, and their sizes. */
export const ARTICLE_TOPICS = [
  'study_skills',
  'listening',
  'reading',
  'writing',
  'speaking',
  'vocabulary',
  'exam_day',
] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 50_000;

/** A rating on the scale: a whole number from 1 to 5. */
export const isFeedbackRating = (value: number) =>
  Number.isInteger(value) && value >= FEEDBACK_RATING_MIN && value <= FEEDBACK_RATING_MAX;

/** Text that says something: not empty once the spaces around it are gone. */
export const hasText = (value: string) => value.trim().length > 0;

export const COMMUNITY_MESSAGES = {
  feedback_rating_range: {
    en: 'Choose a rating from 1 to 5 stars',
    vi: 'Hãy chọn mức đánh giá từ 1 đến 5 sao',
  },
  feedback_text_required: {
    en: 'Write a few words about the class',
    vi: 'Hãy viết vài dòng nhận xét về lớp học',
  },
  feedback_text_long: {
    en: 'Feedback is at most 2000 characters',
    vi: 'Nhận xét tối đa 2000 ký tự',
  },
  feedback_class_not_yours: {
    en: 'Choose one of your classes: feedback is written on a class you study in',
    vi: 'Hãy chọn một lớp bạn đang học: chỉ nhận xét được lớp của mình',
  },
  feedback_exists: {
    en: 'You have already written feedback on this class; edit it instead',
    vi: 'Bạn đã nhận xét lớp này rồi; hãy sửa nhận xét đã viết',
  },
  report_text_required: {
    en: 'Describe the problem so that the academy can fix it',
    vi: 'Hãy mô tả vấn đề để học viện có thể sửa',
  },
  report_text_long: {
    en: 'A report is at most 2000 characters',
    vi: 'Báo cáo tối đa 2000 ký tự',
  },
  report_exercise_unknown: {
    en: 'This exercise does not exist or is not one you can see',
    vi: 'Bài tập không tồn tại hoặc bạn không được xem bài này',
  },
  report_question_not_in_exercise: {
    en: 'This question is not in the exercise',
    vi: 'Câu hỏi này không thuộc bài tập',
  },
  report_attempt_not_yours: {
    en: 'This attempt is not one of yours at this exercise',
    vi: 'Bài làm này không phải của bạn ở bài tập này',
  },
  report_already_resolved: {
    en: 'This report has already been resolved',
    vi: 'Báo cáo này đã được xử lý rồi',
  },
  article_title_required: {
    en: 'Give the article a title',
    vi: 'Hãy đặt tiêu đề cho bài viết',
  },
  article_body_required: {
    en: 'Write the article’s text',
    vi: 'Hãy viết nội dung bài viết',
  },
} as const;
export type CommunityMessageKey = keyof typeof COMMUNITY_MESSAGES;

/**
 * The profile a new account completes at its first sign-in (`/setup/{id}`): docs/product.md point 5's required
 * fields that an account created by an administrator or by self-registration starts without. Gender has a
 * default (docs/product.md point 3), the e-mail comes with the account.
 */
export const SETUP_FIELDS = ['name', 'dateOfBirth', 'phone', 'workPlace'] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];

/** The required profile fields still empty; none means the account's setup is done. */
export function missingSetupFields(
  profile: Partial<Record<SetupField, string | null | undefined>>,
): SetupField[] {
  return SETUP_FIELDS.filter((field) => !profile[field]?.trim());
}
