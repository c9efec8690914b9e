import { useQuery } from '@apollo/client/react';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { Alert, Button, Card, Space } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { toast } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { useRegenerateCalendarFeed } from './useRegenerateCalendarFeed';
import { useRevokeCalendarFeed } from './useRevokeCalendarFeed';

const CalendarFeedCardQuery = graphql(`
  query CalendarFeedCardQuery {
    calendarFeed {
      createdAt
    }
  }
`);

/**
 * The profile's "Calendar feed" card (issue 31 point 4): a private iCal address of the viewer's lessons, days
 * off, deadlines and IELTS sittings for Google Calendar or Outlook. The server keeps only a hash of it, so the
 * address is shown once, as it is made; a new one replaces it and revoking ends it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data, loading } = useQuery(CalendarFeedCardQuery, { fetchPolicy: 'cache-and-network' });
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirm, confirmHolder] = useConfirm();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const feed = data?.calendarFeed ?? null;

  const make = async () => {
    setBusy(true);
    setUrl(await regenerate());
    setBusy(false);
  };
  const copy = () =>
    void navigator.clipboard.writeText(url ?? '').then(
      () => toast.success(t('calendarFeed.copied')),
      () => toast.error(t('calendarFeed.copyFailed')),
    );

  return (
    <Card title={t('calendarFeed.title')}>
      {confirmHolder}
      {loading && !data ? (
        <Skeleton />
      ) : (
        <Flex vertical gap={12}>
          <p style={{ margin: 0 }}>{t('calendarFeed.lead')}</p>
          {url ? (
            <Flex vertical gap={8}>
              <Alert type="warning" showIcon role="status" title={t('calendarFeed.shownOnce')} />
              <Flex gap={8}>
                <input
                  className="lms-input"
                  readOnly
                  value={url}
                  aria-label={t('calendarFeed.address')}
                  onFocus={(e) => e.target.select()}
                />
                <Button type="primary" onClick={copy}>
                  {t('calendarFeed.copy')}
                </Button>
              </Flex>
            </Flex>
          ) : feed ? (
            <p style={{ margin: 0 }}>{t('calendarFeed.exists', { date: format.dateTime(feed.createdAt) })}</p>
          ) : (
            <p style={{ margin: 0 }}>{t('calendarFeed.none')}</p>
          )}
          <p style={{ margin: 0 }}>{t('calendarFeed.help')}</p>
          <Space wrap>
            {feed ? (
              <>
                <Button
                  loading={busy}
                  onClick={() =>
                    void confirm({
                      title: t('calendarFeed.confirmRegenerate'),
                      okText: t('calendarFeed.regenerate'),
                      cancelText: t('common.cancel'),
                      onOk: make,
                    })
                  }
                >
                  {t('calendarFeed.regenerate')}
                </Button>
                <Button
                  danger
                  onClick={() =>
                    void confirm({
                      title: t('calendarFeed.confirmRevoke'),
                      okText: t('calendarFeed.revoke'),
                      okButtonProps: { danger: true },
                      cancelText: t('common.cancel'),
                      onOk: async () => {
                        if (await revoke()) setUrl(null);
                      },
                    })
                  }
                >
                  {t('calendarFeed.revoke')}
                </Button>
              </>
            ) : (
              <Button type="primary" loading={busy} onClick={() => void make()}>
                {t('calendarFeed.create')}
              </Button>
            )}
          </Space>
        </Flex>
      )}
    </Card>
  );
}
