import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { keptConstants } from '../shared/constants';
import type { PrefetchContext } from '../shared/prefetch';
import type { AuthClient } from './auth';
import { realmRolesOf } from './auth';
import type { RouteHandle } from './RootRoute';
import { prefetchViewer } from './session';

/**
 * Starts the early queries of the page at the address (its route's `prefetch`), once sign-on has a token:
 * beside the session's `viewer`, not after the page has rendered (issue 29 point 3). The token's roles only
 * choose which query to ask; the gateway decides what it answers, and the page asks again if the guess missed.
 */
export function prefetchRoutePage(
  routeList: RouteObject[],
  address: Pick<Location, 'pathname' | 'search'>,
  context: Omit<PrefetchContext, 'search' | 'params'>,
) {
  const matches = matchRoutes(routeList, address.pathname) ?? [];
  const match = matches[matches.length - 1];
  const prefetch = (match?.route.handle as RouteHandle | undefined)?.prefetch;
  if (!match || !prefetch) return;
  prefetch()
    .then((run) => run({ ...context, search: new URLSearchParams(address.search), params: match.params }))
    .catch(() => undefined);
}

/**
 * As soon as sign-on has initialised with a token, while the constants and the catalogue may still be on
 * their way: the session's `viewer` and the early queries of the page at the address. Neither waits for the
 * constants (one round trip on every reload, docs/decisions.md "Early queries start with the token"): the
 * page's variables take the constants this browser last read, and a page whose variables differ asks itself.
 * In maintenance the answers are simply not used.
 */
export function startEarlyQueries(
  auth: AuthClient,
  client: ApolloClient,
  routeList: RouteObject[],
  address: Pick<Location, 'pathname' | 'search'>,
) {
  const token = auth.token();
  if (!token) return;
  prefetchViewer(client);
  prefetchRoutePage(routeList, address, { client, constants: keptConstants(), roles: realmRolesOf(token) });
}
