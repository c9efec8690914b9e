import { z } from 'zod';
import type { MessageKey } from './i18n.js';

/**
 * docs/product.md point 5 for self-registration: no blank field, a valid e-mail, a password of at least 8
 * characters made of digits and letters only, and the two passwords equal. Errors are message keys,
 * worded in the page's language.
 */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]+$/;

const required = (message: MessageKey = 'error.required') => z.string().trim().min(1, message);

const schema = z
  .object({
    email: required().pipe(z.email('error.email' satisfies MessageKey)),
    firstName: z.string().trim().max(100).default(''),
    lastName: z.string().trim().max(100).default(''),
    password: z
      .string()
      .min(1, 'error.required' satisfies MessageKey)
      .min(8, 'error.passwordLength' satisfies MessageKey)
      .regex(PASSWORD_PATTERN, 'error.passwordCharset' satisfies MessageKey),
    confirmPassword: z.string().min(1, 'error.required' satisfies MessageKey),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'error.passwordMismatch' satisfies MessageKey,
  });

export type RegistrationField = 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword';
export type RegistrationErrors = Partial<Record<RegistrationField, MessageKey>>;
export type Registration = z.infer<typeof schema>;

export function validateRegistration(
  form: Record<string, unknown>,
): { ok: true; value: Registration } | { ok: false; errors: RegistrationErrors } {
  const input = Object.fromEntries(
    ['email', 'firstName', 'lastName', 'password', 'confirmPassword'].map((k) => [
      k,
      typeof form[k] === 'string' ? form[k] : '',
    ]),
  );
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: { ...parsed.data, email: parsed.data.email.toLowerCase() } };
  const errors: RegistrationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as RegistrationField;
    // The first problem of a field is the one worth telling.
    errors[field] ??= issue.message as MessageKey;
  }
  return { ok: false, errors };
}

/** Login form: both fields must be filled in. */
export function validateLogin(form: Record<string, unknown>): {
  username: string;
  password: string;
  errors: Partial<Record<'username' | 'password', MessageKey>>;
} {
  const username = typeof form.username === 'string' ? form.username.trim() : '';
  const password = typeof form.password === 'string' ? form.password : '';
  const errors: Partial<Record<'username' | 'password', MessageKey>> = {};
  if (!username) errors.username = 'error.required';
  if (!password) errors.password = 'error.required';
  return { username, password, errors };
}
