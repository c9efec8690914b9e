/**
 * What a candidate must have on their profile to sit an IELTS test (issue 30 point 1): a date of birth and a
 * passport or citizen ID number, asked once, when they register for a date and it is missing.
 * docs/decisions.md "The candidate's own journey" says what is accepted.
 */

/** A citizen ID (9-digit CMND, 12-digit CCCD) or a passport: a letter then 5 to 8 letters or digits. */
const ID_NUMBER = /^(\d{9}|\d{12}|[A-Z][A-Z0-9]{5,8})$/;

/** The number as it is kept: capitals, no spaces or dashes ("c 123-4567" is "C1234567"). */
export const normalizeIdNumber = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

export const idNumberValid = (value: string) => ID_NUMBER.test(normalizeIdNumber(value));

/** The youngest candidate the academy registers, in years on the day of registering. */
export const CANDIDATE_MIN_AGE = 10;

/**
 * A date of birth (`YYYY-MM-DD`) a candidate can have on `today` (the academy's day): a real date, from 1900
 * on, at least CANDIDATE_MIN_AGE years before today.
 */
export function birthDateValid(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  const latest = `${String(Number(today.slice(0, 4)) - CANDIDATE_MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
  return year >= 1900 && value <= latest;
}

/** The candidate fields still missing on a profile (the registration form asks for these only). */
export function missingCandidateFields(profile: {
  dateOfBirth?: string | null;
  passport?: string | null;
}): ('dateOfBirth' | 'passport')[] {
  return [
    ...(profile.dateOfBirth ? [] : (['dateOfBirth'] as const)),
    ...(profile.passport?.trim() ? [] : (['passport'] as const)),
  ];
}
