import type { ResultOf } from '@graphql-typed-document-node/core';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Descriptions, Empty, Progress, Select, Table } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Button, Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import type { DataColumn } from '../../ui/DataTable';
import { DataTable } from '../../ui/DataTable';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ResultLabelTag } from './ResultLabelTag';

const ExamResultQuery = graphql(`
  query ExamResultQuery($exerciseId: ID!, $examId: ID!, $withExam: Boolean!) {
    exercise(id: $exerciseId) {
      id
      name
      questions {
        id
        title
        parts {
          id
          score
          content {
            __typename
            ... on ChoiceContent {
              prompt
            }
            ... on TextEntryContent {
              prompt
              text
            }
            ... on MatchingContent {
              prompt
            }
            ... on OrderingContent {
              prompt
            }
            ... on HotspotContent {
              prompt
            }
            ... on WritingContent {
              prompt
            }
            ... on SpokenAnswerContent {
              prompt
            }
            ... on SpokenTargetContent {
              prompt
              targetText
            }
          }
        }
      }
    }
    assignments(filter: { exerciseIds: [$exerciseId] }, pageSize: 300) {
      items {
        id
        title
        createdAt
        class {
          id
          name
        }
      }
    }
    exam: assignments(filter: { ids: [$examId] }) @include(if: $withExam) {
      items {
        id
        title
        kind
        deadline
        maxScore
        minScore
        class {
          id
          name
          students(status: ACTIVE) {
            id
            student {
              id
              name
            }
          }
        }
        stats {
          studentsTotal
          submitted
          waitingScore
          passed
          failed
          unfinished
          averageScore
        }
        results {
          id
          attempt
          status
          statusLabel
          belowMinScore
          score
          submittedAt
          markedAt
          student {
            id
            name
          }
        }
        partFigures {
          partId
          maxScore
          answered
          scored
          right
          rightPercent
          averageScore
        }
      }
    }
  }
`);

type Exam = NonNullable<ResultOf<typeof ExamResultQuery>['exam']>['items'][number];
type ResultRow = NonNullable<Exam['results']>[number];
interface StudentRow {
  key: string;
  name: string;
  result?: ResultRow;
}
interface PartRow {
  key: string;
  number: number;
  question: string;
  prompt: string;
  points: number;
  figure?: NonNullable<Exam['partFigures']>[number];
}

const SUBMITTED = new Set(['WAITING_SCORE', 'PASS', 'FAIL']);

/** A part's prompt in one line (a blank's sentence, a target text), for the per-part table. */
function promptOf(content: Record<string, unknown>): string {
  for (const field of ['prompt', 'text', 'targetText'])
    if (typeof content[field] === 'string' && content[field]) return content[field];
  return '';
}

/**
 * `/exercise/general/{exerciseId}/examResult/{examId}`: one assignment of an exercise (the exam): each
 * student's result (status, score, submitted, marked) and, per question part, the share of the scored answers
 * given full points. Without `examId` it opens the exercise's latest assignment; a chooser switches between
 * the classes the exercise was assigned to.
 */
export function ExamResultPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { exerciseId = '', examId } = useParams();
  const { data, loading } = useQuery(ExamResultQuery, {
    variables: { exerciseId, examId: examId ?? '', withExam: !!examId },
    // The exercise may be another teacher's private one (an examiner cannot read it): the results still show.
    errorPolicy: 'all',
  });
  const assignments = data?.assignments.items ?? [];
  const latest = [...assignments].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!examId && latest) return <Navigate replace to={paths.exerciseExamResult(exerciseId, latest.id)} />;
  const exam = data?.exam?.items[0];
  const exercise = data?.exercise;

  const results = exam?.results ?? [];
  const withResult = new Set(results.map((r) => String(r.student?.id)));
  const studentRows: StudentRow[] = [
    ...results.map((r) => ({ key: `r${r.id}`, name: r.student?.name ?? '—', result: r })),
    // Active students with no attempt yet: assigned, so unfinished.
    ...(exam?.class?.students ?? [])
      .filter((m) => !withResult.has(String(m.student.id)))
      .map((m) => ({ key: `s${m.student.id}`, name: m.student.name })),
  ].sort((a, b) => a.name.localeCompare(b.name, 'vi'));

  const figures = new Map((exam?.partFigures ?? []).map((f) => [String(f.partId), f]));
  const partRows: PartRow[] = [];
  for (const question of exercise?.questions ?? [])
    for (const part of question.parts) {
      if (part.content.__typename === 'PassageContent') continue;
      partRows.push({
        key: String(part.id),
        number: partRows.length + 1,
        question: question.title,
        prompt: promptOf(part.content),
        points: part.score,
        figure: figures.get(String(part.id)),
      });
    }

  const studentColumns: DataColumn<StudentRow>[] = [
    { key: 'student', title: t('resultList.student'), dataIndex: 'name' },
    {
      key: 'status',
      title: t('resultList.status'),
      render: (_, r) => (
        <ResultLabelTag
          label={r.result?.statusLabel ?? 'UNFINISHED'}
          belowMinScore={r.result?.belowMinScore}
        />
      ),
    },
    {
      key: 'score',
      title: t('resultList.score'),
      render: (_, r) =>
        r.result?.score === null || r.result?.score === undefined
          ? '—'
          : t('resultList.scoreOf', {
              score: format.number(r.result.score, 2),
              max: format.number(exam?.maxScore, 2),
            }),
    },
    {
      key: 'submitted',
      title: t('resultList.submittedAt'),
      render: (_, r) => format.dateTime(r.result?.submittedAt),
    },
    { key: 'marked', title: t('examResult.markedAt'), render: (_, r) => format.dateTime(r.result?.markedAt) },
    { key: 'attempts', title: t('resultList.attempts'), render: (_, r) => r.result?.attempt ?? 0 },
    {
      key: 'actions',
      title: t('common.actions'),
      actions: true,
      render: (_, r) =>
        r.result && SUBMITTED.has(r.result.status) && exam?.class ? (
          <span className="table-actions">
            <Link
              to={paths.resultReview(exam.class.id, r.result.id)}
              aria-label={t('resultList.reviewOfStudent', { title: exam.title, name: r.name })}
            >
              <Button size="small" icon={<EyeOutlined />}>
                {t('resultList.review')}
              </Button>
            </Link>
            {r.result.student && (
              <Link
                to={paths.markAttempt(exam.class.id, r.result.student.id, r.result.id)}
                aria-label={t('marking.markOf', { name: r.name })}
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

  const stats = exam?.stats;
  const crumbs = [
    { title: t('exercises.menu') },
    ...(exercise ? [{ title: exercise.name, to: paths.exerciseReview(exercise.id) }] : []),
    { title: t('examResult.title') },
  ];

  return (
    <>
      <PageHeader
        title={exam ? t('examResult.heading', { title: exam.title }) : t('examResult.title')}
        subtitle={exercise?.name}
        crumbs={crumbs}
        extra={
          assignments.length > 0 && (
            <Select
              aria-label={t('examResult.chooseAssignment')}
              style={{ minWidth: 260 }}
              value={examId}
              onChange={(id: string) => void navigate(paths.exerciseExamResult(exerciseId, id))}
              options={assignments.map((a) => ({
                value: String(a.id),
                label: t('examResult.assignmentOption', { title: a.title, className: a.class?.name ?? '—' }),
              }))}
            />
          )
        }
      />
      {loading && !data ? (
        <Card>
          <Skeleton />
        </Card>
      ) : !exam ? (
        <Card>
          <Empty description={examId ? t('examResult.unknown') : t('examResult.notAssigned')} />
        </Card>
      ) : (
        <>
          {stats && (
            <Card style={{ marginBottom: 16 }}>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, lg: 4 }}
                items={[
                  { key: 'class', label: t('resultList.class'), children: exam.class?.name ?? '—' },
                  { key: 'kind', label: t('resultList.kind'), children: t(`assignmentKind.${exam.kind}`) },
                  {
                    key: 'deadline',
                    label: t('resultList.deadline'),
                    children: format.dateTime(exam.deadline),
                  },
                  {
                    key: 'submitted',
                    label: t('examResult.submitted'),
                    children: `${stats.submitted}/${stats.studentsTotal}`,
                  },
                  { key: 'waiting', label: t('resultStatusLabel.UNMARKED'), children: stats.waitingScore },
                  { key: 'passed', label: t('resultStatus.PASS'), children: stats.passed },
                  { key: 'failed', label: t('resultStatus.FAIL'), children: stats.failed },
                  {
                    key: 'average',
                    label: t('examResult.average'),
                    children:
                      stats.averageScore === null || stats.averageScore === undefined
                        ? '—'
                        : t('resultList.scoreOf', {
                            score: format.number(stats.averageScore, 2),
                            max: format.number(exam.maxScore, 2),
                          }),
                  },
                ]}
              />
            </Card>
          )}
          <Card title={t('examResult.byStudent')} style={{ marginBottom: 16 }}>
            <DataTable<StudentRow>
              owner={String(viewer?.id ?? '')}
              table="examResultStudents"
              columns={studentColumns}
              rowKey={(r) => r.key}
              dataSource={studentRows}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              locale={{ emptyText: t('examResult.noStudents') }}
            />
          </Card>
          <Card title={t('examResult.byPart')}>
            <Table<PartRow>
              size="small"
              rowKey={(r) => r.key}
              dataSource={partRows}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('examResult.noParts') }}
              columns={[
                { title: '#', key: 'number', width: 48, render: (_, r) => r.number },
                { title: t('examResult.question'), key: 'question', render: (_, r) => r.question },
                { title: t('examResult.prompt'), key: 'prompt', render: (_, r) => r.prompt || '—' },
                {
                  title: t('examResult.answered'),
                  key: 'answered',
                  align: 'right',
                  render: (_, r) => r.figure?.answered ?? 0,
                },
                {
                  title: t('examResult.rightShare'),
                  key: 'right',
                  render: (_, r) =>
                    r.figure?.rightPercent === null || r.figure?.rightPercent === undefined ? (
                      t('examResult.notScored')
                    ) : (
                      <Progress
                        size="small"
                        style={{ minWidth: 160 }}
                        percent={r.figure.rightPercent}
                        format={() =>
                          t('examResult.rightOf', {
                            right: r.figure?.right ?? 0,
                            scored: r.figure?.scored ?? 0,
                            percent: format.number(r.figure?.rightPercent, 1),
                          })
                        }
                      />
                    ),
                },
                {
                  title: t('examResult.averagePoints'),
                  key: 'average',
                  align: 'right',
                  render: (_, r) =>
                    r.figure?.averageScore === null || r.figure?.averageScore === undefined
                      ? '—'
                      : t('resultList.scoreOf', {
                          score: format.number(r.figure.averageScore, 2),
                          max: format.number(r.points, 2),
                        }),
                },
              ]}
            />
          </Card>
        </>
      )}
    </>
  );
}
