import type { ServerFieldError } from '../../ui/form/serverErrors';

export interface AccountResult {
  ok: boolean;
  errors: readonly ServerFieldError[];
  message?: string | null;
}

type Payload = { message?: string | null; errors: readonly ServerFieldError[] } | undefined;

/**
 * A payload of the account mutations as the forms read it. A failure the error link has already shown
 * (no gateway, no token) is not ok and has no field errors: the form stays as typed.
 */
export function toAccountResult(payload: Payload): AccountResult {
  if (!payload) return { ok: false, errors: [] };
  return { ok: payload.errors.length === 0, errors: payload.errors, message: payload.message };
}
