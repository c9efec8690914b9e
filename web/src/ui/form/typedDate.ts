/**
 * What people type in a date or time field, read in one place (issue 25 point 3, docs/decisions.md): a day as
 * dd/mm/yyyy (also d/m/yyyy, with `-` or `.`) or yyyy-mm-dd (also yyyy-m-dd, yyyy/mm/dd), a time as hh:mm (also h:mm,
 * hh.mm, 18h30). The antd pickers (./dateFields) accept the same through their format lists, and the native
 * field (./nativeDateField) through these functions; a text none of them reads is never dropped: the field
 * keeps it and says what it expects.
 */

export type FieldLanguage = 'vi' | 'en';

/** The value kept in the form: the Date and Time scalars. */
export const DAY = 'YYYY-MM-DD';
export const TIME = 'HH:mm';

const DAY_FIRST = ['/', '-', '.'].flatMap((sep) =>
  ['DD', 'D'].flatMap((d) => ['MM', 'M'].map((m) => `${d}${sep}${m}${sep}YYYY`)),
);
// Year first, the day has two digits: `2026-12-1` would read as the 1st while `2026-12-19` is being typed, and
// the picker would rewrite the text under the typing.
const YEAR_FIRST = ['-', '/'].flatMap((sep) => ['MM', 'M'].map((m) => `YYYY${sep}${m}${sep}DD`));

/**
 * The dayjs formats a picker shows (the first) and reads (all), per interface language. Both languages show
 * the academy's dd/mm/yyyy; the list is per language so that one could differ.
 */
export const DATE_FORMATS: Record<FieldLanguage, string[]> = {
  vi: [...DAY_FIRST, ...YEAR_FIRST],
  en: [...DAY_FIRST, ...YEAR_FIRST],
};
export const TIME_FORMATS: Record<FieldLanguage, string[]> = {
  vi: ['HH:mm', 'H:mm', 'HH.mm', 'H.mm', 'HH[h]mm', 'H[h]mm'],
  en: ['HH:mm', 'H:mm', 'HH.mm', 'H.mm', 'HH[h]mm', 'H[h]mm'],
};

const DAY_FIRST_TEXT = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const YEAR_FIRST_TEXT = /^(\d{4})([/-])(\d{1,2})\2(\d{2})$/;
const TIME_TEXT = /^(\d{1,2})([:.h])(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A typed day as `YYYY-MM-DD`, or null when it is no day of the calendar in a format above. */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const dayFirst = DAY_FIRST_TEXT.exec(typed);
  const yearFirst = dayFirst ? null : YEAR_FIRST_TEXT.exec(typed);
  const parts = dayFirst
    ? { year: dayFirst[4], month: dayFirst[3], day: dayFirst[1] }
    : yearFirst
      ? { year: yearFirst[1], month: yearFirst[3], day: yearFirst[4] }
      : null;
  if (!parts) return null;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A typed time of day as `HH:MM`, or null. */
export function parseTypedTime(text: string): string | null {
  const found = TIME_TEXT.exec(text.trim());
  if (!found) return null;
  const [hours, minutes] = [Number(found[1]), Number(found[3])];
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** Whether a form value is a day the field can show (anything else is text it could not read). */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' && parseTypedDate(value) === value;
export const isTime = (value: unknown): value is string =>
  typeof value === 'string' && parseTypedTime(value) === value;

/**
 * What a date or time field does with the text in its input when it is left or Enter is pressed: the value
 * read, null for an emptied field, or the text itself when it cannot be read (the form's rules refuse it and
 * the field says which format it expects), so a typed value is never silently dropped.
 */
export function readTyped(text: string, parse: (text: string) => string | null): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  return parse(typed) ?? typed;
}

/** The text a field holds that it could not read (null when it holds a day or time, or nothing). */
export const unreadText = (value: unknown, valid: (value: unknown) => value is string): string | null =>
  typeof value === 'string' && value !== '' && !valid(value) ? value : null;
