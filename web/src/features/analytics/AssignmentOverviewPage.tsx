import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { Descriptions, Progress, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { OverviewStatus } from '../../gql/graphql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { RedoRequestButton } from '../../shared/RedoRequestButton';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { PageSpinner } from '../../ui/FullScreenSpinner';
import { Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { Tag, type TagColor } from '../../ui/Tag';
import { startedLazy } from '../../ui/startedLazy';
import { useConfirm } from '../../ui/useConfirm';
import { AccommodationTags } from './AccommodationTags';
import { ScoreHistogram } from './ScoreHistogram';
import './analytics.css';
import { useHoldAttempt } from './useHoldAttempt';

// The form and its fields load when a teacher first opens it: the overview is a table page's budget.
const AccommodationDialog = startedLazy(
  async () => (await import('./AccommodationDialog')).AccommodationDialog,
);

const AssignmentOverviewQuery = graphql(`
  query AssignmentOverviewQuery($id: ID!) {
    assignment(id: $id) {
      id
      title
      kind
      minScore
      maxScore
      deadline
      class {
        id
        name
      }
      exercise {
        id
        name
      }
      studentStatuses {
        status
        attemptId
        attempt
        score
        submittedAt
        markedAt
        hasDraft
        redoRequested
        accommodation {
          extraTimePercent
          extraTimeMinutes
          extraAttempts
          source
          extraMinutes
        }
        student {
          id
          name
        }
      }
      scoreDistribution {
        bucket
        from
        to
        count
      }
      partFigures {
        partId
        questionId
        questionTitle
        number
        maxScore
        answered
        scored
        right
        rightPercent
        averageScore
      }
    }
  }
`);

type Overview = NonNullable<ResultOf<typeof AssignmentOverviewQuery>['assignment']>;
type StatusRow = NonNullable<Overview['studentStatuses']>[number];

const STATUS_COLORS: Record<OverviewStatus, TagColor> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'blue',
  HOLDING: 'purple',
  WAITING_SCORE: 'gold',
  PASS: 'green',
  FAIL: 'red',
};
/** The order of the status summary, from not started to returned. */
const STATUS_ORDER: OverviewStatus[] = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'HOLDING',
  'WAITING_SCORE',
  'PASS',
  'FAIL',
];

export function OverviewStatusTag({ status }: { status: OverviewStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`analytics.status.${status}`)}</Tag>;
}

/**
 * `/manageClass/{classId}/overviewExercise/{assignmentId}[/{studentId}]`: an assignment across its class
 * (issue 13 item 2): every active student's status and score, the returned scores' distribution and how each
 * question part went. With a student, their row comes first and is highlighted. Staff of the class only.
 */
export function AssignmentOverviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { role } = useSession();
  const { classId = '', assignmentId = '', studentId } = useParams();
  const { data, loading, error } = useQuery(AssignmentOverviewQuery, {
    variables: { id: assignmentId },
    context: { silent: true },
  });
  const holdAttempt = useHoldAttempt(assignmentId);
  const [confirm, confirmHolder] = useConfirm();
  const [accommodating, setAccommodating] = useState<StatusRow | null>(null);
  if (error) return <QueryErrorPage error={error} />;
  if (loading && !data) return <PageSpinner />;
  const a = data?.assignment;
  if (!a || a.class?.id !== classId) return <NotFoundPage />;

  const statuses = [...(a.studentStatuses ?? [])].sort((x, y) => {
    if (studentId) {
      if (x.student?.id === studentId) return -1;
      if (y.student?.id === studentId) return 1;
    }
    return (x.student?.name ?? '').localeCompare(y.student?.name ?? '');
  });
  const countOf = (s: OverviewStatus) => statuses.filter((r) => r.status === s).length;
  const returned = statuses.filter((r) => r.score !== null && r.score !== undefined);
  const mean = returned.length ? returned.reduce((n, r) => n + (r.score ?? 0), 0) / returned.length : null;
  const figures = a.partFigures ?? [];
  const mayMark = role === 'ADMIN' || role === 'TEACHER' || role === 'SPECIALIZE';
  // Accommodations are the class's teachers' and admins' to set (issue 31 point 1), not an examiner's.
  const mayAccommodate = role === 'ADMIN' || role === 'TEACHER';

  const workLink = (r: StatusRow) => {
    if (!r.attemptId || !r.student || !mayMark) return null;
    if (r.status === 'WAITING_SCORE')
      return <Link to={paths.markAttempt(classId, r.student.id, r.attemptId)}>{t('analytics.mark')}</Link>;
    if (r.status === 'PASS' || r.status === 'FAIL')
      return (
        <Link to={paths.examResultView(classId, r.student.id, r.attemptId)}>{t('analytics.openWork')}</Link>
      );
    return null;
  };

  /** Pausing work being taken, letting paused work go on, asking for a redo of returned work (issue 13). */
  const actions = (r: StatusRow) => {
    if (!r.attemptId || !r.student || !mayMark) return null;
    const attemptId = String(r.attemptId);
    const name = r.student.name;
    if (r.status === 'IN_PROGRESS' || r.status === 'HOLDING') {
      const hold = r.status === 'IN_PROGRESS';
      return (
        <Button
          size="small"
          onClick={() =>
            void confirm({
              title: t(hold ? 'holding.confirmHold' : 'holding.confirmContinue', { name }),
              content: t(hold ? 'holding.holdText' : 'holding.continueText'),
              okText: t(hold ? 'holding.hold' : 'holding.continue'),
              cancelText: t('common.cancel'),
              onOk: () => holdAttempt(attemptId, hold),
            })
          }
        >
          {t(hold ? 'holding.hold' : 'holding.continue')}
        </Button>
      );
    }
    if (r.status === 'PASS' || r.status === 'FAIL')
      return r.redoRequested ? (
        <Tag color="gold">{t('redo.requested')}</Tag>
      ) : (
        <RedoRequestButton
          size="small"
          attemptId={attemptId}
          assignmentId={String(a.id)}
          studentName={name}
        />
      );
    return null;
  };

  return (
    <>
      {confirmHolder}
      {accommodating?.student && (
        <Suspense fallback={null}>
          <AccommodationDialog
            assignmentId={String(a.id)}
            studentId={String(accommodating.student.id)}
            studentName={accommodating.student.name}
            current={accommodating.accommodation ?? null}
            onClose={() => setAccommodating(null)}
          />
        </Suspense>
      )}
      <PageHeader
        title={t('analytics.overviewTitle', { title: a.title })}
        crumbs={[
          { title: t('menu.manageClass'), to: paths.classes },
          { title: a.class.name, to: paths.classDetail(a.class.id, 'exercise') },
          { title: a.title, to: paths.homeworkDetail(a.class.id, a.id) },
          { title: t('analytics.overview') },
        ]}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('analytics.summary')}>
          <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
            <Descriptions.Item label={t('assignments.exercise')}>{a.exercise.name}</Descriptions.Item>
            <Descriptions.Item label={t('assign.scoreRange')}>
              {t('assign.scoreRangeText', { min: format.number(a.minScore), max: format.number(a.maxScore) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('analytics.mean')}>
              {mean === null ? '—' : `${format.number(mean, 2)}/${format.number(a.maxScore)}`}
            </Descriptions.Item>
          </Descriptions>
          <ul className="overview-status-counts" aria-label={t('analytics.statusCounts')}>
            {STATUS_ORDER.map((s) => (
              <li key={s}>
                <OverviewStatusTag status={s} /> {countOf(s)}
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('analytics.students')}>
          <Table<StatusRow>
            size="small"
            rowKey={(r) => String(r.student?.id ?? r.attemptId)}
            dataSource={statuses}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowClassName={(r) => (studentId && r.student?.id === studentId ? 'overview-focus' : '')}
            locale={{ emptyText: t('assign.noStudents') }}
            columns={[
              {
                title: t('dashboard.student'),
                key: 'student',
                render: (_, r) =>
                  r.student ? (
                    <Link to={paths.overviewExercise(classId, a.id, r.student.id)}>{r.student.name}</Link>
                  ) : (
                    '—'
                  ),
              },
              {
                title: t('classDetail.status'),
                key: 'status',
                render: (_, r) => (
                  <Space size={4} wrap>
                    <OverviewStatusTag status={r.status} />
                    {r.hasDraft && <Tag color="blue">{t('analytics.draft')}</Tag>}
                  </Space>
                ),
              },
              {
                title: t('assign.score'),
                key: 'score',
                align: 'right',
                render: (_, r) =>
                  r.score === null || r.score === undefined
                    ? '—'
                    : `${format.number(r.score)}/${format.number(a.maxScore)}`,
              },
              {
                title: t('dashboard.submittedAt'),
                key: 'submittedAt',
                render: (_, r) => (r.submittedAt ? format.dateTime(r.submittedAt) : '—'),
              },
              {
                title: t('assign.attempt'),
                key: 'attempt',
                align: 'right',
                render: (_, r) => r.attempt ?? '—',
              },
              {
                title: t('accommodation.column'),
                key: 'accommodation',
                render: (_, r) => (
                  <Space size={4} wrap>
                    <AccommodationTags accommodation={r.accommodation ?? null} />
                    {mayAccommodate && r.student && (
                      <Button
                        size="small"
                        aria-label={t('accommodation.editFor', { name: r.student.name })}
                        onPointerEnter={() => void AccommodationDialog.preload().catch(() => undefined)}
                        onClick={() => setAccommodating(r)}
                      >
                        {t('accommodation.edit')}
                      </Button>
                    )}
                  </Space>
                ),
              },
              { title: '', key: 'work', render: (_, r) => workLink(r) },
              { title: t('common.actions'), key: 'actions', render: (_, r) => actions(r) },
            ]}
          />
        </Card>
        <Card title={t('analytics.distribution')}>
          <ScoreHistogram buckets={a.scoreDistribution ?? []} />
        </Card>
        <Card title={t('analytics.questions')}>
          {figures.length === 0 ? (
            <p className="muted">{t('analytics.noAnswers')}</p>
          ) : (
            <Table
              size="small"
              rowKey={(f) => String(f.partId)}
              dataSource={figures}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('analytics.part'),
                  key: 'part',
                  // The question's title and the part's number in the exam, in the exam's order.
                  render: (_, f) =>
                    f.number === null || f.number === undefined
                      ? t('analytics.partOfQuestion', {
                          title: f.questionTitle,
                          max: format.number(f.maxScore),
                        })
                      : t('analytics.partN', {
                          n: f.number,
                          title: f.questionTitle,
                          max: format.number(f.maxScore),
                        }),
                },
                {
                  title: t('analytics.success'),
                  key: 'success',
                  render: (_, f) =>
                    f.rightPercent === null || f.rightPercent === undefined ? (
                      t('analytics.notScored')
                    ) : (
                      <Progress
                        percent={f.rightPercent}
                        size="small"
                        format={(p) => `${format.number(p ?? 0, 1)}%`}
                        aria-label={t('analytics.successOf', { n: format.number(f.rightPercent, 1) })}
                      />
                    ),
                },
                {
                  title: t('analytics.rightOfScored'),
                  key: 'right',
                  align: 'right',
                  render: (_, f) => `${f.right}/${f.scored}`,
                },
                {
                  title: t('analytics.answered'),
                  key: 'answered',
                  align: 'right',
                  render: (_, f) => f.answered,
                },
                {
                  title: t('analytics.meanPoints'),
                  key: 'mean',
                  align: 'right',
                  render: (_, f) =>
                    f.averageScore === null || f.averageScore === undefined
                      ? '—'
                      : format.number(f.averageScore, 2),
                },
              ]}
            />
          )}
        </Card>
      </Space>
    </>
  );
}
