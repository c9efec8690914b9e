import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** GraphQL codes of a server busy or briefly away (the gateway's load shedding, the backend down). */
const TRANSIENT_CODES = new Set(['SERVER_BUSY', 'UPSTREAM_UNAVAILABLE', 'INTERNAL_SERVER_ERROR']);

/**
 * Whether a failed call of the runner is worth sending again: no answer (offline, reset), a 5xx, a busy or
 * unavailable server. A refusal (not the student's attempt, signed out) is not.
 */
export function isRetryable(error: unknown): boolean {
  if (ServerError.is(error))
    return error.statusCode >= 500 || error.statusCode === 0 || error.statusCode === 429;
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((e) => TRANSIENT_CODES.has(String(e.extensions?.code)));
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

export const messageOf = (error: unknown): string | null =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;

/** The index of the save a field error names (`answers.2.answer.textEntry.blanks` -> 2). */
export function saveIndexOf(field: string | null | undefined): number | null {
  const match = /^answers\.(\d+)(\.|$)/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}
