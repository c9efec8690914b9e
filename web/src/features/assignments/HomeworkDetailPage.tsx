import { useQuery } from '@apollo/client/react';
import { EditOutlined } from '@ant-design/icons';
import { Descriptions, Space } from 'antd';
import { Button, Card } from '../../ui/native';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useSession } from '../../shared/session';
import { ResultStatusTag } from '../../shared/StatusTags';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { Tag } from '../../ui/Tag';

// The form (its fields, rules and date pickers) loads when the dialog first opens.
const AssignDialog = lazy(() => import('./AssignDialog').then((m) => ({ default: m.AssignDialog })));

const HomeworkDetailQuery = graphql(`
  query HomeworkDetailQuery($id: ID!, $classId: ID!) {
    assignment(id: $id) {
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
      createdAt
      tag {
        id
        name
      }
      exercise {
        id
        name
      }
      class {
        id
        name
        viewerCanManage
      }
      results {
        id
        attempt
        status
        score
        submittedAt
        accessCount
        student {
          id
        }
      }
    }
    class(id: $classId) {
      id
      students(status: ACTIVE) {
        id
        student {
          id
          name
          email
        }
      }
    }
  }
`);

/**
 * `/manageClass/{classId}/manageClassHomeworkDetail?id=`: one assignment's settings and every active
 * student's latest result (status, score, submitted at); a student who has not started shows as such.
 */
export function HomeworkDetailPage({
  presentationGroups,
}: {
  /** A presentation's group table, from the presentations feature (app/ composes the page). */
  presentationGroups?: (a: { assignmentId: string; classId: string; canManage: boolean }) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const id = useSearchParams()[0].get('id') ?? '';
  const { viewer, role } = useSession();
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  const { data, loading, error } = useQuery(HomeworkDetailQuery, {
    variables: { id, classId },
    skip: !id,
    context: { silent: true },
  });
  if (!id) return <NotFoundPage />;
  if (error) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageSpinner />;
  const a = data?.assignment;
  if (!a || a.class?.id !== classId) return <NotFoundPage />;
  const cls = a.class;
  const resultOf = new Map((a.results ?? []).map((r) => [r.student?.id, r]));
  const rows = (data.class?.students ?? []).map((m) => ({
    membership: m,
    result: resultOf.get(m.student.id),
  }));
  const mayOpenStudent = role === 'ADMIN' || role === 'TEACHER';

  return (
    <>
      <PageHeader
        title={a.title}
        crumbs={[
          { title: t('menu.manageClass'), to: paths.classes },
          { title: cls.name, to: paths.classDetail(cls.id, 'exercise') },
          { title: t('assign.homeworkTitle'), to: paths.classHomework(cls.id) },
          { title: a.title },
        ]}
        extra={
          cls.viewerCanManage && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
          )
        }
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('assign.settings')}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('assignments.kind')}>
              <Tag>{t(`assignmentKind.${a.kind}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('assignments.exercise')}>
              <Link to={paths.exercisePreview(a.exercise.id)}>{a.exercise.name}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.tutorial')}>{a.tutorial || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.tag')}>{a.tag?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.startDate')}>
              {a.startAt ? format.dateTime(a.startAt) : t('assign.openAtOnce')}
            </Descriptions.Item>
            <Descriptions.Item label={t('assignments.deadline')}>
              {a.deadline ? format.dateTime(a.deadline) : t('assign.noDeadline')}
            </Descriptions.Item>
            <Descriptions.Item label={t('assignments.timeLimit')}>
              {a.timeLimit ? t('assignments.minutes', { count: a.timeLimit }) : t('assignments.untimed')}
            </Descriptions.Item>
            <Descriptions.Item label={t('assign.scoreRange')}>
              {t('assign.scoreRangeText', { min: format.number(a.minScore), max: format.number(a.maxScore) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.maxAccesses')}>{a.maxAccesses}</Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.maxAttempts')}>{a.maxAttempts}</Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.reviewKeys')}>
              {t(`reviewWhen.${a.reviewOptions.keys}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('assign.fields.examMode')}>
              {a.examMode ? t('assign.examModeOn') : t('assign.examModeOff')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {a.kind === 'PRESENTATION' &&
          presentationGroups?.({
            assignmentId: String(a.id),
            classId: String(cls.id),
            canManage: cls.viewerCanManage,
          })}
        <Card title={t('assign.studentResults')}>
          <DataTable
            owner={String(viewer?.id ?? '')}
            table="homework-results"
            rowKey={(r) => String(r.membership.id)}
            dataSource={rows}
            locale={{ emptyText: t('assign.noStudents') }}
            columns={[
              {
                title: t('dashboard.student'),
                key: 'student',
                render: (_, r) =>
                  mayOpenStudent ? (
                    <Link to={paths.userDetail(r.membership.student.id)}>{r.membership.student.name}</Link>
                  ) : (
                    r.membership.student.name
                  ),
              },
              {
                title: t('classDetail.status'),
                key: 'status',
                render: (_, r) =>
                  r.result ? (
                    <ResultStatusTag status={r.result.status} />
                  ) : (
                    <Tag>{t('assign.notStarted')}</Tag>
                  ),
              },
              {
                title: t('assign.score'),
                key: 'score',
                align: 'right',
                render: (_, r) =>
                  r.result?.score !== null && r.result?.score !== undefined
                    ? `${format.number(r.result.score)}/${format.number(a.maxScore)}`
                    : '—',
              },
              {
                title: t('dashboard.submittedAt'),
                key: 'submittedAt',
                render: (_, r) => (r.result?.submittedAt ? format.dateTime(r.result.submittedAt) : '—'),
              },
              {
                title: t('assign.attempt'),
                key: 'attempt',
                align: 'right',
                optional: true,
                render: (_, r) => r.result?.attempt ?? '—',
              },
            ]}
          />
        </Card>
      </Space>
      {editing && (
        <Suspense fallback={null}>
          <AssignDialog assignment={{ ...a, class: cls }} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
