import { z } from 'zod';
import { msg } from './messages.js';

/** SPEC.md point 5 rules, shared by every route that takes the field. */
export const PHONE_PATTERN = /^(?:\d{10}|(?:\+?\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})$/;

export const phone = z.string().trim().regex(PHONE_PATTERN, msg('phone_invalid'));
export const optionalPhone = z.union([z.literal(''), phone]);
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(msg('email_invalid')));
export const isoDate = z.iso.date(msg('date_invalid'));
/** HH:MM or HH:MM:SS, stored as Postgres time. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, msg('time_invalid'));
export const positiveInt = z.coerce.number(msg('number_positive')).int().positive(msg('number_positive'));
export const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });
export const weekdays = z
  .array(z.number().int().min(1).max(7), msg('weekdays_invalid'))
  .min(1, msg('weekdays_invalid'))
  .max(7, msg('weekdays_invalid'))
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
/** `weekdays=1,3,5` in a query string. */
export const weekdaysQuery = z
  .string()
  .regex(/^[1-7](,[1-7])*$/, msg('weekdays_invalid'))
  .transform((s) => [...new Set(s.split(',').map(Number))].sort((a, b) => a - b));
export const score = z.number().min(0, msg('score_invalid')).max(100, msg('score_invalid'));
export const url = z.union([z.literal(''), z.url()]);
