import { shiftMonth } from '@lms/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorTagTrend } from '../../gql/graphql';
import { Tag, type TagColor } from '../../ui/Tag';
import { TagLink } from '../../ui/TagLink';

export interface TallyRow {
  errorTagId: string | number;
  name: string;
  link: string;
  total: number;
  lastMonth: string;
  trend: ErrorTagTrend;
  months: readonly { month: string; count: number }[];
}

const TREND_COLORS: Record<ErrorTagTrend, TagColor> = { RISING: 'red', FALLING: 'green', STEADY: 'default' };
/** Months the small bars show, this one last. */
const BAR_MONTHS = 6;

/** Only web links open from the table (a tag's link is typed by a teacher). */

function MonthBars({ months, thisMonth }: { months: TallyRow['months']; thisMonth: string }) {
  const { t } = useTranslation();
  const counts = new Map(months.map((m) => [m.month, m.count]));
  const shown = Array.from({ length: BAR_MONTHS }, (_, i) => shiftMonth(thisMonth, BAR_MONTHS - 1 - i));
  const top = Math.max(1, ...shown.map((m) => counts.get(m) ?? 0));
  const text = shown.map((m) => `${m}: ${counts.get(m) ?? 0}`).join(', ');
  return (
    <span className="month-bars" role="img" aria-label={t('analytics.monthBars', { text })} title={text}>
      {shown.map((m) => {
        const n = counts.get(m) ?? 0;
        return (
          <span key={m} className={n ? '' : 'empty'} style={{ height: `${Math.max(8, (n / top) * 100)}%` }} />
        );
      })}
    </span>
  );
}

/** Recurring mistakes, most frequent first: counts, the last months as bars, the trend and the tag's link. */
export function ErrorTagTable({ rows, thisMonth }: { rows: readonly TallyRow[]; thisMonth: string }) {
  const { t } = useTranslation();
  return (
    <Table<TallyRow>
      size="small"
      rowKey={(r) => String(r.errorTagId)}
      dataSource={[...rows]}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('analytics.noMistakes') }}
      columns={[
        { title: t('analytics.mistake'), key: 'name', render: (_, r) => r.name },
        { title: t('analytics.times'), key: 'total', align: 'right', render: (_, r) => r.total },
        {
          title: t('analytics.lastMonths', { count: BAR_MONTHS }),
          key: 'months',
          render: (_, r) => <MonthBars months={r.months} thisMonth={thisMonth} />,
        },
        {
          title: t('analytics.trend'),
          key: 'trend',
          render: (_, r) => <Tag color={TREND_COLORS[r.trend]}>{t(`analytics.trends.${r.trend}`)}</Tag>,
        },
        { title: t('analytics.lastSeen'), key: 'lastMonth', render: (_, r) => r.lastMonth },
        {
          title: t('analytics.learn'),
          key: 'link',
          render: (_, r) => (
            <TagLink href={r.link} fallback="—">
              {t('analytics.learnLink', { name: r.name })}
            </TagLink>
          ),
        },
      ]}
    />
  );
}
