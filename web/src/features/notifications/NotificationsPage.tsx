import { useQuery } from '@apollo/client/react';
import { Pagination, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { Button, Card } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import type { OpenedNotification } from './NotificationRow';
import { NotificationRow } from './NotificationRow';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

const NotificationListQuery = graphql(`
  query NotificationListQuery($page: Int!, $pageSize: Int!, $unreadOnly: Boolean!) {
    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly) {
      total
      unread
      page
      pageSize
      items {
        id
        ...NotificationRow_notification
      }
    }
  }
`);

const FILTERS = ['unread'] as const;

/**
 * `/notifications` (issue 31 point 2): the viewer's notifications page by page, the newest first, all or the
 * unread only (kept in the address), each marked read on its own or all at once.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page, pageSize, filters, update } = useListParams(FILTERS, 15);
  const unreadOnly = filters.unread === '1';
  const { data, previousData, loading, refetch } = useQuery(NotificationListQuery, {
    variables: { page, pageSize, unreadOnly },
    fetchPolicy: 'cache-and-network',
  });
  const markRead = useMarkNotificationsRead();
  const [now] = useState(() => Date.now());
  // Another page or filter keeps the rows shown until its own come.
  const list = (data ?? previousData)?.notifications;

  // Showing the unread only, the page empties once all are read: ask for it again.
  const markAllRead = async () => {
    if ((await markRead({ all: true })) && unreadOnly) await refetch().catch(() => undefined);
  };
  const open = ({ id, unread, path }: OpenedNotification) => {
    if (unread) void markRead({ ids: [id] });
    if (path) void navigate(path);
  };

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={list ? t('notifications.unreadCount', { count: list.unread }) : undefined}
        extra={
          <Button disabled={!list?.unread} onClick={() => void markAllRead()}>
            {t('notificationBell.markAllRead')}
          </Button>
        }
      />
      <Card>
        <Segmented
          aria-label={t('notifications.show')}
          value={unreadOnly ? 'unread' : 'all'}
          options={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unreadOnly') },
          ]}
          onChange={(value) => update({ unread: value === 'unread' ? '1' : null })}
        />
        {!list && loading ? (
          <Skeleton />
        ) : !list?.items.length ? (
          <EmptyState>{t(unreadOnly ? 'notifications.noneUnread' : 'notifications.none')}</EmptyState>
        ) : (
          <>
            <ul className="notification-list notification-list-page" aria-label={t('notifications.title')}>
              {list.items.map((item) => (
                <NotificationRow
                  key={String(item.id)}
                  notification={item}
                  now={now}
                  onOpen={open}
                  onMarkRead={(id) => void markRead({ ids: [id] })}
                />
              ))}
            </ul>
            <Pagination
              current={list.page}
              pageSize={list.pageSize}
              total={list.total}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(next) => update({ page: next }, false)}
            />
          </>
        )}
      </Card>
    </>
  );
}
