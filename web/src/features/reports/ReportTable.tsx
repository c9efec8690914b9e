import { Space, Typography } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { serverPaging } from '../../ui/serverPaging';
import { Tag } from '../../ui/Tag';
import { Button } from '../../ui/native';

export const ReportTable_reports = graphql(`
  fragment ReportTable_reports on Report {
    id
    exerciseId
    exerciseName
    questionId
    questionTitle
    attemptId
    reporterName
    reporterEmail
    kind
    content
    language
    status
    createdAt
    resolvedAt
    resolvedByName
    resolutionNote
  }
`);

/**
 * docs/product.md's report table (exercise name, user email, report date), with what the problem is, its status,
 * and the way to the exercise and to resolving it.
 */
export function ReportTable({
  reports,
  loading,
  pagination,
  onChange,
  onOpen,
}: {
  reports: FragmentType<typeof ReportTable_reports>[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onChange: (page: number, pageSize: number) => void;
  /** Opens a report's details (and, when open, the resolve form). */
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { viewer } = useSession();
  const rows = getFragmentData(ReportTable_reports, reports);
  return (
    <DataTable
      owner={String(viewer?.id ?? '')}
      table="reports"
      rowKey={(r) => String(r.id)}
      dataSource={rows}
      loading={loading}
      {...serverPaging(pagination, onChange, (total) => t('reports.total', { count: total }))}
      columns={[
        {
          key: 'exercise',
          title: t('reports.fields.exercise'),
          render: (_, r) => (
            <>
              <div>{r.exerciseName}</div>
              {r.questionTitle && (
                <Typography.Text type="secondary">
                  {t('reports.question', { title: r.questionTitle })}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          key: 'email',
          title: t('reports.fields.email'),
          render: (_, r) => (
            <>
              <div>{r.reporterEmail}</div>
              <Typography.Text type="secondary">{r.reporterName}</Typography.Text>
            </>
          ),
        },
        {
          key: 'date',
          title: t('reports.fields.date'),
          render: (_, r) => format.dateTime(r.createdAt),
        },
        { key: 'kind', title: t('reports.fields.kind'), render: (_, r) => t(`report.kinds.${r.kind}`) },
        {
          key: 'content',
          title: t('reports.fields.content'),
          render: (_, r) => (
            <Typography.Paragraph
              ellipsis={{ rows: 2, tooltip: r.content }}
              style={{ maxWidth: 320, margin: 0 }}
            >
              {r.content}
            </Typography.Paragraph>
          ),
        },
        {
          key: 'status',
          title: t('reports.fields.status'),
          render: (_, r) => (
            <Tag color={r.status === 'OPEN' ? 'gold' : 'green'}>{t(`reports.status.${r.status}`)}</Tag>
          ),
        },
        {
          key: 'actions',
          title: t('common.actions'),
          actions: true,
          render: (_, r) => (
            <Space wrap>
              <Link to={paths.exerciseReview(r.exerciseId)}>{t('reports.openExercise')}</Link>
              <Button
                size="small"
                type={r.status === 'OPEN' ? 'primary' : 'default'}
                aria-label={t(r.status === 'OPEN' ? 'reports.resolveOf' : 'reports.detailsOf', {
                  name: r.exerciseName,
                  email: r.reporterEmail,
                })}
                onClick={() => onOpen(String(r.id))}
              >
                {r.status === 'OPEN' ? t('reports.resolve') : t('reports.details')}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
