import { HeaderMap } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { tidySuggestionMask } from './protection.js';
import { RestError } from './rest/client.js';

/** The `extensions.code` values clients switch on (docs/design.md section 4). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** A mistake the user can fix, as mutation payloads carry it. */
export interface FieldError {
  field: string | null;
  messages: string[];
}

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

const SIGN_IN_FIRST = 'Sign in first: the access token is missing, invalid or expired';
/** A field the anonymous caller may not read: the rest of the answer still comes (HTTP 200). */
export const unauthenticated = () => gatewayError('UNAUTHENTICATED', SIGN_IN_FIRST);
/** A token that fails verification refuses the whole request: Apollo answers 401 from `http`. */
export const unauthenticatedRequest = () =>
  gatewayError('UNAUTHENTICATED', SIGN_IN_FIRST, {
    http: { status: 401, headers: new HeaderMap([['www-authenticate', 'Bearer']]) },
  });
export const forbidden = (message = 'You do not have permission to see or do this') =>
  gatewayError('FORBIDDEN', message);
export const badInput = (message: string, fieldErrors: FieldError[] = []) =>
  gatewayError('BAD_USER_INPUT', message, fieldErrors.length ? { fieldErrors } : {});

/** `records.0.student_id` -> `records.0.studentId`; `non_field_errors` -> null (the input as a whole). */
export function inputField(restField: string): string | null {
  if (restField === 'non_field_errors') return null;
  return restField.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function toFieldErrors(
  errors: Record<string, string[]> | undefined,
  field: (restField: string) => string | null = inputField,
): FieldError[] {
  return Object.entries(errors ?? {}).map(([restField, messages]) => ({ field: field(restField), messages }));
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * A failed REST call as a GraphQL error. Only 5xx, timeouts and refused connections are
 * UPSTREAM_UNAVAILABLE: any other 4xx (414 or 431 for an over-long request, 422...) is the request's fault.
 */
export function fromRestError(error: RestError): GraphQLError {
  const code =
    CODE_BY_STATUS[error.status] ??
    (error.status >= 400 && error.status < 500 ? 'BAD_USER_INPUT' : 'UPSTREAM_UNAVAILABLE');
  const message =
    code === 'UPSTREAM_UNAVAILABLE'
      ? 'The LMS service is unavailable; please try again shortly'
      : (error.body?.message ?? error.message);
  const fieldErrors = toFieldErrors(error.body?.errors);
  return gatewayError(code, message, {
    ...(fieldErrors.length ? { fieldErrors } : {}),
    // How long to wait before trying again (429 rate limits, 503 overload), in seconds.
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
  });
}

/** What a resolver throws, as the GraphQL error the client sees. */
export function toGraphQLError(error: unknown): unknown {
  return error instanceof RestError ? fromRestError(error) : error;
}

/**
 * How a domain reads a refused write. The defaults fit most: field errors of a 400, 404 or 409 under the
 * input's names, and a 409 naming no field (a score slot taken) a CONFLICT GraphQL error.
 */
export interface Refusals {
  /** The input field a REST field path names (`inputField` unless the input is shaped otherwise). */
  field?: (restField: string) => string | null;
  /**
   * A 409 naming no field as an error on the input as a whole, with the API's message (the bank's answered
   * question or assigned exercise, the runner's deadline passed, the marker's work not submitted).
   */
  conflictOnInput?: boolean;
  /** What the payload carries besides its errors after any 409 (the attempt as it now stands). */
  onConflict?: (message: string) => Promise<object>;
}

/**
 * The one mapper of a refused REST call to a mutation payload's `errors`: the errors the user can act on,
 * or null when the failure stays a GraphQL error (no token, not allowed, too many tries, backend down:
 * `fromRestError`). A 4xx announcing field errors but naming none stays a GraphQL error too, so that no
 * refusal answers an empty `errors` as if the write had succeeded.
 */
export function payloadErrors(error: unknown, refusals: Refusals = {}): FieldError[] | null {
  if (!(error instanceof RestError) || !error.body) return null;
  const { field = inputField, conflictOnInput = false } = refusals;
  const named = toFieldErrors(error.body.errors, field);
  if ([400, 404, 409].includes(error.status) && named.length) return named;
  if (error.status === 409 && conflictOnInput) return [{ field: null, messages: [error.body.message] }];
  return null;
}

/**
 * Runs a mutation's REST call: the answer with no errors on success; on a refusal the user can act on
 * (`payloadErrors`), those errors for the form; anything else thrown as a GraphQL error.
 */
export async function withFieldErrors<T extends object>(
  run: () => Promise<T>,
  refusals: Refusals = {},
): Promise<(T & { errors: FieldError[] }) | { errors: FieldError[] }> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    const errors = payloadErrors(error, refusals);
    if (!errors) throw toGraphQLError(error);
    const conflict = error instanceof RestError && error.status === 409 ? error.body : null;
    const more = refusals.onConflict && conflict ? await refusals.onConflict(conflict.message) : {};
    return { ...more, errors };
  }
}

/** Input mistakes found before any REST call, in the payload's shape. */
export const refused = (errors: FieldError[]) => ({ errors });

/** A read whose 404 is null (unknown, or not the caller's); any other failure as a GraphQL error. */
export async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    throw toGraphQLError(error);
  }
}

/**
 * Apollo's `formatError`: the last look at every error before it leaves. Apollo has already coded parse,
 * validation and variable errors, and given INTERNAL_SERVER_ERROR to anything unexpected. No mode ever
 * sends a stack trace (it names the server's files); production also masks unexpected errors (a bug's message is no client's business) and tidies Armor's hidden suggestions.
 */
export function formatGatewayError(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    // Apollo is told never to add stack traces (server.ts); this holds even if a plugin does.
    if (formatted.extensions?.stacktrace) {
      const { stacktrace: _, ...extensions } = formatted.extensions;
      formatted = { ...formatted, extensions };
    }
    if (!production) return formatted;
    const code = formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
    if (code === 'INTERNAL_SERVER_ERROR') {
      const { locations, path } = formatted;
      return { message: 'Internal server error', locations, path, extensions: { code } };
    }
    return { ...formatted, message: tidySuggestionMask(formatted.message) };
  };
}
