/**
 * The figures of an assignment's overview and of error analytics (issue 13 items 2 and 4), once: the backend
 * answers with them and the web draws and words them the same way.
 */

/** Where one student of the class stands on an assignment (the overview's status column). */
export const OVERVIEW_STATUSES = [
  'not_started',
  'in_progress',
  'holding',
  'waiting_score',
  'pass',
  'fail',
] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

/** An attempt's stored status (`user_exams.status`). */
export type AttemptStatus = 'unfinished' | 'waiting_score' | 'pass' | 'fail' | 'holding';

/**
 * A student's status from their latest attempt: none, or one never started, is "not started"; one started and
 * not submitted "in progress"; the others are the attempt's own.
 */
export function overviewStatus(
  attempt: { status: AttemptStatus; startedAt: Date | string | null } | null | undefined,
): OverviewStatus {
  if (!attempt) return 'not_started';
  if (attempt.status === 'unfinished') return attempt.startedAt ? 'in_progress' : 'not_started';
  return attempt.status;
}

/** Buckets of the score distribution: tenths of the assignment's maximum. */
export const SCORE_BUCKETS = 10;

/**
 * The bucket (0 to SCORE_BUCKETS - 1) of a score out of `maxScore`: [0, 10 %) is 0 … [90 %, 100 %] is 9; a
 * score outside 0..max is clamped. The backend's SQL groups by the same rule (queries/analytics.ts).
 */
export function scoreBucket(score: number, maxScore: number): number {
  if (!(maxScore > 0)) return 0;
  const b = Math.floor((score / maxScore) * SCORE_BUCKETS);
  return Math.min(SCORE_BUCKETS - 1, Math.max(0, b));
}

/** The score range of a bucket, `[from, to]`, in the assignment's points (two decimals). */
export function bucketRange(bucket: number, maxScore: number): { from: number; to: number } {
  const step = maxScore / SCORE_BUCKETS;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { from: round(bucket * step), to: round((bucket + 1) * step) };
}

/** A calendar month, `YYYY-MM`. */
export type Month = string;

/** The month `n` months before `month` (`n` may be negative). */
export function shiftMonth(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - n;
  const year = Math.floor(total / 12);
  return `${year}-${String(total - year * 12 + 1).padStart(2, '0')}`;
}

export type ErrorTagTrend = 'rising' | 'falling' | 'steady';

/** Months a trend compares: the last TREND_WINDOW months (this one included) with the TREND_WINDOW before. */
export const TREND_WINDOW = 3;

/**
 * Whether a mistake recurs more or less: its count over the last TREND_WINDOW months (up to `thisMonth`)
 * against the TREND_WINDOW months before. Equal counts are steady.
 */
export function errorTagTrend(counts: { month: Month; count: number }[], thisMonth: Month): ErrorTagTrend {
  const recentFrom = shiftMonth(thisMonth, TREND_WINDOW - 1);
  const earlierFrom = shiftMonth(thisMonth, 2 * TREND_WINDOW - 1);
  let recent = 0;
  let earlier = 0;
  for (const c of counts) {
    if (c.month >= recentFrom && c.month <= thisMonth) recent += c.count;
    else if (c.month >= earlierFrom && c.month < recentFrom) earlier += c.count;
  }
  if (recent > earlier) return 'rising';
  if (recent < earlier) return 'falling';
  return 'steady';
}

/** Months of error analytics at most (a query's `months`): two school years. */
export const ANALYTICS_MONTHS_MAX = 24;
export const ANALYTICS_MONTHS_DEFAULT = 12;

export const ANALYTICS_MESSAGES = {
  analytics_months_range: {
    en: `Choose from 1 to ${ANALYTICS_MONTHS_MAX} months`,
    vi: `Hãy chọn từ 1 đến ${ANALYTICS_MONTHS_MAX} tháng`,
  },
  analytics_student_required: {
    en: 'Choose the student whose mistakes to show',
    vi: 'Hãy chọn học viên cần xem lỗi sai',
  },
} as const;
