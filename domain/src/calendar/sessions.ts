import { isoWeekday } from './academy-day.js';

/**
 * Session dates of a class: from the start date, on the class's weekdays, skipping days off,
 * until the number of sessions is reached. Dates are ISO strings (YYYY-MM-DD), weekdays ISO (1 = Monday).
 */
export function sessionDates(opts: {
  startDate: string;
  numberOfSessions: number;
  weekdays: number[];
  daysOff?: Iterable<string>;
}): string[] {
  const { startDate, numberOfSessions, weekdays } = opts;
  const off = new Set(opts.daysOff ?? []);
  const days = new Set(weekdays);
  if (days.size === 0 || numberOfSessions <= 0) return [];
  const dates: string[] = [];
  const cursor = new Date(`${startDate}T00:00:00Z`);
  // Ten years of calendar is more than any class; the bound only guards against bad input.
  for (let i = 0; dates.length < numberOfSessions && i < 3660; i++) {
    const iso = cursor.toISOString().slice(0, 10);
    const weekday = cursor.getUTCDay() === 0 ? 7 : cursor.getUTCDay();
    if (days.has(weekday) && !off.has(iso)) dates.push(iso);
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return dates;
}

export function expectedEndDate(opts: Parameters<typeof sessionDates>[0]): string | null {
  const dates = sessionDates(opts);
  return dates.at(-1) ?? null;
}

export interface EndDateCalculation {
  expectedEndDate: string | null;
  sessionDates: string[];
  /** Days off that fell on a class weekday before the last session, each pushing the end back. */
  daysOffSkipped: string[];
}

/** A class's session dates, its expected end date and the days off that pushed it back. */
export function calculateEndDate(opts: {
  startDate: string;
  numberOfSessions: number;
  weekdays: number[];
  daysOff: string[];
}): EndDateCalculation {
  const dates = sessionDates(opts);
  const last = dates.at(-1) ?? null;
  const weekdays = new Set(opts.weekdays);
  return {
    expectedEndDate: last,
    sessionDates: dates,
    daysOffSkipped: last ? opts.daysOff.filter((d) => d <= last && weekdays.has(isoWeekday(d))) : [],
  };
}
