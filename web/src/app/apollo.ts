import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import type { AuthClient } from './auth';

/** SPEC.md point 4: a token that expires within 60 s is refreshed, asking 61 s of validity. */
export const TOKEN_MIN_VALIDITY_SECONDS = 60;
export const TOKEN_REFRESH_VALIDITY_SECONDS = 61;

export interface ApolloOptions {
  uri: string;
  auth: AuthClient;
  /** The current interface language, sent as Accept-Language so the gateway answers in it. */
  language: () => string;
  /** Shows a failure to the user (a toast). */
  reportError: (error: ReportedError) => void;
  fetch?: typeof fetch;
}

export type ReportedError =
  { kind: 'graphql'; code: string | undefined; message: string } | { kind: 'network'; message: string };

/** Operations may opt out of the error toasts (`context: { silent: true }`) when they show errors themselves. */
declare module '@apollo/client' {
  interface DefaultContext {
    silent?: boolean;
  }
}

export class SessionExpiredError extends Error {
  constructor() {
    super('The session has expired; signing in again.');
    this.name = 'SessionExpiredError';
  }
}

/**
 * Before every operation: refresh a token close to expiry; when that fails, send the user to the sign-in
 * page and reject the operation (SPEC.md point 4).
 */
export function authLink(auth: AuthClient, language: () => string): ApolloLink {
  return new SetContextLink(async (prevContext) => {
    if (auth.token() && auth.expiresWithin(TOKEN_MIN_VALIDITY_SECONDS)) {
      try {
        await auth.updateToken(TOKEN_REFRESH_VALIDITY_SECONDS);
      } catch {
        void auth.login();
        throw new SessionExpiredError();
      }
    }
    const token = auth.token();
    return {
      headers: {
        ...(prevContext.headers as Record<string, string> | undefined),
        'Accept-Language': language(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });
}

/**
 * GraphQL and network errors become toasts. Mistakes a user can fix are not errors here: they come back
 * in the mutation payload's `errors` and forms show them under their fields.
 */
export function errorLink(reportError: ApolloOptions['reportError']): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext().silent) return;
    if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
      for (const e of error.errors) {
        const code = typeof e.extensions?.code === 'string' ? e.extensions.code : undefined;
        reportError({ kind: 'graphql', code, message: e.message });
      }
    } else if (!(error instanceof SessionExpiredError)) {
      reportError({ kind: 'network', message: error.message });
    }
  });
}

export function createApolloClient(options: ApolloOptions): ApolloClient {
  const http = new HttpLink({ uri: options.uri, fetch: options.fetch });
  return new ApolloClient({
    link: ApolloLink.from([errorLink(options.reportError), authLink(options.auth, options.language), http]),
    cache: new InMemoryCache(),
    // SPEC.md point 9: query cache time 0 (every screen asks the gateway again), no refetch on focus.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
