import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../app/apollo';
import { AppRoot } from '../app/AppRoot';
import { startEarlyQueries } from '../app/earlyQueries';
import type { AuthClient } from '../app/auth';
import { DEFAULT_CONSTANTS } from '../shared/constants';
import { currentLanguage } from '../app/i18n';
import { routes } from '../app/routes';
import { reportError } from '../app/start';
import { createFakeAuth } from './fakeAuth';
import type { GatewayCall, RootResolvers } from './gateway';
import { mockGateway } from './gateway';
import { buildUser } from './factories';
import { server } from './server';

/**
 * What the header's bell asks on every page of the main layout (issue 31 point 2): an empty centre, unless a
 * test gives its own; a switch of language sends the mail language, answered as saved.
 */
const QUIET_NOTIFICATIONS: RootResolvers = {
  notifications: { items: [], total: 0, unread: 0, page: 1, pageSize: 6 },
  updateNotificationPreferences: ({ input }: { input: { language?: string } }) => ({
    notificationPreferences: { kinds: [], dailyDigest: false, language: input.language ?? 'vi' },
    errors: [],
  }),
};

export const GRAPHQL_URL = new URL('/graphql', window.location.origin).href;

export interface RenderAppOptions {
  path?: string;
  /** The signed-in user's role; null: signed out. */
  role?: 'ADMIN' | 'TEACHER' | 'STUDENT' | 'SPECIALIZE' | null;
  viewer?: Record<string, unknown>;
  /** Root fields of the mock gateway, besides `viewer`. */
  gateway?: RootResolvers;
  auth?: AuthClient;
  /** As a tab starts (`startApp`): `viewer` and the page's early queries asked before the app renders. */
  startUp?: boolean;
}

/** The whole app (router, Apollo, session, theme) at `path`, over the mock gateway. */
export function renderApp({
  path = '/',
  role = 'TEACHER',
  viewer,
  gateway = {},
  auth,
  startUp = false,
}: RenderAppOptions = {}) {
  const calls: GatewayCall[] = [];
  const me = role ? (viewer ?? buildUser({ role, name: 'Lê Minh Châu', email: 'chau@academy.test' })) : null;
  const signOn = auth ?? createFakeAuth({ signedIn: role !== null });
  server.use(mockGateway({ viewer: me, ...QUIET_NOTIFICATIONS, ...gateway }, calls));
  const client = createApolloClient({
    uri: GRAPHQL_URL,
    auth: signOn,
    language: currentLanguage,
    reportError,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (startUp) {
    const address = new URL(path, window.location.origin);
    startEarlyQueries(signOn, client, routes, { pathname: address.pathname, search: address.search });
  }
  const user = userEvent.setup();
  const utils = render(
    <AppRoot auth={signOn} client={client} constants={DEFAULT_CONSTANTS} router={router} />,
  );
  return { ...utils, user, router, calls, auth: signOn, client, viewer: me };
}
