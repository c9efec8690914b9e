import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { startedLazy } from '../../ui/startedLazy';
import { useMailLanguageFollowsInterface } from './useMailLanguageFollowsInterface';

const NotificationBellQuery = graphql(`
  query NotificationBellQuery {
    notifications(page: 1, pageSize: 6) {
      unread
      total
      items {
        id
        ...NotificationRow_notification
      }
    }
  }
`);

/** Modest freshness (docs/decisions.md, issue 31 "The bell's freshness"): a poll a minute while the tab is seen. */
const POLL_MS = 60_000;
/** A focus or a navigation asks again, unless the count came less than this ago. */
const FRESH_MS = 10_000;

const NotificationPanel = startedLazy(() => import('./NotificationPanel').then((m) => m.NotificationPanel));

/**
 * The header's bell (issue 31 point 2): the unread count, kept fresh by a poll, on focus and on navigation;
 * it opens the panel of the latest notifications, loaded on first use. It sits in the main layout only, so
 * the exam runner (its own layout) never polls.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const askedAt = useRef(0);
  const seenPath = useRef(pathname);
  const { data, refetch } = useQuery(NotificationBellQuery, {
    pollInterval: POLL_MS,
    skipPollAttempt: () => document.visibilityState === 'hidden',
    // A failed poll says nothing: the count stays as it was until the next one.
    context: { silent: true },
  });
  useMailLanguageFollowsInterface();

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - askedAt.current < FRESH_MS) return;
    askedAt.current = now;
    refetch().catch(() => undefined);
  }, [refetch]);

  useEffect(() => {
    askedAt.current = Date.now();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    setOpen(false);
    refresh();
  }, [pathname, refresh]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const preloadPanel = () => void NotificationPanel.preload().catch(() => undefined);
  const page = data?.notifications;
  const unread = page?.unread ?? 0;
  const label = unread ? t('notificationBell.labelUnread', { count: unread }) : t('notificationBell.label');
  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="notification-bell-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen((o) => !o)}
      >
        <BellOutlined aria-hidden />
        {unread > 0 && (
          <span className="notification-badge" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            items={page?.items ?? []}
            unread={unread}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
