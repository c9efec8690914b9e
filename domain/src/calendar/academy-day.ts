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

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The academy's wall clock now: its date (YYYY-MM-DD) and time (HH:MM:SS). */
export function academyNow(now: Date = new Date()): { date: string; time: string } {
  return { date: academyToday(now), time: clock.format(now) };
}

/**
 * True once a lesson dated `studyDate` (YYYY-MM-DD) at `studyTimeStart` (HH:MM or HH:MM:SS, academy time)
 * has started: from then on its attendance may be taken (and corrected later).
 */
export function lessonHasStarted(
  lesson: { studyDate: string; studyTimeStart: string },
  now: Date = new Date(),
): boolean {
  const { date, time } = academyNow(now);
  if (lesson.studyDate !== date) return lesson.studyDate < date;
  const start = lesson.studyTimeStart.length === 5 ? `${lesson.studyTimeStart}:00` : lesson.studyTimeStart;
  return start <= time;
}
