/**
 * Accommodations (docs/design.md section 12, issue 31 point 1): a student's standing extra time, as a percent
 * of a test's time limit or as minutes. Extra time lengthens the time limit only; the deadline does not move
 * (docs/decisions.md "Issue 31 — accommodations").
 */
export interface Accommodation {
  extraTimePercent: number | null;
  extraTimeMinutes: number | null;
}

/** Where a student's accommodation on one assignment comes from: its own override or the standing setting. */
export type AccommodationSource = 'assignment' | 'standing';

export const ACCOMMODATION_BOUNDS = { percent: 200, minutes: 600, attempts: 10 } as const;

/** The whole minutes an accommodation adds to a time limit (0 when untimed or none); a percent rounds up. */
export function extraMinutesFor(
  timeLimitMinutes: number | null,
  acc: Accommodation | null | undefined,
): number {
  if (!timeLimitMinutes || !acc) return 0;
  if (acc.extraTimeMinutes) return acc.extraTimeMinutes;
  if (acc.extraTimePercent) return Math.ceil((timeLimitMinutes * acc.extraTimePercent) / 100);
  return 0;
}

/** The end of an attempt started at `start`: the earlier of the deadline and start plus the lengthened limit. */
export function extendedEndsAt(
  start: Date,
  timeLimitMinutes: number | null,
  deadline: Date | null,
  acc: Accommodation | null | undefined,
): Date | null {
  const limit = timeLimitMinutes ? timeLimitMinutes + extraMinutesFor(timeLimitMinutes, acc) : null;
  const byLimit = limit ? new Date(start.getTime() + limit * 60_000) : null;
  if (deadline && byLimit) return deadline < byLimit ? deadline : byLimit;
  return deadline ?? byLimit;
}

/**
 * The field errors of an accommodation: one of percent or minutes, each whole and inside its bound, and extra
 * attempts (added to each assignment's cap) 0..10.
 */
export function accommodationErrors(
  acc: Accommodation & { extraAttempts?: number },
): { field: string; code: string }[] {
  const errors: { field: string; code: string }[] = [];
  const bad = (v: number | null, max: number) => v !== null && (!Number.isInteger(v) || v < 0 || v > max);
  if (bad(acc.extraTimePercent, ACCOMMODATION_BOUNDS.percent))
    errors.push({ field: 'extra_time_percent', code: 'accommodation_percent' });
  if (bad(acc.extraTimeMinutes, ACCOMMODATION_BOUNDS.minutes))
    errors.push({ field: 'extra_time_minutes', code: 'accommodation_minutes' });
  if (acc.extraTimePercent && acc.extraTimeMinutes)
    errors.push({ field: 'extra_time_minutes', code: 'accommodation_one_of' });
  if (bad(acc.extraAttempts ?? 0, ACCOMMODATION_BOUNDS.attempts))
    errors.push({ field: 'extra_attempts', code: 'accommodation_attempts' });
  return errors;
}

export const ACCOMMODATION_MESSAGES = {
  accommodation_percent: {
    en: 'Extra time is 0 to 200 percent',
    vi: 'Thời gian thêm từ 0 đến 200 phần trăm',
  },
  accommodation_minutes: {
    en: 'Extra time is 0 to 600 minutes',
    vi: 'Thời gian thêm từ 0 đến 600 phút',
  },
  accommodation_attempts: {
    en: 'Extra attempts are 0 to 10',
    vi: 'Số lần làm thêm từ 0 đến 10',
  },
  accommodation_not_in_class: {
    en: "This student is not in the assignment's class",
    vi: 'Học viên này không thuộc lớp được giao bài',
  },
  accommodation_one_of: {
    en: 'Give extra time as a percent or as minutes, not both',
    vi: 'Chỉ nhập thời gian thêm theo phần trăm hoặc theo phút, không cả hai',
  },
} as const;
