import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { CataloguePart } from './i18n';
import { loadCatalogueParts } from './i18n';
import type { RouteHandle } from './RootRoute';
import { loadMainLayout } from './layouts/loadMainLayout';

/* The kinds of route of ./routes.tsx: antd pages, native pages, the main layout, and the routes' prefetches. */

const loadAntdTheme = () => import('./antdTheme');
const loadStatisticsQueries = () => import('../features/statistics/statisticsQueries');

/** The routes' early queries (web/src/shared/prefetch.ts), each in a small module of its page's queries. */
export const prefetchOf = {
  dashboard: () => import('../features/dashboard/dashboardQueries').then((m) => m.prefetchDashboard),
  classes: () => import('../features/classes/classListQuery').then((m) => m.prefetchClassList),
  exam: () => import('../features/exam/examPrefetch').then((m) => m.prefetchExamIntro),
  statistics: () => loadStatisticsQueries().then((m) => m.prefetchStatistics),
  testInformation: () => loadStatisticsQueries().then((m) => m.prefetchTestInformation),
};

/**
 * Each page is its own chunk, loaded when its route is first opened, inside antd's theme and locale, which
 * load alongside it (the shell carries no antd: issue 12), and with the parts of the catalogue it reads
 * beyond the common one (`parts`: src/app/locales/parts.test.ts says which).
 */
export function page<M>(
  load: () => Promise<M>,
  name: keyof M & string,
  parts: readonly CataloguePart[] = [],
) {
  return async () => {
    const [loaded, { AntdTheme }] = await Promise.all([load(), loadAntdTheme(), loadCatalogueParts(parts)]);
    const Page = loaded[name] as ComponentType;
    return {
      Component: () => (
        <AntdTheme>
          <Page />
        </AntdTheme>
      ),
    };
  };
}

/**
 * A page written with native controls only (every visitor's first pages, the exam runner): no antd to load
 * with it. A page that starts using antd moves to `page`.
 */
export function nativePage<M>(
  load: () => Promise<M>,
  name: keyof M & string,
  parts: readonly CataloguePart[] = [],
) {
  return async () => {
    const [loaded] = await Promise.all([load(), loadCatalogueParts(parts)]);
    return { Component: loaded[name] as ComponentType };
  };
}

/** A route; one in the main layout loads the layout beside its page (./layouts/loadMainLayout.ts). */
export const route = (
  path: string,
  handle: RouteHandle,
  lazy: () => Promise<{ Component: ComponentType }>,
): RouteObject => ({
  path,
  handle,
  lazy:
    (handle.layout ?? 'main') === 'main'
      ? async () => (await Promise.all([lazy(), loadMainLayout()]))[0]
      : lazy,
});
