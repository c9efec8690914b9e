import { PHONE_PATTERN, SCORE_MAX, SCORE_MIN, TIME_PATTERN } from '@lms/domain';
import { z } from 'zod';
import { msg } from './messages.js';

/** docs/product.md point 5 rules (from @lms/domain, as the web's forms), shared by every route that takes the field. */

export const phone = z.string().trim().regex(PHONE_PATTERN, msg('phone_invalid'));
export const optionalPhone = z.union([z.literal(''), phone]);
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(msg('email_invalid')));
/** The specified message (docs/product.md) for a wrong value; a missing one still reads 'This field is required'. */
const unlessMissing = (key: Parameters<typeof msg>[0]) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : msg(key)),
});

export const isoDate = z.iso.date(unlessMissing('date_invalid'));
/** HH:MM or HH:MM:SS, stored as Postgres time. */
export const clockTime = z.string().regex(TIME_PATTERN, msg('time_invalid'));
/** For query strings, where every value arrives as text. */
export const positiveInt = z.coerce
  .number(unlessMissing('number_positive'))
  .int(msg('number_positive'))
  .positive(msg('number_positive'));
/** For JSON bodies: a real number, not "12" or true. */
export const positiveIntBody = z
  .number(unlessMissing('number_positive'))
  .int(msg('number_positive'))
  .positive(msg('number_positive'));
/** Postgres `integer`: a larger id cannot exist, so it is a field error rather than a database error. */
export const MAX_ID = 2_147_483_647;
export const id = z.coerce.number().int().positive().max(MAX_ID);
export const idParams = z.object({ id });
export const weekdays = z
  .array(z.number().int().min(1).max(7), unlessMissing('weekdays_invalid'))
  .min(1, msg('weekdays_invalid'))
  .max(7, msg('weekdays_invalid'))
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
/** `weekdays=1,3,5` in a query string. */
export const weekdaysQuery = z
  .string()
  .regex(/^[1-7](,[1-7])*$/, msg('weekdays_invalid'))
  .transform((s) => [...new Set(s.split(',').map(Number))].sort((a, b) => a - b));
export const score = z.number().min(SCORE_MIN, msg('score_invalid')).max(SCORE_MAX, msg('score_invalid'));
/** A web link (http or https only: `javascript:` and other schemes are refused), or empty. */
export const url = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: msg('link_invalid') })]);
/**
 * Where an error tag's explanation is: a web link as `url`, or a route of the app (`/knowledge/article?id=3`,
 * one slash then a path), which the web opens in the app whatever its address.
 */
export const link = z
  .string()
  .refine((v) => /^\/(?![/\\])\S*$/.test(v) || url.safeParse(v).success, msg('link_invalid'));
