import { useCallback, useMemo } from 'react';
import { TOKEN_MIN_VALIDITY_SECONDS, TOKEN_REFRESH_VALIDITY_SECONDS } from '../../app/apollo';
import { currentLanguage } from '../../app/i18n';
import { useAuthClient } from '../../app/session';
import type { ServerFieldError } from '../../ui/form/serverErrors';

/**
 * The account actions (sign-up, password reset, password change). The gateway's schema has no account
 * mutations yet, so these go to the backend's account endpoints through the gateway's pass-through of
 * `/lms-backend/api/*`; when `schema/accounts.graphql` lands, this file alone changes to mutations.
 */
const BASE = '/lms-backend/api/accounts';

export interface AccountResult {
  ok: boolean;
  errors: ServerFieldError[];
  message?: string;
}

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** `{code, message, errors?: {field: [..]}}` -> the same field errors a GraphQL payload carries. */
export function toFieldErrors(body: unknown): ServerFieldError[] {
  const b = body as { message?: string; errors?: Record<string, string[] | string> } | null;
  const out: ServerFieldError[] = [];
  for (const [field, messages] of Object.entries(b?.errors ?? {})) {
    const list = Array.isArray(messages) ? messages : [messages];
    out.push({ field: field === 'non_field_errors' ? null : camel(field), messages: list });
  }
  if (out.length === 0) out.push({ field: null, messages: [b?.message ?? 'Error'] });
  return out;
}

export function useAccountActions() {
  const auth = useAuthClient();

  const post = useCallback(
    async (path: string, body: Record<string, unknown>, withToken = false): Promise<AccountResult> => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage(),
      };
      if (withToken) {
        if (auth.expiresWithin(TOKEN_MIN_VALIDITY_SECONDS))
          await auth.updateToken(TOKEN_REFRESH_VALIDITY_SECONDS);
        const token = auth.token();
        if (token) headers.Authorization = `Bearer ${token}`;
      }
      try {
        const response = await fetch(new URL(`${BASE}/${path}`, window.location.origin), {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        const json: unknown = await response.json().catch(() => null);
        if (response.ok) {
          const message = (json as { message?: string; success?: string } | null) ?? {};
          return { ok: true, errors: [], message: message.message ?? message.success };
        }
        return { ok: false, errors: toFieldErrors(json) };
      } catch (error) {
        console.error(`Account call ${path} failed`, error);
        return { ok: false, errors: [{ field: null, messages: [String(error)] }] };
      }
    },
    [auth],
  );

  return useMemo(
    () => ({
      signUp: (v: {
        email: string;
        firstName: string;
        lastName: string;
        password: string;
        confirmPassword: string;
      }) =>
        post('signup/', {
          email: v.email,
          first_name: v.firstName,
          last_name: v.lastName,
          password: v.password,
          confirm_password: v.confirmPassword,
        }),
      requestPasswordReset: (email: string) => post('password/reset/', { email }),
      resetPassword: (code: string, password: string, confirmPassword: string) =>
        post('password/reset/verified/', { code, password, confirm_password: confirmPassword }),
      changePassword: (password: string, confirmPassword: string) =>
        post('password/change/', { password, confirm_password: confirmPassword }, true),
    }),
    [post],
  );
}
