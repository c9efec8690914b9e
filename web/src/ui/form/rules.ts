import {
  CLASS_CODE_PATTERN,
  DATE_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  TIME_PATTERN,
} from '@lms/domain';
import { z } from 'zod';

/**
 * docs/product.md point 5's rules for every form, built on @lms/domain's (the backend's zod schemas use the same). Messages are i18n keys (`validation.*`); the fields
 * translate them, so a message follows a change of language without validating again.
 */

export {
  CLASS_CODE_PATTERN,
  DATE_PATTERN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  TIME_PATTERN,
} from '@lms/domain';
const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** A required text; `message` names the field when the form has a specific one (profile fields). */
export const requiredText = (message = 'validation.required') => z.string().trim().min(1, message);

export const optionalText = () => z.string().trim();

export const email = (required = 'validation.emailRequired') =>
  z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .regex(z.regexes.email, 'validation.emailInvalid');

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || z.regexes.email.test(v), 'validation.emailInvalid');

export const phone = (required = 'validation.phoneRequired') =>
  z.string().trim().min(1, { error: required, abort: true }).regex(PHONE_PATTERN, 'validation.phoneInvalid');

export const optionalPhone = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'validation.phoneInvalid');

export const password = () =>
  z
    .string()
    .min(1, { error: 'validation.passwordRequired', abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin', abort: true })
    .regex(PASSWORD_PATTERN, 'validation.passwordChars');

/** A password typed twice; the mismatch shows under the confirmation. */
export const passwordPair = () =>
  z
    .object({ password: password(), confirmPassword: z.string().min(1, 'validation.confirmRequired') })
    .refine((v) => v.password === v.confirmPassword, {
      message: 'validation.passwordMismatch',
      path: ['confirmPassword'],
    });

export const optionalUrl = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || URL_PATTERN.test(v), 'validation.urlInvalid');

/** A link an author gives: empty, an app route (`/knowledge/article?id=3`) or an http(s) address. */
export const optionalLink = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\/(?![/\\])\S*$/.test(v) || URL_PATTERN.test(v), 'validation.linkInvalid');

// An empty field says only that it is required; the check is not fatal, so a form's own cross-field rules
// (an object's superRefine) still run and every field's message shows at once.
export const date = (required = 'validation.dateRequired') =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => v === '' || DATE_PATTERN.test(v), 'validation.dateFormat');

export const optionalDate = () =>
  z
    .string()
    .nullable()
    .refine((v) => v === null || v === '' || DATE_PATTERN.test(v), 'validation.dateFormat');

export const time = (required = 'validation.timeRequired') =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => v === '' || TIME_PATTERN.test(v), 'validation.timeFormat');

/** A number greater than 0 (sessions, weights, limits). */
export const positiveInteger = (max?: number) => {
  const base = z
    .number({ error: 'validation.numberRequired' })
    .int('validation.integer')
    .gt(0, 'validation.positive');
  return max === undefined ? base : base.max(max, 'validation.tooLarge');
};

export const classCode = () =>
  z.string().trim().toUpperCase().regex(CLASS_CODE_PATTERN, 'validation.classCodeInvalid');

/** 'The end date must be greater than the start date' (dates as YYYY-MM-DD compare as text). */
export { isEndAfterStart } from '@lms/domain';

export const END_AFTER_START = 'validation.endAfterStart';
export const END_TIME_AFTER_START = 'validation.endTimeAfterStart';
