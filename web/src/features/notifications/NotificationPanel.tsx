import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { paths } from '../../shared/paths';
import type { NotificationRow_notification, OpenedNotification } from './NotificationRow';
import { NotificationRow } from './NotificationRow';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

/**
 * The bell's panel: the latest notifications, the unread ones marked; opening one marks it read and goes to
 * its page (a path of this app only), "mark all read", and the way to the whole list. Native markup: it opens
 * over any page, the no-antd ones included.
 */
export function NotificationPanel({
  id,
  items,
  unread,
  onClose,
}: {
  id: string;
  items: readonly ({ id: string | number } & FragmentType<typeof NotificationRow_notification>)[];
  unread: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const [now] = useState(() => Date.now());

  const open = ({ id: notificationId, unread: isUnread, path }: OpenedNotification) => {
    if (isUnread) void markRead({ ids: [notificationId] });
    if (path) {
      onClose();
      void navigate(path);
    }
  };

  return (
    <section id={id} className="notification-panel" aria-label={t('notificationBell.panel')}>
      <header className="notification-panel-header">
        <h2>{t('notificationBell.panel')}</h2>
        {unread > 0 && (
          <button
            type="button"
            className="btn btn-text btn-small"
            onClick={() => void markRead({ all: true })}
          >
            {t('notificationBell.markAllRead')}
          </button>
        )}
      </header>
      {items.length ? (
        <ul className="notification-list">
          {items.map((item) => (
            <NotificationRow key={String(item.id)} notification={item} now={now} onOpen={open} />
          ))}
        </ul>
      ) : (
        <p className="notification-empty">{t('notificationBell.empty')}</p>
      )}
      <footer className="notification-panel-footer">
        <Link to={paths.notifications} onClick={onClose}>
          {t('notificationBell.seeAll')}
        </Link>
      </footer>
    </section>
  );
}
