import type { ComponentType, ReactNode } from 'react';

type Layout = ComponentType<{ children: ReactNode }>;
let loaded: Layout | undefined;
let loading: Promise<Layout> | undefined;

/**
 * The header and side menu (their menus and icons) load with the first page that shows them, not with the
 * shell: the sign-in pages and the exam runner, which have their own layout, never download them (issue 29).
 * The router loads it beside such a page's chunk (./routes.tsx), so it does not wait for the page.
 */
export function loadMainLayout(): Promise<Layout> {
  loading ??= import('./MainLayout').then((m) => (loaded = m.MainLayout));
  return loading;
}

/** The layout once loaded, for a first render without a wait. */
export const mainLayoutLoaded = () => loaded;
