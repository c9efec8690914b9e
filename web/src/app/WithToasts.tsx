import type { ComponentType, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { whenToastWanted } from '../ui/toast';

/**
 * How long after start-up the toast area loads when no toast has asked for it. It brings antd's notification
 * and theme (about 25 requests): loaded with the page, they held the page's own data back on a slow
 * connection's six connections (issue 29 point 3). Loaded by then, a toast later (offline, say) needs nothing.
 */
export const TOAST_AREA_DELAY_MS = 4000;

/**
 * Mounts the toast area at the top right beside the app, loaded at the first toast or TOAST_AREA_DELAY_MS after
 * start-up, whichever comes first; a load that fails (offline) is tried again at the next toast or when the
 * browser is back online. antd's theme and locale (./antdTheme) wrap the pages that use antd, not the shell:
 * the exam runner uses none (issue 12).
 */
export function WithToasts({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Host) return;
    let left = false;
    const load = () => {
      import('./ToastHost')
        .then((m) => {
          if (!left) setHost(() => m.ToastHost);
        })
        .catch(() => undefined);
    };
    const timer = setTimeout(load, TOAST_AREA_DELAY_MS);
    const stop = whenToastWanted(load);
    window.addEventListener('online', load);
    return () => {
      left = true;
      clearTimeout(timer);
      stop();
      window.removeEventListener('online', load);
    };
  }, [Host]);
  return (
    <>
      {Host && <Host />}
      {children}
    </>
  );
}
