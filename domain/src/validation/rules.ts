/**
 * docs/product.md point 5: the academy's validation rules, once. The backend's zod schemas and the web's forms both
 * build on these, so a value one side accepts the other accepts too (docs/decisions.md, issue 9).
 */

/**
 * Exactly 10 digits, or an optional country code and 3-3-4 digits with optional separators: `0912345678`,
 * `+84 912 345 6789`, `+849123456789`, `84 912 345 6789`, `(091) 234-5678`.
 * A country code without its + must be followed by a separator, so eleven bare digits stay a typo.
 */
export const PHONE_PATTERN =
  /^(?:\d{10}|(?:\+\d{1,3}[\s.-]?|\d{1,3}[\s.-])?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})$/;

/** Passwords: at least 8 characters, digits 0-9 and letters only. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+$/;

/** Calendar dates travel as YYYY-MM-DD (the academy's own day, Asia/Ho_Chi_Minh). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Clock times: HH:MM, seconds allowed (stored as Postgres `time`). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A class code a student types to join: 3 to 20 letters, digits, `_` or `-`. */
export const CLASS_CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

/** Scores are percentages: 0 to 100, and never above the assignment's maximum. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/**
 * Answer text: letters of any script (Vietnamese included), marks, digits, spaces and common punctuation.
 */
export const ANSWER_TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\s.,;:!?'"‘’“”()[\]\-–—/&%$+=*#@…]*$/u;

export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());

export const isPassword = (value: string) =>
  value.length >= PASSWORD_MIN_LENGTH && PASSWORD_PATTERN.test(value);

/** A real calendar day in YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'The end date must be greater than the start date' (YYYY-MM-DD compare as text); a missing one passes. */
export const isEndAfterStart = (start: string | null | undefined, end: string | null | undefined) =>
  !start || !end || end > start;

/** A deadline is on or after today (both YYYY-MM-DD, today in the academy's time zone). */
export const isOnOrAfter = (date: string, today: string) => date >= today;

/** A score within 0..100 and within the assignment's maximum when it has one. */
export const isScore = (value: number, max: number = SCORE_MAX) =>
  Number.isFinite(value) && value >= SCORE_MIN && value <= Math.min(max, SCORE_MAX);

export const isAnswerText = (value: string) => ANSWER_TEXT_PATTERN.test(value);
