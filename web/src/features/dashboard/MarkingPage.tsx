import { useQuery } from '@apollo/client/react';
import { Table, Typography } from 'antd';
import { Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql } from '../../gql';
import { useConstants } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { serverPaging } from '../../ui/serverPaging';
import { useListParams } from '../../ui/useListParams';
import { MarkingQueue_results } from './MarkingQueue';

/** The dashboard's marking queue, every page: the same query, so the same count and rows. */
const MarkingPageQuery = graphql(`
  query MarkingPageQuery($page: Int, $pageSize: Int) {
    results(filter: { status: WAITING_SCORE }, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        ...MarkingQueue_results
      }
    }
  }
`);

const NO_FILTERS = [] as const;

/**
 * `/marking`: everything waiting for the viewer's marking (admin: every class; a teacher: own classes; an
 * examiner: assigned classes; the backend scopes the list), paged.
 */
export function MarkingPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const constants = useConstants();
  const { page, pageSize, update } = useListParams(NO_FILTERS, constants.page_size);
  const { data, previousData, loading } = useQuery(MarkingPageQuery, { variables: { page, pageSize } });
  const results = (data ?? previousData)?.results;
  const rows = getFragmentData(MarkingQueue_results, results?.items ?? []);
  const total = results?.total ?? 0;
  return (
    <>
      <PageHeader
        title={t('dashboard.waitingMarking', { count: total })}
        crumbs={[
          { title: t('dashboard.title'), to: paths.dashboard },
          { title: t('dashboard.markingTitle') },
        ]}
      />
      <Card>
        <Typography.Paragraph type="secondary">{t('dashboard.markingText')}</Typography.Paragraph>
        <Table
          rowKey={(r) => String(r.id)}
          loading={loading}
          dataSource={rows}
          locale={{ emptyText: t('dashboard.nothingToMark') }}
          {...serverPaging(
            { current: page, pageSize, total },
            (p, size) => update({ page: p, pageSize: size }, false),
            (n) => t('dashboard.waitingMarking', { count: n }),
          )}
          columns={[
            {
              title: t('dashboard.assignment'),
              key: 'assignment',
              render: (_, r) => r.assignment?.title ?? '—',
            },
            { title: t('dashboard.student'), key: 'student', render: (_, r) => r.student?.name ?? '—' },
            {
              title: t('dashboard.class'),
              key: 'class',
              render: (_, r) =>
                r.assignment?.class ? (
                  <Link to={paths.classDetail(r.assignment.class.id, 'exercise')}>
                    {r.assignment.class.name}
                  </Link>
                ) : (
                  '—'
                ),
            },
            {
              title: t('dashboard.submittedAt'),
              key: 'submittedAt',
              render: (_, r) => format.dateTime(r.submittedAt),
            },
            {
              title: t('marking.title'),
              key: 'mark',
              render: (_, r) =>
                r.assignment?.class && r.student ? (
                  <Link
                    to={paths.markAttempt(r.assignment.class.id, r.student.id, r.id)}
                    aria-label={t('marking.markOf', { name: r.student.name })}
                  >
                    {t('marking.mark')}
                  </Link>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
