import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** docs/product.md point 9: primary red #DB4848, font Inter (self-hosted through @fontsource/inter). */
export const PRIMARY_COLOR = '#DB4848';

/**
 * The toast area at the top right, loaded after the first paint. antd's theme and locale (./antdTheme) wrap
 * the pages that use antd, not the shell: the exam runner uses none (issue 12).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      {children}
    </>
  );
}
