import { useQuery } from '@apollo/client/react';
import { Flex, Progress, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { Tag } from '../../ui/Tag';
import { paths } from '../../shared/paths';

const ClassAssignmentsTabQuery = graphql(`
  query ClassAssignmentsTabQuery($id: ID!) {
    class(id: $id) {
      id
      assignments {
        id
        title
        kind
        deadline
        timeLimit
        minScore
        maxScore
        exercise {
          id
          name
          topicGroup
        }
        stats {
          studentsTotal
          submitted
          waitingScore
          passed
          failed
          averageScore
        }
      }
    }
  }
`);

/**
 * The "exercise" tab: the class's assignments (docs/product.md homework table) with their submission figures, each
 * linking to its detail; `toolbarExtra` is what app/ adds above (the assign button of features/assignments).
 */
export function ClassAssignmentsTab({
  classId,
  toolbarExtra,
}: {
  classId: string;
  toolbarExtra?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data, loading } = useQuery(ClassAssignmentsTabQuery, { variables: { id: classId } });
  return (
    <>
      <Flex gap={12} align="center" justify="flex-end" wrap style={{ marginBottom: 12 }}>
        <Link to={paths.classHomework(classId)}>{t('assign.manage')}</Link>
        {toolbarExtra}
      </Flex>
      <Table
        size="small"
        rowKey={(a) => String(a.id)}
        loading={loading && !data}
        dataSource={data?.class?.assignments ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('assignments.none') }}
        columns={[
          {
            title: t('assignments.title'),
            key: 'title',
            render: (_, a) => <Link to={paths.homeworkDetail(classId, a.id)}>{a.title}</Link>,
          },
          {
            title: t('assignments.kind'),
            key: 'kind',
            render: (_, a) => <Tag>{t(`assignmentKind.${a.kind}`)}</Tag>,
          },
          { title: t('assignments.exercise'), key: 'exercise', render: (_, a) => a.exercise?.name ?? '—' },
          {
            title: t('assignments.deadline'),
            key: 'deadline',
            render: (_, a) => format.dateTime(a.deadline),
          },
          {
            title: t('assignments.timeLimit'),
            key: 'limit',
            render: (_, a) =>
              a.timeLimit ? t('assignments.minutes', { count: a.timeLimit }) : t('assignments.untimed'),
          },
          {
            title: t('overview.submitted'),
            key: 'submitted',
            render: (_, a) =>
              a.stats ? (
                <Progress
                  size="small"
                  percent={
                    a.stats.studentsTotal ? Math.round((a.stats.submitted / a.stats.studentsTotal) * 100) : 0
                  }
                  format={() => `${a.stats?.submitted ?? 0}/${a.stats?.studentsTotal ?? 0}`}
                  style={{ minWidth: 140 }}
                />
              ) : (
                '—'
              ),
          },
          {
            title: t('overview.waitingScore'),
            key: 'waiting',
            align: 'right',
            render: (_, a) => a.stats?.waitingScore ?? '—',
          },
          {
            title: t('overview.averageScore'),
            key: 'avg',
            align: 'right',
            render: (_, a) => format.number(a.stats?.averageScore),
          },
          {
            title: t('analytics.overview'),
            key: 'overview',
            render: (_, a) => (
              <Link
                to={paths.overviewExercise(classId, a.id)}
                aria-label={`${t('analytics.openOverview')}: ${a.title}`}
              >
                {t('analytics.openOverview')}
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
