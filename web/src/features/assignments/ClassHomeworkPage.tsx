import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { Button, Card } from '../../ui/native';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { NotFoundPage } from '../../shared/ErrorPages';
import { useSession } from '../../shared/session';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { Tag } from '../../ui/Tag';
import { useConfirm } from '../../ui/useConfirm';
import type { EditedAssignment } from './AssignDialog';
import { useDeleteAssignment } from './useDeleteAssignment';

// The form (its fields, rules and date pickers) loads when the dialog first opens.
const AssignDialog = lazy(() => import('./AssignDialog').then((m) => ({ default: m.AssignDialog })));

const ClassHomeworkQuery = graphql(`
  query ClassHomeworkQuery($id: ID!) {
    class(id: $id) {
      id
      name
      viewerCanManage
      assignments {
        id
        kind
        title
        tutorial
        startAt
        deadline
        timeLimit
        minScore
        maxScore
        maxAccesses
        examMode
        maxAttempts
        reviewOptions {
          answers
          score
          keys
          feedback
        }
        tag {
          id
          name
        }
        exercise {
          id
          name
        }
        stats {
          studentsTotal
          submitted
        }
      }
    }
  }
`);

type Row = NonNullable<NonNullable<ResultOf<typeof ClassHomeworkQuery>['class']>['assignments']>[number];

/**
 * `/manageClass/{classId}/homework`: the class's assignments (docs/product.md homework table: title, tutorial,
 * deadline, tag, time limit; with kind and submitted/total), assigned, changed and deleted here by the
 * class's teachers and administrators.
 */
export function ClassHomeworkPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const { viewer } = useSession();
  const format = useFormatters();
  const [confirm, confirmHolder] = useConfirm();
  const remove = useDeleteAssignment();
  const [dialog, setDialog] = useState<{ edit?: EditedAssignment } | null>(null);
  const { data, loading, error } = useQuery(ClassHomeworkQuery, {
    variables: { id: classId },
    context: { silent: true },
  });
  if (error) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageSpinner />;
  const cls = data?.class;
  if (!cls) return <NotFoundPage />;
  const manage = cls.viewerCanManage;
  const title = t('assign.homeworkTitle');

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={title}
        subtitle={cls.name}
        crumbs={[
          { title: t('menu.manageClass'), to: paths.classes },
          { title: cls.name, to: paths.classDetail(cls.id, 'exercise') },
          { title },
        ]}
        extra={
          manage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {t('assign.open')}
            </Button>
          )
        }
      />
      <Card>
        <DataTable<Row>
          owner={String(viewer?.id ?? '')}
          table="homework"
          rowKey={(a) => String(a.id)}
          // The latest first: what was just assigned is on the first page.
          dataSource={[...(cls.assignments ?? [])].sort((a, b) => Number(b.id) - Number(a.id))}
          locale={{ emptyText: t('assignments.none') }}
          columns={[
            {
              title: t('assignments.title'),
              key: 'title',
              render: (_, a) => <Link to={paths.homeworkDetail(cls.id, a.id)}>{a.title}</Link>,
            },
            {
              title: t('assign.fields.tutorial'),
              key: 'tutorial',
              render: (_, a) => a.tutorial || '—',
            },
            {
              title: t('assignments.deadline'),
              key: 'deadline',
              render: (_, a) => (a.deadline ? format.dateTime(a.deadline) : t('assign.noDeadline')),
            },
            { title: t('assign.fields.tag'), key: 'tag', render: (_, a) => a.tag?.name ?? '—' },
            {
              title: t('assignments.timeLimit'),
              key: 'timeLimit',
              render: (_, a) =>
                a.timeLimit ? t('assignments.minutes', { count: a.timeLimit }) : t('assignments.untimed'),
            },
            {
              title: t('assignments.kind'),
              key: 'kind',
              render: (_, a) => <Tag>{t(`assignmentKind.${a.kind}`)}</Tag>,
            },
            {
              title: t('assign.submitted'),
              key: 'submitted',
              align: 'right',
              render: (_, a) => (a.stats ? `${a.stats.submitted}/${a.stats.studentsTotal}` : '—'),
            },
            {
              title: t('assignments.exercise'),
              key: 'exercise',
              optional: true,
              render: (_, a) => a.exercise.name,
            },
            ...(manage
              ? [
                  {
                    title: t('common.actions'),
                    key: 'actions',
                    actions: true,
                    render: (_: unknown, a: Row) => (
                      <Space>
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('assign.edit', { name: a.title })}
                          onClick={() => setDialog({ edit: { ...a, class: cls } })}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('assign.delete', { name: a.title })}
                          onClick={() =>
                            void confirm({
                              title: t('assign.confirmDelete', { name: a.title }),
                              content: a.stats?.submitted ? t('assign.startedCannotDelete') : undefined,
                              okText: t('common.delete'),
                              okButtonProps: { danger: true },
                              cancelText: t('common.cancel'),
                              onOk: () => remove(String(a.id)),
                            })
                          }
                        />
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {dialog && (
        <Suspense fallback={null}>
          <AssignDialog
            classOf={dialog.edit ? undefined : { id: String(cls.id), name: cls.name }}
            assignment={dialog.edit}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}
