import { createContext, useContext } from 'react';
import type { Role, SessionViewerQuery } from '../gql/graphql';

// The session's shape and hook, for features; app/session.tsx provides it (the shell owns sign-on).

export type Viewer = NonNullable<SessionViewerQuery['viewer']>;

export interface Session {
  /** `loading` until the viewer query answers. */
  status: 'loading' | 'signedIn' | 'signedOut';
  viewer: Viewer | null;
  role: Role | null;
  /** True when the identity server signed the user in, even if the gateway did not answer a viewer. */
  identified: boolean;
  /** Sends the user to the identity server; back to `redirectPath` (default: the dashboard). */
  login: (redirectPath?: string) => Promise<void>;
  register: (redirectPath?: string) => Promise<void>;
  logout: () => Promise<void>;
  /**
   * A valid access token (refreshed when close to expiry), for the few requests that are not GraphQL: files
   * through the gateway's `/lms-backend/api/*` pass-through (uploads, imports, exports).
   */
  accessToken: () => Promise<string | undefined>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}
