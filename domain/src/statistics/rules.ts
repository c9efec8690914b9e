/**
 * Statistics (issue 15, docs/design.md section 11): the date range every figure is read over, and the score bands of
 * the distributions. Written once here for the backend's validation and the web's filters.
 */

/** The figures of the statistics, by their API names (and an export's `figure`). */
export const STATISTICS_FIGURES = [
  'students_by_status',
  'classes_by_month',
  'attendance_by_class',
  'attendance_by_month',
  'score_distribution',
  'pass_rates',
  'marking_backlog',
  'ielts_registrations',
  'ielts_bands',
  'ielts_revenue',
  'promotion_usage',
] as const;
export type StatisticsFigure = (typeof STATISTICS_FIGURES)[number];

/** The IELTS figures: administrators only (teachers get none, and a 403 on their export). */
export const IELTS_STATISTICS_FIGURES = [
  'ielts_registrations',
  'ielts_bands',
  'ielts_revenue',
  'promotion_usage',
] as const satisfies readonly StatisticsFigure[];
export type IeltsStatisticsFigure = (typeof IELTS_STATISTICS_FIGURES)[number];
export const isIeltsStatisticsFigure = (figure: string): figure is IeltsStatisticsFigure =>
  (IELTS_STATISTICS_FIGURES as readonly string[]).includes(figure);

/** The skills of the band distribution, in the order of the results. */
export const IELTS_BAND_SKILLS = ['listening', 'reading', 'writing', 'speaking', 'overall'] as const;
export type IeltsBandSkill = (typeof IELTS_BAND_SKILLS)[number];

/** The half bands 0, 0.5, …, 9 of a distribution. */
export const IELTS_HALF_BANDS = Array.from({ length: 19 }, (_, i) => i / 2);

/** A range longer than this many days is refused: the monthly figures would grow without use. */
export const STATISTICS_RANGE_MAX_DAYS = 5 * 366;

export const STATISTICS_MESSAGES = {
  statistics_end_before_start: {
    en: 'The end date cannot be before the start date',
    vi: 'Ngày kết thúc không được trước ngày bắt đầu',
  },
  statistics_range_too_long: {
    en: 'Choose a range of at most five years',
    vi: 'Hãy chọn khoảng thời gian tối đa năm năm',
  },
  statistics_class_unknown: { en: 'This class does not exist', vi: 'Lớp học này không tồn tại' },
  statistics_course_unknown: { en: 'This course does not exist', vi: 'Khóa học này không tồn tại' },
  statistics_figure_required: {
    en: 'Choose the figure to export',
    vi: 'Hãy chọn số liệu cần xuất',
  },
} as const;

export type StatisticsMessageKey = keyof typeof STATISTICS_MESSAGES;

const DAY = 86_400_000;
const parse = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What is wrong with a range of ISO dates (`YYYY-MM-DD`), on which field; null when it is fine. */
export function statisticsRangeError(
  from: string,
  to: string,
): { field: 'to'; key: StatisticsMessageKey } | null {
  const start = parse(from);
  const end = parse(to);
  if (end < start) return { field: 'to', key: 'statistics_end_before_start' };
  if ((end - start) / DAY + 1 > STATISTICS_RANGE_MAX_DAYS)
    return { field: 'to', key: 'statistics_range_too_long' };
  return null;
}

/** The range shown when none is asked for: the twelve calendar months ending with today's. */
export function defaultStatisticsRange(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 12, 1));
  return { from: iso(first.getTime()), to: today };
}

/** The calendar quarter holding a date: `{from, to}` of its first and last days. */
export function quarterOf(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const q = Math.floor((m - 1) / 3);
  return {
    from: iso(Date.UTC(y, q * 3, 1)),
    to: iso(Date.UTC(y, q * 3 + 3, 1) - DAY),
  };
}

/** Score bands of the distributions: ten bands of 10 % of the assignment's maximum, the last one closed. */
export const SCORE_BANDS = 10;

/** The band (0..9) of a score out of a maximum; the SQL of the backend computes the same. */
export function scoreBand(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.min(SCORE_BANDS - 1, Math.max(0, Math.floor((score / maxScore) * SCORE_BANDS)));
}

/** The label of a band: `0-10`, …, `90-100` (percent of the maximum). */
export function scoreBandLabel(band: number): string {
  const step = 100 / SCORE_BANDS;
  return `${band * step}-${(band + 1) * step}`;
}

/** Attendance counts present and late as attended; an excused absence still counts in the total. */
export function attendanceRate(attended: number, total: number): number | null {
  return total === 0 ? null : Math.round((attended / total) * 1000) / 10;
}
