import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { map } from 'rxjs';
import type { AuthClient } from './auth';

/** docs/product.md point 4: a token that expires within 60 s is refreshed, asking 61 s of validity. */
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
  /** First pause before a query is tried again (then doubling); tests shorten it. */
  retryDelayMs?: number;
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

/** The schema's unions, so that fragments on their members match (schema/bank.graphql). */
const POSSIBLE_TYPES = {
  PartContent: [
    'ChoiceContent',
    'TextEntryContent',
    'MatchingContent',
    'OrderingContent',
    'HotspotContent',
    'WritingContent',
    'SpokenAnswerContent',
    'SpokenTargetContent',
    'PassageContent',
  ],
  PartAnswer: [
    'ChoiceAnswer',
    'TextEntryAnswer',
    'MatchingAnswer',
    'OrderingAnswer',
    'HotspotAnswer',
    'WritingAnswer',
    'SpokenAnswer',
  ],
  PartKey: ['ChoiceKey', 'TextEntryKey', 'MatchingKey', 'OrderingKey', 'HotspotKey', 'SampleKey'],
};

/**
 * Before every operation: refresh a token close to expiry; when that fails, send the user to the sign-in
 * page and reject the operation (docs/product.md point 4).
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

/** Codes of a server that is busy or briefly away: worth asking again after a pause. */
const TRANSIENT_CODES = new Set(['SERVER_BUSY', 'UPSTREAM_UNAVAILABLE']);

/** A failure that another try may not meet: no answer at all, or a busy or unavailable server. */
export function isTransient(error: unknown): boolean {
  if (ServerError.is(error)) return [502, 503, 504].includes(error.statusCode);
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => TRANSIENT_CODES.has(String(e.extensions?.code)));
  }
  if (CombinedProtocolErrors.is(error) || error instanceof SessionExpiredError) return false;
  return error instanceof TypeError; // fetch's own failure: no connection, reset, DNS
}

/**
 * Queries (reads, safe to repeat) are tried again up to 3 times, after about 0.5, 1 and 2 s with jitter, when
 * the network failed or the server was busy; mutations never are (the server's idempotency is per key, and
 * the user decides). When the last try fails, the error link's toast says so.
 */
export function retryLink(initialDelayMs = 500): ApolloLink {
  // A request the gateway shed (503 SERVER_BUSY) arrives as a result; as an error, the retry link sees it.
  // Field errors next to partial data (UPSTREAM_UNAVAILABLE on one list) stay results: the rest still shows.
  const shedAsError = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (result.errors?.some((e) => e.extensions?.code === 'SERVER_BUSY')) {
          throw new CombinedGraphQLErrors(result);
        }
        return result;
      }),
    ),
  );
  const retry = new RetryLink({
    delay: { initial: initialDelayMs, max: 8 * initialDelayMs, jitter: true },
    attempts: {
      max: 4,
      retryIf: (error, operation) =>
        operation.operationType === OperationTypeNode.QUERY && isTransient(error),
    },
  });
  return ApolloLink.from([retry, shedAsError]);
}

/**
 * The web's cache. It normalises an object by its `id` (its type's row: docs/decisions.md), the attempt's
 * marks by their attempt; everything else (an option "A", a word "w1", a blank: a `key` unique only within
 * its part) stays inside its parent, so two parts' option "A" never merge. app/cacheKeys.test.ts checks the
 * schema and every operation against it.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    // An attempt's marks have no id of their own: they are the attempt's, so a marking write updates the page.
    typePolicies: {
      Marking: { keyFields: ['attemptId'] },
      SpeakingScore: { keyFields: ['attemptId'] },
      // A registration's bands are its own: a marking, publishing or correcting write answering some of them
      // merges into the page's, rather than dropping the rest and refetching the page.
      IeltsBands: { merge: true },
      IeltsRegistration: { fields: { bandCorrections: { merge: false } } },
    },
  });
}

export function createApolloClient(options: ApolloOptions): ApolloClient {
  const http = new HttpLink({ uri: options.uri, fetch: options.fetch });
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink(options.reportError),
      retryLink(options.retryDelayMs),
      authLink(options.auth, options.language),
      http,
    ]),
    cache: createCache(),
    // docs/product.md point 9: query cache time 0 (every screen asks the gateway again), no refetch on focus.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
