import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import type { StaticConstants } from './constants';

/**
 * What a route's prefetch knows as the tab starts, before the session's `viewer` has answered: the address,
 * the token's realm roles (a guess at the role, never a right: the gateway decides what it answers) and the
 * academy's constants (docs/design.md section 5, "Start-up").
 */
export interface PrefetchContext {
  client: ApolloClient;
  roles: readonly string[];
  search: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
  constants: StaticConstants;
}

/**
 * A route's early queries: asked for as soon as the tab has its token, beside `viewer`, instead of after the
 * page has rendered (issue 29 point 3: one round trip less on every reload and every new tab). Declared on the
 * route's handle as a loader of a small module of queries, never of the page (its components stay out of the
 * shell).
 */
export type RoutePrefetch = (context: PrefetchContext) => void;

/** Queries just asked for by a route's prefetch, whose answer the page's first mount takes as it is. */
const prefetched = new Set<unknown>();

/** Asks for `query` now, silently (a failure is the page's to show when it asks itself). */
export function prefetchQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) {
  prefetched.add(query);
  client.query({ query, variables, context: { silent: true } } as never).catch(() => undefined);
}

/**
 * The fetch policy of a page's query: the app's (cache and network) unless the answer was just prefetched,
 * once; then the cache, or the request still in flight (Apollo shares it), and no second request. Variables
 * other than the prefetch's miss the cache and ask the network as usual.
 */
export function usePrefetchedPolicy(query: unknown) {
  const [policy] = useState(() => (prefetched.delete(query) ? ('cache-first' as const) : undefined));
  return policy;
}

/** The realm roles of staff: a token carrying one of them opens the staff's views. */
const STAFF_ROLES = new Set(['admin', 'teacher', 'specialize']);

/** True when the token's roles say student and nothing more (the student's dashboard, own results...). */
export const studentByRoles = (roles: readonly string[]) =>
  roles.includes('student') && !roles.some((r) => STAFF_ROLES.has(r));
