import type { ApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import type { RouteObject, createBrowserRouter } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import type { StaticConstants } from '../shared/constants';
import type { PrefetchContext } from '../shared/prefetch';
import type { AuthClient } from './auth';
import { realmRolesOf } from './auth';
import type { RouteHandle } from './RootRoute';

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
 * Once sign-on has initialised with a token, the page at the router's address starts its early queries, as the
 * session starts `viewer` beside them (./session.tsx).
 */
export function EarlyQueries({
  auth,
  client,
  constants,
  router,
}: {
  auth: AuthClient;
  client: ApolloClient;
  constants: StaticConstants;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  useEffect(() => {
    const token = auth.token();
    if (!token) return;
    prefetchRoutePage(router.routes, router.state.location, {
      client,
      constants,
      roles: realmRolesOf(token),
    });
    // Once, as the app starts: later navigations render their pages, which ask for themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
