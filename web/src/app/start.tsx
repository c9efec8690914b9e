import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { ReportedError } from './apollo';
import { createApolloClient } from './apollo';
import { AppRoot } from './AppRoot';
import { startEarlyQueries } from './earlyQueries';
import type { AuthClient } from './auth';
import { createKeycloakAuth } from './auth';
import { config } from './config';
import { loadConstants } from '../shared/constants';
import { currentLanguage, i18n, initI18n, stripLanguageFromAddress } from './i18n';
import { routes } from './routes';
import { paths } from '../shared/paths';
import { returnPath } from '../shared/returnPath';
import { toast } from '../ui/toast';

export const MAINTENANCE_PAGE = '/maintenance.html';

const ERROR_TITLES: Record<string, string> = {
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  BAD_USER_INPUT: 'errors.badInput',
  UPSTREAM_UNAVAILABLE: 'errors.upstream',
  TOO_MANY_REQUESTS: 'errors.tooMany',
  SERVER_BUSY: 'errors.upstream',
};

/** The toast for a failed operation: a title in the interface language, the server's words below. */
export function reportError(error: ReportedError) {
  if (error.kind === 'network') {
    toast.error(i18n.t('errors.network'), i18n.t('errors.networkText'));
    return;
  }
  toast.error(i18n.t(ERROR_TITLES[error.code ?? ''] ?? 'errors.title'), error.message);
}

export interface StartOptions {
  container: HTMLElement;
  /** Tests pass their own; the browser gets keycloak-js. */
  auth?: AuthClient;
  createRouter?: (routeList: typeof routes) => ReturnType<typeof createBrowserRouter>;
  redirect?: (url: string) => void;
  strict?: boolean;
}

/**
 * Starts loading the page at `pathname`: its chunk (with antd's theme for an antd page) and, through Vite's
 * modulepreload, every chunk that chunk imports, by the very loaders the router calls when it renders the
 * route, so each module is fetched once, now, alongside the constants and the catalogue, rather than once
 * they have come (issue 29 point 1). A failure is the router's to show when it asks again.
 */
export function startRoutePage(routeList: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routeList, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

export type Started = { status: 'maintenance' } | { status: 'signingIn' } | { status: 'started'; root: Root };

/**
 * `/login` opened without a session in this tab (no kept token, no sign-in answer in the address): the
 * identity server's page at once, without rendering the app first (its `LoginPage` would only say
 * "redirecting" and go; issue 29 point 4). Nor does it wait for the constants: the gateway answers `/login`
 * with the maintenance page itself while the academy is in maintenance (docs/design.md section 5), which
 * saves their round trip on every sign-in. True when the browser is leaving.
 */
async function signInAtOnce(
  auth: AuthClient,
  signOn: Promise<boolean>,
  language: Promise<unknown>,
): Promise<boolean> {
  const { pathname, search, hash, origin } = window.location;
  if (pathname !== paths.login || /(^|[#&])state=/.test(hash)) return false;
  await language.catch(() => undefined);
  const signedIn = await signOn.catch(() => null);
  if (signedIn !== false || auth.token()) return false;
  const back = returnPath(new URLSearchParams(search).get('redirect'), paths.dashboard);
  try {
    await auth.login({ redirectUri: new URL(back, origin).href, locale: currentLanguage() });
    return true;
  } catch {
    return false;
  }
}

/**
 * Start-up as docs/design.md section 5 orders its outcomes: the constants (maintenance -> /maintenance.html), the
 * language, then the app, which shows the spinner until sign-on has initialised and lets `viewer` decide who
 * is in. The three start at once (issue 10 item 12): sign-on does not wait for the constants nor the
 * language, so a reload costs the slowest of them, not their sum; the current address's page starts with them.
 */
export async function startApp(options: StartOptions): Promise<Started> {
  const auth = options.auth ?? createKeycloakAuth(config);
  const signOn = auth.init();
  // Handled by the sign-on gate once the app renders; in maintenance nobody waits for it.
  signOn.catch(() => undefined);
  const language = initI18n();
  const settings = Promise.all([loadConstants(), language]);
  // A task later, once the sign-on library, the catalogue and the constants have been asked for: the page's
  // many chunks then queue behind those few on the browser's six connections to the gateway, not before them.
  setTimeout(() => startRoutePage(routes, window.location.pathname), 0);
  const client = createApolloClient({
    uri: new URL(config.graphqlUrl, window.location.origin).href,
    auth,
    language: currentLanguage,
    reportError,
  });
  // `viewer` and the page's data as soon as there is a token, not once the constants have come.
  const address = { pathname: window.location.pathname, search: window.location.search };
  startEarlyQueries(auth, client, routes, address, signOn);
  if (await signInAtOnce(auth, signOn, language)) return { status: 'signingIn' };

  const [constants] = await settings;
  if (constants.maintenance) {
    (options.redirect ?? ((url) => window.location.replace(url)))(MAINTENANCE_PAGE);
    return { status: 'maintenance' };
  }

  const cleaned = stripLanguageFromAddress();
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned);

  const router = (options.createRouter ?? createBrowserRouter)(routes);

  const root = createRoot(options.container);
  const app = <AppRoot auth={auth} client={client} constants={constants} router={router} signOn={signOn} />;
  root.render(options.strict === false ? app : <StrictMode>{app}</StrictMode>);
  return { status: 'started', root };
}
