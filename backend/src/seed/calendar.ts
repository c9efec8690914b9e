/** Calendar helpers for the seed: ISO dates (YYYY-MM-DD) and Vietnam time (UTC+7, no daylight saving). */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Vietnam, where the academy is. */
export function vietnamToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

export function assertIsoDate(value: string): string {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new Error(`Expected a date as YYYY-MM-DD, got "${value}"`);
  }
  return value;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The first date on or after `iso` that falls on one of `weekdays`. */
export function nextWeekday(iso: string, weekdays: readonly number[]): string {
  let d = iso;
  while (!weekdays.includes(isoWeekday(d))) d = addDays(d, 1);
  return d;
}

/** A moment in Vietnam time: `at('2026-03-02', '18:00')`. */
export function at(iso: string, time = '00:00'): Date {
  const moment = new Date(`${iso}T${time}:00+07:00`);
  if (Number.isNaN(moment.getTime())) throw new Error(`Not a date and time: ${iso} ${time}`);
  return moment;
}

/** The Vietnam date of a moment. */
export function isoDateOf(moment: Date): string {
  return new Date(moment.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A date no later than `today`: demo rows are never created in the future. */
export function notAfter(iso: string, today: string): string {
  return iso < today ? iso : today;
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

/** First day of the lunar new year (mùng 1 Tết) in Vietnam. */
const LUNAR_NEW_YEAR: Record<number, string> = {
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
};

export interface Holiday {
  date: string;
  reason: string;
}

/**
 * The academy's closing days of a year: Tết Nguyên Đán (from 28 Tết to mùng 5), New Year's Day,
 * 30/4, 1/5 and 2/9. Years outside the lunar table get the solar holidays only.
 */
export function academyHolidays(year: number): Holiday[] {
  const days: Holiday[] = [{ date: `${year}-01-01`, reason: 'Tết Dương lịch' }];
  const tet = LUNAR_NEW_YEAR[year];
  if (tet) {
    for (let i = -2; i <= 4; i++) {
      days.push({ date: addDays(tet, i), reason: `Nghỉ Tết Nguyên Đán ${year}` });
    }
  }
  days.push(
    { date: `${year}-04-30`, reason: 'Ngày Giải phóng miền Nam, thống nhất đất nước (30/4)' },
    { date: `${year}-05-01`, reason: 'Ngày Quốc tế Lao động (1/5)' },
    { date: `${year}-09-02`, reason: 'Quốc khánh (2/9)' },
  );
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
