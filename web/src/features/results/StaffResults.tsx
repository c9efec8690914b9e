import type { ResultOf } from '@graphql-typed-document-node/core';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Select, Space, Typography } from 'antd';
import { Button, Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ResultStatus } from '../../gql/graphql';
import { useConstants } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import type { DataColumn } from '../../ui/DataTable';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { serverPaging } from '../../ui/serverPaging';
import { useListParams } from '../../ui/useListParams';
import { ResultLabelTag } from './ResultLabelTag';
import { resultScoreText } from './resultScore';

/** The results of the classes the viewer may read (the backend scopes them), paged on the server. */
const ResultsStaffQuery = graphql(`
  query ResultsStaffQuery($filter: ResultFilter, $page: Int, $pageSize: Int) {
    results(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        attempt
        status
        statusLabel
        belowMinScore
        score
        keyedScore
        keyedMaxScore
        partsAwaitingMarker
        submittedAt
        markedAt
        student {
          id
          name
        }
        assignment {
          id
          title
          kind
          maxScore
          exercise {
            id
          }
          class {
            id
            name
          }
        }
      }
    }
    classes(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

type Row = ResultOf<typeof ResultsStaffQuery>['results']['items'][number];
const STATUSES: ResultStatus[] = ['WAITING_SCORE', 'PASS', 'FAIL', 'UNFINISHED', 'HOLDING'];
const FILTERS = ['class', 'status'] as const;
const SUBMITTED = new Set(['WAITING_SCORE', 'PASS', 'FAIL']);

/** `/results` for staff: every result of the classes they may read, filtered by class and status. */
export function StaffResults() {
  const { t } = useTranslation();
  const format = useFormatters();
  const constants = useConstants();
  const { viewer } = useSession();
  const { filters, page, pageSize, update } = useListParams(FILTERS, constants.page_size);
  const status = STATUSES.find((s) => s === filters.status);
  const { data, previousData, loading } = useQuery(ResultsStaffQuery, {
    variables: {
      filter: { classIds: filters.class ? [filters.class] : undefined, status },
      page,
      pageSize,
    },
  });
  const shown = data ?? previousData;
  const total = shown?.results.total ?? 0;

  const columns: DataColumn<Row>[] = [
    { key: 'student', title: t('resultList.student'), render: (_, r) => r.student?.name ?? '—' },
    { key: 'assignment', title: t('resultList.assignment'), render: (_, r) => r.assignment?.title ?? '—' },
    {
      key: 'class',
      title: t('resultList.class'),
      render: (_, r) =>
        r.assignment?.class ? (
          <Link to={paths.classDetail(r.assignment.class.id, 'exercise')}>{r.assignment.class.name}</Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'kind',
      title: t('resultList.kind'),
      optional: true,
      render: (_, r) => (r.assignment ? t(`assignmentKind.${r.assignment.kind}`) : '—'),
    },
    {
      key: 'status',
      title: t('resultList.status'),
      render: (_, r) => <ResultLabelTag label={r.statusLabel} belowMinScore={r.belowMinScore} />,
    },
    {
      key: 'score',
      title: t('resultList.score'),
      render: (_, r) => resultScoreText(t, format, r, r.assignment?.maxScore ?? 0),
    },
    {
      key: 'submitted',
      title: t('resultList.submittedAt'),
      render: (_, r) => format.dateTime(r.submittedAt),
    },
    { key: 'returned', title: t('resultList.returnedAt'), render: (_, r) => format.dateTime(r.markedAt) },
    { key: 'attempts', title: t('resultList.attempts'), optional: true, render: (_, r) => r.attempt },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) =>
        SUBMITTED.has(r.status) && r.assignment?.class ? (
          <span className="table-actions">
            <Link
              to={paths.resultReview(r.assignment.class.id, r.id)}
              aria-label={t('resultList.reviewOfStudent', {
                title: r.assignment.title,
                name: r.student?.name ?? '',
              })}
            >
              <Button size="small" icon={<EyeOutlined />}>
                {t('resultList.review')}
              </Button>
            </Link>
            {r.student && (
              <Link
                to={paths.markAttempt(r.assignment.class.id, r.student.id, r.id)}
                aria-label={t('marking.markOf', { name: r.student.name })}
              >
                <Button size="small" icon={<EditOutlined />}>
                  {t('marking.mark')}
                </Button>
              </Link>
            )}
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('resultList.staffTitle')}
        crumbs={[{ title: t('dashboard.title'), to: paths.dashboard }, { title: t('resultList.title') }]}
      />
      <Card>
        <Typography.Paragraph type="secondary">{t('resultList.staffText')}</Typography.Paragraph>
        <DataTable<Row>
          owner={String(viewer?.id ?? '')}
          table="staffResults"
          columns={columns}
          rowKey={(r) => String(r.id)}
          dataSource={shown?.results.items ?? []}
          loading={loading}
          locale={{ emptyText: t('resultList.noResults') }}
          {...serverPaging(
            { current: page, pageSize, total },
            (p, size) => update({ page: p, pageSize: size }, false),
            (n) => t('resultList.count', { count: n }),
          )}
          toolbar={
            <Space wrap>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                aria-label={t('resultList.class')}
                placeholder={t('resultList.allClasses')}
                style={{ minWidth: 200 }}
                value={filters.class}
                onChange={(v?: string) => update({ class: v })}
                options={(shown?.classes.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              />
              <Select
                allowClear
                aria-label={t('resultList.status')}
                placeholder={t('resultList.allStatuses')}
                style={{ minWidth: 180 }}
                value={filters.status}
                onChange={(v?: string) => update({ status: v })}
                options={STATUSES.map((s) => ({ value: s, label: t(`resultStatus.${s}`) }))}
              />
            </Space>
          }
        />
      </Card>
    </>
  );
}
