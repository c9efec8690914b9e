import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Space, Table, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { ClassExportMenu } from '../../shared/ClassExportMenu';
import { paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { useConfirm } from '../../ui/useConfirm';
import { useDeleteScore } from './useDeleteScore';
import { Button } from '../../ui/native';

const ScoreEditModal = lazy(() => import('./ScoreEditModal').then((m) => ({ default: m.ScoreEditModal })));

const ClassScoresTabQuery = graphql(`
  query ClassScoresTabQuery($id: ID!) {
    class(id: $id) {
      id
      students(status: ACTIVE) {
        id
        student {
          id
          name
        }
        scoreSummary {
          homeWork
          test
          presentation
          examAverage
          resultsCount
        }
      }
      scores {
        id
        kind
        value
        note
        createdAt
        student {
          id
          name
        }
        assignment {
          id
          title
        }
        ...ScoreEditModal_score
      }
    }
  }
`);

/**
 * The class's scores (staff: admin, its teachers, its examiners, who all may mark it): each active student's
 * means by kind and of their assignments (issue 13, "the class detail's scores for each student"), a link to
 * the class's recurring mistakes, then the scores given, with their change and deletion.
 */
export function ClassScoresTab({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [confirm, confirmHolder] = useConfirm();
  const [editing, setEditing] = useState<string | null>(null);
  const { data, loading } = useQuery(ClassScoresTabQuery, { variables: { id: classId } });
  const deleteScore = useDeleteScore();
  const scores = data?.class?.scores ?? [];
  const editingScore = scores.find((s) => String(s.id) === editing);

  const confirmDelete = (id: string, name: string) =>
    confirm({
      title: t('scores.deleteConfirm', { name }),
      content: t('scores.deleteText'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteScore(id),
    });

  const students = data?.class?.students ?? [];
  const mean = (n: number | null | undefined) => (n === null || n === undefined ? '—' : format.number(n, 2));
  return (
    <>
      {confirmHolder}
      <Flex gap={12} align="center" justify="space-between" wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('analytics.scoresPerStudent')}
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Link to={paths.classErrorTags(classId)}>{t('analytics.mistakes')}</Link>
          <ClassExportMenu classId={classId} what="gradebook" />
        </Flex>
      </Flex>
      <Table
        size="small"
        rowKey={(m) => String(m.id)}
        dataSource={students}
        loading={loading && !data}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('assign.noStudents') }}
        style={{ marginBottom: 24 }}
        columns={[
          { title: t('scores.student'), key: 'student', render: (_, m) => m.student.name },
          {
            title: t('analytics.homeWork'),
            key: 'homeWork',
            align: 'right',
            render: (_, m) => mean(m.scoreSummary?.homeWork),
          },
          {
            title: t('analytics.test'),
            key: 'test',
            align: 'right',
            render: (_, m) => mean(m.scoreSummary?.test),
          },
          {
            title: t('analytics.presentation'),
            key: 'presentation',
            align: 'right',
            render: (_, m) => mean(m.scoreSummary?.presentation),
          },
          {
            title: t('analytics.examAverage'),
            key: 'examAverage',
            align: 'right',
            render: (_, m) => mean(m.scoreSummary?.examAverage),
          },
          {
            title: t('analytics.resultsCount'),
            key: 'resultsCount',
            align: 'right',
            render: (_, m) => m.scoreSummary?.resultsCount ?? 0,
          },
        ]}
      />
      <Typography.Title level={5}>{t('analytics.scoreEntries')}</Typography.Title>
      {!loading && data && scores.length === 0 ? (
        <Empty description={t('scores.none')} />
      ) : (
        <Table
          size="small"
          rowKey={(s) => String(s.id)}
          dataSource={scores}
          loading={loading && !data}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('scores.student'), key: 'student', render: (_, s) => s.student?.name ?? '—' },
            { title: t('scores.kind'), key: 'kind', render: (_, s) => t(`scores.kinds.${s.kind}`) },
            { title: t('scores.value'), key: 'value', render: (_, s) => format.number(s.value) },
            {
              title: t('scores.assignment'),
              key: 'assignment',
              render: (_, s) => s.assignment?.title ?? '—',
            },
            {
              title: t('scores.note'),
              key: 'note',
              render: (_, s) => (
                <Typography.Text ellipsis={{ tooltip: s.note }}>{s.note || '—'}</Typography.Text>
              ),
            },
            { title: t('scores.createdAt'), key: 'createdAt', render: (_, s) => format.date(s.createdAt) },
            {
              title: t('common.actions'),
              key: 'actions',
              fixed: 'right',
              render: (_, s) => {
                const name = s.student?.name ?? '';
                return (
                  <Space>
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('scores.editFor', { name })}
                      onClick={() => setEditing(String(s.id))}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('scores.deleteFor', { name })}
                      onClick={() => void confirmDelete(String(s.id), name)}
                    />
                  </Space>
                );
              },
            },
          ]}
        />
      )}
      <Suspense fallback={null}>
        {editingScore && <ScoreEditModal score={editingScore} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}
