import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { graphql } from '../gql';
import type { Session } from '../shared/session';
import { paths } from '../shared/paths';
import { SessionContext } from '../shared/session';
import type { AuthClient } from './auth';
import { currentLanguage } from './i18n';

const SessionViewerQuery = graphql(`
  query SessionViewerQuery {
    viewer {
      id
      name
      email
      role
      profilePicture
    }
  }
`);

const AuthContext = createContext<AuthClient | null>(null);

/** The sign-on client, for the few calls that need the token outside Apollo (account actions). */
export function useAuthClient(): AuthClient {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuthClient needs a <SessionProvider>');
  return auth;
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * The logged-in state (SPEC.md point 4): true when the gateway's `viewer` (its wrapper of /self/) answers a
 * user. Without a token there is nobody to ask for; a failure is logged and counts as signed out.
 */
export function SessionProvider({ auth, children }: { auth: AuthClient; children: ReactNode }) {
  const client = useApolloClient();
  const [signedOut, setSignedOut] = useState(false);
  const hasToken = Boolean(auth.token());
  const { data, loading, error } = useQuery(SessionViewerQuery, {
    skip: !hasToken || signedOut,
    fetchPolicy: 'network-only',
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
    setSignedOut(true);
    await client.clearStore();
    await auth.logout({ redirectUri: absolute(paths.home) });
  }, [auth, client]);

  const viewer = (!signedOut && data?.viewer) || null;
  const status: Session['status'] =
    hasToken && !signedOut && loading && !data ? 'loading' : viewer ? 'signedIn' : 'signedOut';

  const session = useMemo<Session>(
    () => ({
      status,
      viewer,
      role: viewer?.role ?? null,
      identified: hasToken && !signedOut,
      login,
      register,
      logout,
    }),
    [status, viewer, hasToken, signedOut, login, register, logout],
  );
  return (
    <AuthContext.Provider value={auth}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthContext.Provider>
  );
}

// The shell's layouts read the session from here as before; features import shared/session directly.
export { useSession } from '../shared/session';
