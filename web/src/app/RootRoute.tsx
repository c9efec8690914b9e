import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { FullScreenSpinner, PageSpinner } from '../ui/FullScreenSpinner';
import type { Role } from '../gql/graphql';
import { mayOpen } from '../shared/access';
import { BlankLayout } from './layouts/BlankLayout';
import { loadMainLayout, mainLayoutLoaded } from './layouts/loadMainLayout';
import { ForbiddenPage } from '../shared/ErrorPages';
import { useSession } from './session';
import { trackPageView } from './telemetry';
import { paths } from '../shared/paths';
import type { RoutePrefetch } from '../shared/prefetch';
import { setupPending, setupPostponed } from '../shared/setup';

/** What a route declares about itself (`handle`): who may open it, its layout and its title. */
export interface RouteHandle {
  /** `public`: anyone; `signedIn`: any role; a list: those roles only. Default `signedIn`. */
  access?: 'public' | 'signedIn' | readonly Role[];
  /** A page may supply its own layout; `none` renders the page alone. Default `main`. */
  layout?: 'main' | 'blank' | 'none';
  /** i18n key of the document title. */
  title?: string;
  /** The title where the route opens a student's own view (no management wording). */
  studentTitle?: string;
  /** The route's early queries, started beside `viewer` as the tab starts (web/src/shared/prefetch.ts). */
  prefetch?: () => Promise<RoutePrefetch>;
}

/** The main layout, loaded on first use (./layouts/loadMainLayout.ts); the spinner until then. */
function MainLayout({ children }: { children: ReactNode }) {
  const [Loaded, setLoaded] = useState(mainLayoutLoaded);
  useEffect(() => {
    if (!Loaded) void loadMainLayout().then((layout) => setLoaded(() => layout));
  }, [Loaded]);
  return Loaded ? <Loaded>{children}</Loaded> : <FullScreenSpinner />;
}

const LAYOUTS = {
  main: MainLayout,
  blank: BlankLayout,
  none: ({ children }: { children: ReactNode }) => <>{children}</>,
};

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

/** The root of every page: layout, role guard, document title and page-view tracking. */
export function RootRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useRouteHandle();
  const session = useSession();
  const access = handle.access ?? 'signedIn';
  const Layout = LAYOUTS[handle.layout ?? 'main'];

  const title = (session.role === 'STUDENT' && handle.studentTitle) || handle.title;
  useEffect(() => {
    document.title = title ? `${t(title)} · ${t('app.name')}` : t('app.name');
  }, [title, t]);

  const sessionKnown = session.status !== 'loading';
  useEffect(() => {
    if (sessionKnown) trackPageView(location.pathname, { 'user.role': session.role ?? 'anonymous' });
  }, [location.pathname, sessionKnown, session.role]);

  if (access !== 'public') {
    if (session.status === 'loading') return <FullScreenSpinner />;
    if (session.status === 'signedOut') {
      const back = `${location.pathname}${location.search}`;
      return <Navigate to={paths.loginThenBack(back)} replace />;
    }
    // An IELTS candidate's own page is the IELTS one (issue 30 point 1): sign-in, whatever page it started
    // from, brings them there, never to the class dashboard nor to the setup of the first sign-in.
    // A candidate is a student marked `ielts_candidate` by the backend (docs/decisions.md).
    if (location.pathname === paths.dashboard && session.viewer?.studentStatus === 'ielts_candidate')
      return <Navigate to={paths.ieltsTest} replace />;
    // A new account lands on the dashboard after its first sign-in: its profile setup comes first.
    if (
      location.pathname === paths.dashboard &&
      session.viewer &&
      setupPending(session.viewer) &&
      !setupPostponed()
    ) {
      return <Navigate to={paths.setup(session.viewer.id)} replace />;
    }
    if (access !== 'signedIn' && !mayOpen(session.role, access)) {
      return (
        <Layout>
          <ForbiddenPage />
        </Layout>
      );
    }
  }

  return (
    <Layout>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}
