import { z } from 'zod';
import { msg } from '../../http/messages.js';
import { email } from '../../http/validators.js';

/** docs/product.md point 5: at least 8 characters, digits and letters only. */
export const password = z
  .string()
  .min(8, msg('password_too_short'))
  .regex(/^[A-Za-z0-9]+$/, msg('password_charset'));

const confirmation = { password, confirm_password: z.string().optional() };
/** 'Passwords do not match' when a confirmation is sent and differs. */
const passwordsMatch: [
  (b: { password: string; confirm_password?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => b.confirm_password === undefined || b.confirm_password === b.password,
  { message: msg('passwords_mismatch'), path: ['confirm_password'] },
];

export const signupBody = z
  .strictObject({
    email,
    first_name: z.string().trim().max(150).default(''),
    last_name: z.string().trim().max(150).default(''),
    // Signing up from /ielts-test: the account is an IELTS candidate from the start (issue 30 point 1).
    ielts_candidate: z.boolean().optional(),
    ...confirmation,
  })
  .refine(...passwordsMatch);
export const loginBody = z.strictObject({ email, password: z.string().min(1, msg('required')) });
/** Signed JWTs from Keycloak (or the embedded server) run to a few hundred characters; 4096 is generous. */
export const refreshBody = z.strictObject({
  refresh_token: z
    .string()
    .trim()
    .min(1, msg('required'))
    .max(4096, msg('refresh_token_invalid'))
    .describe('The refresh token of `accounts/login/` (or of an earlier refresh)'),
});
export const resetRequestBody = z.strictObject({ email });
export const resetVerifyQuery = z.strictObject({ code: z.string().trim().min(1, msg('required')).max(64) });
export const resetVerifiedBody = z
  .strictObject({ code: z.string().trim().min(1, msg('required')).max(64), ...confirmation })
  .refine(...passwordsMatch);
/** The current password too: whoever finds a signed-in screen must not take the account (issue 10). */
export const changePasswordBody = z
  .strictObject({ current_password: z.string().min(1, msg('required')).max(128), ...confirmation })
  .refine(...passwordsMatch);

export const successSchema = z.object({ success: z.string() });
export const signupResponse = z.object({ email: z.string(), first_name: z.string(), last_name: z.string() });
export const loginResponse = z.object({
  token: z.string().describe('The access token (Bearer)'),
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
});
export const resetRequestResponse = z.object({ email: z.string(), message: z.string() });
