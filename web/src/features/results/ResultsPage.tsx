import { EyeOutlined, PlayCircleOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Select, Space, Tooltip } from 'antd';
import { Button, Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AssignmentKind, ResultStatusLabel } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import type { DataColumn } from '../../ui/DataTable';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { useListParams } from '../../ui/useListParams';
import { ResultLabelTag } from './ResultLabelTag';
import { resultScoreText } from './resultScore';
import { StaffResults } from './StaffResults';

/** Every assignment of the student's classes with their latest attempt (at most 300: one page). */
const ResultsStudentQuery = graphql(`
  query ResultsStudentQuery {
    assignments(pageSize: 300) {
      total
      items {
        id
        title
        kind
        deadline
        maxScore
        class {
          id
          name
        }
        results {
          id
          attempt
          status
          statusLabel
          belowMinScore
          redoRequested
          redoNote
          score
          keyedScore
          keyedMaxScore
          partsAwaitingMarker
          submittedAt
          markedAt
        }
      }
    }
  }
`);

const KINDS: AssignmentKind[] = ['HOME_WORK', 'TEST', 'PRESENTATION', 'IELT'];
const LABELS: ResultStatusLabel[] = ['DONE', 'UNMARKED', 'UNFINISHED', 'HOLDING'];
const FILTERS = ['class', 'kind', 'status'] as const;

type Row = {
  id: string;
  title: string;
  kind: AssignmentKind;
  deadline?: string | null;
  maxScore: number;
  classId?: string;
  className?: string;
  label: ResultStatusLabel;
  result?: {
    id: string | number;
    attempt: number;
    status: string;
    belowMinScore: boolean;
    redoRequested: boolean;
    redoNote: string;
    score?: number | null;
    keyedScore?: number | null;
    keyedMaxScore?: number | null;
    partsAwaitingMarker?: number | null;
    markedAt?: string | null;
  };
};

/**
 * `/results`: a student's every assignment (docs/product.md homework table) with its status label, score, returned
 * date and attempts; filters by class, kind and status; the review once returned, the runner to redo work
 * below the minimum. Staff get the results of the classes they may read (docs/design.md matrix), paged.
 */
export function ResultsPage() {
  const { role } = useSession();
  return role === 'STUDENT' ? <StudentResults /> : <StaffResults />;
}

function StudentResults() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { viewer } = useSession();
  const { filters, update } = useListParams(FILTERS);
  const { data, loading } = useQuery(ResultsStudentQuery);

  const rows: Row[] = (data?.assignments.items ?? []).map((a) => {
    const latest = [...(a.results ?? [])].sort((x, y) => y.attempt - x.attempt)[0];
    return {
      id: String(a.id),
      title: a.title,
      kind: a.kind,
      deadline: a.deadline,
      maxScore: a.maxScore,
      classId: a.class ? String(a.class.id) : undefined,
      className: a.class?.name,
      // No attempt yet: the work is assigned, so unfinished (docs/product.md labels).
      label: latest?.statusLabel ?? 'UNFINISHED',
      result: latest && { ...latest, id: latest.id },
    };
  });
  const classes = [...new Map(rows.filter((r) => r.classId).map((r) => [r.classId!, r.className!]))];
  const shown = rows.filter(
    (r) =>
      (!filters.class || r.classId === filters.class) &&
      (!filters.kind || r.kind === filters.kind) &&
      (!filters.status || r.label === filters.status),
  );
  const returned = (r: Row) => r.label === 'DONE';

  const columns: DataColumn<Row>[] = [
    { key: 'title', title: t('resultList.assignment'), dataIndex: 'title' },
    { key: 'class', title: t('resultList.class'), render: (_, r) => r.className ?? '—' },
    { key: 'kind', title: t('resultList.kind'), render: (_, r) => t(`assignmentKind.${r.kind}`) },
    { key: 'deadline', title: t('resultList.deadline'), render: (_, r) => format.dateTime(r.deadline) },
    {
      key: 'status',
      title: t('resultList.status'),
      render: (_, r) => <ResultLabelTag label={r.label} belowMinScore={r.result?.belowMinScore} />,
    },
    {
      key: 'score',
      title: t('resultList.score'),
      render: (_, r) => resultScoreText(t, format, r.result, r.maxScore),
    },
    {
      key: 'returned',
      title: t('resultList.returnedAt'),
      render: (_, r) => (returned(r) ? format.dateTime(r.result?.markedAt) : '—'),
    },
    { key: 'attempts', title: t('resultList.attempts'), render: (_, r) => r.result?.attempt ?? 0 },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) => (
        <Space wrap>
          {r.result && r.label !== 'UNFINISHED' && r.label !== 'HOLDING' && r.classId && (
            <Link
              to={paths.resultReview(r.classId, r.result.id)}
              aria-label={t('resultList.reviewOf', { title: r.title })}
            >
              <Button size="small" icon={<EyeOutlined />}>
                {t('resultList.review')}
              </Button>
            </Link>
          )}
          {(r.result?.belowMinScore || r.result?.redoRequested) && r.classId && (
            <Tooltip
              title={
                r.result.redoRequested
                  ? [t('redo.studentMessage'), r.result.redoNote].filter(Boolean).join(': ')
                  : t('results.belowMinScore')
              }
            >
              <Link
                to={paths.examTake(r.classId, r.id)}
                aria-label={t('resultList.redoOf', { title: r.title })}
              >
                <Button size="small" type="primary" icon={<RedoOutlined />}>
                  {t('resultList.redo')}
                </Button>
              </Link>
            </Tooltip>
          )}
          {(r.label === 'UNFINISHED' || r.label === 'HOLDING') && r.classId && (
            <Link
              to={paths.examTake(r.classId, r.id)}
              aria-label={t('resultList.takeOf', { title: r.title })}
            >
              <Button size="small" icon={<PlayCircleOutlined />}>
                {r.label === 'HOLDING' ? t('resultList.continue') : t('resultList.take')}
              </Button>
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('resultList.title')}
        crumbs={[{ title: t('dashboard.title'), to: paths.dashboard }, { title: t('resultList.title') }]}
        extra={<Link to={paths.studentErrorTags}>{t('analytics.myMistakesTitle')}</Link>}
      />
      <Card>
        <DataTable<Row>
          owner={String(viewer?.id ?? '')}
          table="results"
          columns={columns}
          rowKey={(r) => r.id}
          dataSource={shown}
          loading={loading && !data}
          pagination={{ pageSize: 15, hideOnSinglePage: true }}
          locale={{
            emptyText: rows.length === 0 ? t('resultList.noAssignments') : t('resultList.noneMatch'),
          }}
          toolbar={
            <Space wrap>
              <Select
                allowClear
                aria-label={t('resultList.class')}
                placeholder={t('resultList.allClasses')}
                style={{ minWidth: 180 }}
                value={filters.class}
                onChange={(v?: string) => update({ class: v })}
                options={classes.map(([value, label]) => ({ value, label }))}
              />
              <Select
                allowClear
                aria-label={t('resultList.kind')}
                placeholder={t('resultList.allKinds')}
                style={{ minWidth: 160 }}
                value={filters.kind}
                onChange={(v?: string) => update({ kind: v })}
                options={KINDS.map((k) => ({ value: k, label: t(`assignmentKind.${k}`) }))}
              />
              <Select
                allowClear
                aria-label={t('resultList.status')}
                placeholder={t('resultList.allStatuses')}
                style={{ minWidth: 160 }}
                value={filters.status}
                onChange={(v?: string) => update({ status: v })}
                options={LABELS.map((l) => ({ value: l, label: t(`resultStatusLabel.${l}`) }))}
              />
            </Space>
          }
        />
      </Card>
    </>
  );
}
