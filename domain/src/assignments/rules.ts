/**
 * The rules of an assignment (docs/design.md section 9, issue 12 "Bad input"), once: the backend refuses what they
 * refuse and the web's assign dialog shows the same words under the same fields before sending.
 */
import { SCORE_MAX, SCORE_MIN } from '../validation/rules.js';

/** Full-screen accesses an attempt allows: 1 to 10; the default is `/constant_static.json`'s `max_accesses`. */
export const MAX_ACCESSES_MIN = 1;
export const MAX_ACCESSES_MAX = 10;
export const DEFAULT_MAX_ACCESSES = 3;
/** A time limit in minutes: more than 0, at most a day. */
export const TIME_LIMIT_MAX = 24 * 60;
export const ASSIGNMENT_TITLE_MAX = 200;
export const ASSIGNMENT_TUTORIAL_MAX = 5000;

export const ASSIGNMENT_MESSAGES = {
  assignment_deadline_past: {
    en: 'The deadline must be today or later',
    vi: 'Hạn nộp phải từ hôm nay trở đi',
  },
  assignment_time_limit: {
    en: 'The time limit must be more than 0 minutes (at most 1440)',
    vi: 'Thời gian làm bài phải lớn hơn 0 phút (tối đa 1440)',
  },
  assignment_min_above_max: {
    en: 'The minimum score cannot be above the maximum score',
    vi: 'Điểm tối thiểu không được lớn hơn điểm tối đa',
  },
  assignment_score_range: {
    en: 'The total score cannot exceed the maximum score of the assignment and the minimum score is 0',
    vi: 'Tổng điểm không được vượt quá điểm tối đa của bài và điểm tối thiểu là 0',
  },
  assignment_max_score: {
    en: 'The maximum score is at most 100',
    vi: 'Điểm tối đa không được vượt quá 100',
  },
  assignment_start_after_deadline: {
    en: 'The end date must be greater than the start date',
    vi: 'Ngày kết thúc phải lớn hơn ngày bắt đầu',
  },
  assignment_max_accesses: {
    en: 'The access limit is 1 to 10',
    vi: 'Số lần truy cập từ 1 đến 10',
  },
  assignment_exercise_unusable: {
    en: 'This exercise does not exist or is not in a store you may use',
    vi: 'Bài tập không tồn tại hoặc không thuộc kho bạn được dùng',
  },
  assignment_tag_unusable: {
    en: 'This tag does not exist or is not yours to use',
    vi: 'Thẻ không tồn tại hoặc bạn không được dùng',
  },
  assignment_has_attempts: {
    en: 'Students have already started this assignment; it cannot be deleted',
    vi: 'Học viên đã làm bài này nên không thể xóa',
  },
  assignment_exercise_locked: {
    en: 'Students have already started this assignment; its exercise cannot change',
    vi: 'Học viên đã làm bài này nên không thể đổi bài tập',
  },
  assignment_created: { en: 'Assignment created', vi: 'Giao bài thành công' },
} as const satisfies Record<string, { en: string; vi: string }>;

export type AssignmentMessage = keyof typeof ASSIGNMENT_MESSAGES;

/** The kinds of assignment the exam mode is decided for (REST's lower case; GraphQL's upper case reads the same). */
const EXAM_KINDS = ['test', 'ielt'];

/**
 * Whether an assignment of this kind is an exam unless the teacher says otherwise (issue 25 point 6,
 * docs/decisions.md "Exam mode"): tests and IELTS sections are (full screen, exits counted, a countdown to the
 * attempt's end); homework and presentations are not, and their page shows the deadline as a date, saves as
 * it goes and can be left and resumed.
 */
export function examModeByDefault(kind: string): boolean {
  return EXAM_KINDS.includes(kind.toLowerCase());
}

/** The settings the rules look at; dates are ISO instants, absent ones are unchecked. */
export interface AssignmentSettings {
  startAt?: string | null;
  deadline?: string | null;
  timeLimit?: number | null;
  minScore?: number;
  maxScore?: number;
  maxAccesses?: number;
}

const dayIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );

/**
 * The mistakes in an assignment's settings, by field (REST's snake_case names). `today` is the academy's day
 * (YYYY-MM-DD, `academyToday()`); the deadline's day is read in the same time zone.
 * `checkDeadline` is false when an edit keeps the deadline it had (an assignment past its deadline can still
 * change its title).
 */
export function assignmentErrors(
  s: AssignmentSettings,
  today: string,
  opts: { checkDeadline?: boolean; timeZone?: string } = {},
): Partial<Record<string, AssignmentMessage>> {
  const errors: Partial<Record<string, AssignmentMessage>> = {};
  const timeZone = opts.timeZone ?? 'Asia/Ho_Chi_Minh';
  if (s.deadline && opts.checkDeadline !== false && dayIn(s.deadline, timeZone) < today) {
    errors.deadline = 'assignment_deadline_past';
  }
  if (s.startAt && s.deadline && !(new Date(s.startAt) < new Date(s.deadline))) {
    errors.deadline ??= 'assignment_start_after_deadline';
  }
  if (
    s.timeLimit != null &&
    !(Number.isInteger(s.timeLimit) && s.timeLimit > 0 && s.timeLimit <= TIME_LIMIT_MAX)
  ) {
    errors.time_limit = 'assignment_time_limit';
  }
  if (s.maxScore !== undefined && !(s.maxScore <= SCORE_MAX)) errors.max_score = 'assignment_max_score';
  else if (s.maxScore !== undefined && !(s.maxScore > SCORE_MIN)) errors.max_score = 'assignment_score_range';
  if (s.minScore !== undefined && !(s.minScore >= SCORE_MIN)) errors.min_score = 'assignment_score_range';
  else if (s.minScore !== undefined && s.maxScore !== undefined && s.minScore > s.maxScore) {
    errors.min_score = 'assignment_min_above_max';
  }
  if (
    s.maxAccesses !== undefined &&
    !(
      Number.isInteger(s.maxAccesses) &&
      s.maxAccesses >= MAX_ACCESSES_MIN &&
      s.maxAccesses <= MAX_ACCESSES_MAX
    )
  ) {
    errors.max_accesses = 'assignment_max_accesses';
  }
  return errors;
}
