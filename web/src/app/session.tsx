import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { graphql } from '../gql';
import type { Session } from '../shared/session';
import { paths } from '../shared/paths';
import { prefetchQuery, usePrefetchedPolicy } from '../shared/prefetch';
import { SessionContext } from '../shared/session';
import { CONSTANTS_STORAGE_KEY } from '../shared/constants';
import { TOKEN_MIN_VALIDITY_SECONDS, TOKEN_REFRESH_VALIDITY_SECONDS } from './apollo';
import type { AuthClient } from './auth';
import { LANGUAGE_STORAGE_KEY, currentLanguage } from './i18n';

const SessionViewerQuery = graphql(`
  query SessionViewerQuery {
    viewer {
      id
      name
      email
      role
      profilePicture
      # The first sign-in's setup asks for what is missing (shared/setup.ts).
      dateOfBirth
      phone
      workPlace
      # An IELTS candidate's page is /ielts-test (app/RootRoute.tsx); what registering asks for (RegisterCard).
      studentStatus
      passport
    }
  }
`);

/** Asks for `viewer` as the tab starts, before the app renders (./earlyQueries.ts); the session reads it. */
export const prefetchViewer = (client: ApolloClient) => prefetchQuery(client, SessionViewerQuery);

const AuthContext = createContext<AuthClient | null>(null);

/** The sign-on client, for the few calls that need the token outside Apollo (account actions). */
export function useAuthClient(): AuthClient {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuthClient needs a <SessionProvider>');
  return auth;
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** What survives a sign-out in this browser: the interface language, a choice of the device, not the user. */
const DEVICE_KEYS: readonly string[] = [LANGUAGE_STORAGE_KEY, CONSTANTS_STORAGE_KEY];
/**
 * Preferences kept per user id that say nothing about the user's data: the columns each person chose for
 * each table (ui/DataTable), which should still be there at their next sign-in.
 */
const PREFERENCE_PREFIXES: readonly string[] = ['lms.columns.'];
const survivesSignOut = (key: string) =>
  DEVICE_KEYS.includes(key) || PREFERENCE_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Forgets what the signed-in user left in the browser's storage (tokens, cached choices). */
export function clearStoredUserState() {
  try {
    window.sessionStorage.clear();
    for (const key of Object.keys(window.localStorage))
      if (!survivesSignOut(key)) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept in it either.
  }
}

/**
 * The logged-in state (docs/product.md point 4): true when the gateway's `viewer` (its wrapper of /self/) answers a
 * user. Without a token there is nobody to ask for; a failure is logged and counts as signed out.
 */
export function SessionProvider({ auth, children }: { auth: AuthClient; children: ReactNode }) {
  const client = useApolloClient();
  // Signing out ends with the browser leaving for the identity server's logout. Until it has left, the
  // session reads `loading`: a guarded page must not send the user to /login, whose sign-in redirect would
  // cancel the logout's (issue 10 item 1).
  const [signingOut, setSigningOut] = useState(false);
  const hasToken = Boolean(auth.token());
  // The answer (or the request in flight) of the tab's early `viewer`, once; otherwise the network.
  const prefetched = usePrefetchedPolicy(SessionViewerQuery);
  const { data, loading, error } = useQuery(SessionViewerQuery, {
    skip: !hasToken || signingOut,
    fetchPolicy: prefetched ?? 'network-only',
    nextFetchPolicy: 'cache-only',
    context: { silent: true },
  });

  useEffect(() => {
    if (error) console.error('Could not load the signed-in user', error);
  }, [error]);

  const login = useCallback(
    (redirectPath: string = paths.dashboard) =>
      auth.login({ redirectUri: absolute(redirectPath), locale: currentLanguage() }),
    [auth],
  );
  const register = useCallback(
    (redirectPath: string = paths.dashboard) =>
      auth.register({ redirectUri: absolute(redirectPath), locale: currentLanguage() }),
    [auth],
  );
  const logout = useCallback(async () => {
    setSigningOut(true);
    await client.clearStore();
    clearStoredUserState();
    await auth.logout({ redirectUri: absolute(paths.home) });
  }, [auth, client]);

  const accessToken = useCallback(async () => {
    if (auth.token() && auth.expiresWithin(TOKEN_MIN_VALIDITY_SECONDS))
      await auth.updateToken(TOKEN_REFRESH_VALIDITY_SECONDS).catch(() => false);
    return auth.token();
  }, [auth]);

  const viewer = (!signingOut && data?.viewer) || null;
  const status: Session['status'] = signingOut
    ? 'loading'
    : hasToken && loading && !data
      ? 'loading'
      : viewer
        ? 'signedIn'
        : 'signedOut';

  const session = useMemo<Session>(
    () => ({
      status,
      viewer,
      role: viewer?.role ?? null,
      identified: hasToken && !signingOut,
      login,
      register,
      logout,
      accessToken,
    }),
    [status, viewer, hasToken, signingOut, login, register, logout, accessToken],
  );
  return (
    <AuthContext.Provider value={auth}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthContext.Provider>
  );
}

// The shell's layouts read the session from here as before; features import shared/session directly.
export { useSession } from '../shared/session';
