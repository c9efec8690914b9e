/**
 * The academy's calendar day. Classes, lessons and days off are dated in Vietnam, so "today" turns at
 * midnight there, not at midnight UTC where the server may run.
 */
export const ACADEMY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as YYYY-MM-DD in the academy's time zone. */
export function academyToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
