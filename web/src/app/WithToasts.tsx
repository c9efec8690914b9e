import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/**
 * Mounts the toast area at the top right beside the app, loaded after the first paint. antd's theme and
 * locale (./antdTheme) wrap the pages that use antd, not the shell: the exam runner uses none (issue 12).
 */
export function WithToasts({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      {children}
    </>
  );
}
