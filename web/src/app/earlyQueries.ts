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
 * The early queries of the page at `address` (its route's `prefetch`), their module asked for now: a function
 * that asks them with the context given, once that module has come, or null for a page without any.
 */
function routePrefetch(routeList: RouteObject[], address: Pick<Location, 'pathname' | 'search'>) {
  const matches = matchRoutes(routeList, address.pathname) ?? [];
  const match = matches[matches.length - 1];
  const prefetch = (match?.route.handle as RouteHandle | undefined)?.prefetch;
  if (!match || !prefetch) return null;
  const loaded = prefetch();
  loaded.catch(() => undefined);
  return (context: Omit<PrefetchContext, 'search' | 'params'>) =>
    void loaded
      .then((run) => run({ ...context, search: new URLSearchParams(address.search), params: match.params }))
      .catch(() => undefined);
}

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
  routePrefetch(routeList, address)?.(context);
}

/**
 * As the tab starts: the module of the address's early queries is asked for at once, and as soon as sign-on
 * has initialised with a token (`signOn`), while the constants and the catalogue may still be on their way,
 * the session's `viewer` and those queries are asked for. Neither waits for the constants (one round trip on
 * every reload, docs/decisions.md "Early queries start with the token"), nor for the app's first render: the
 * module has come by then, so the queries leave before React renders the app. The page's variables take the
 * constants this browser last read, and a page whose variables differ asks itself. In maintenance the
 * answers are simply not used.
 */
export function startEarlyQueries(
  auth: AuthClient,
  client: ApolloClient,
  routeList: RouteObject[],
  address: Pick<Location, 'pathname' | 'search'>,
  signOn: Promise<unknown> = Promise.resolve(),
) {
  const ask = routePrefetch(routeList, address);
  signOn
    .then(() => {
      const token = auth.token();
      if (!token) return;
      prefetchViewer(client);
      ask?.({ client, constants: keptConstants(), roles: realmRolesOf(token) });
    })
    .catch(() => undefined);
}
