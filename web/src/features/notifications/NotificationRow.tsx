import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { inAppPath } from './inAppPath';
import { relativeTime } from './relativeTime';

export const NotificationRow_notification = graphql(`
  fragment NotificationRow_notification on Notification {
    id
    title
    body
    link
    createdAt
    readAt
  }
`);

/** What opening a row needs: which notification, whether it is unread, the page it leads to. */
export interface OpenedNotification {
  id: string;
  unread: boolean;
  path: string | null;
}

/**
 * One notification of the bell's panel and of `/notifications`: its title, body and when it came, an unread
 * one marked (bold, a dot and the words for a screen reader). Opening it marks it read and goes to its page.
 */
export function NotificationRow({
  notification,
  now,
  onOpen,
  onMarkRead,
}: {
  notification: FragmentType<typeof NotificationRow_notification>;
  /** The clock the times are read against. */
  now: number;
  onOpen: (opened: OpenedNotification) => void;
  /** Given, an unread row has its own "mark read" button. */
  onMarkRead?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const n = getFragmentData(NotificationRow_notification, notification);
  const unread = !n.readAt;
  const id = String(n.id);
  return (
    <li className={`notification-row${unread ? ' unread' : ''}`}>
      <button
        type="button"
        className="notification-open"
        onClick={() => onOpen({ id, unread, path: inAppPath(n.link) })}
      >
        {unread && <span className="notification-dot" aria-hidden />}
        <span className="notification-text">
          <span className="notification-title">
            {unread && <span className="visually-hidden">{t('notificationBell.unreadMark')} </span>}
            {n.title}
          </span>
          {n.body && <span className="notification-body">{n.body}</span>}
          <time className="notification-time" dateTime={n.createdAt}>
            {relativeTime(n.createdAt, now, i18n.resolvedLanguage ?? i18n.language)}
          </time>
        </span>
      </button>
      {onMarkRead && unread && (
        <button
          type="button"
          className="notification-mark btn btn-text btn-small"
          aria-label={t('notificationBell.markReadOf', { title: n.title })}
          onClick={() => onMarkRead(id)}
        >
          {t('notificationBell.markRead')}
        </button>
      )}
    </li>
  );
}
