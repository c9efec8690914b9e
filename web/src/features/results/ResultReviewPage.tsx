import { RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { domainInteraction } from '../../shared/partFields';
import { paths } from '../../shared/paths';
import { ReportProblemButton } from '../../shared/reportProblem';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { numberParts } from '../../ui/questions';
import { ResultLabelTag } from './ResultLabelTag';
import { ReviewedQuestion } from './ReviewedQuestion';

const ResultReviewQuery = graphql(`
  query ResultReviewQuery($id: ID!) {
    attemptReview(id: $id) {
      exerciseName
      keysShown
      hiddenReasons {
        answers
        score
        keys
        feedback
      }
      result {
        id
        attempt
        status
        statusLabel
        belowMinScore
        redoRequested
        redoNote
        score
        comment
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
          minScore
          class {
            id
            name
          }
          exercise {
            id
          }
        }
      }
      questions {
        ...ReviewedQuestion_entry
        question {
          id
          parts {
            id
            interaction
          }
        }
      }
    }
  }
`);

const RETURNED = new Set(['PASS', 'FAIL']);
/**
 * `/manageClass/{classId}/resultReview/{attemptId}`: a submitted attempt. Its student (and the class's staff)
 * see every question with the answers given; once the work is returned, the key beside each answer, the
 * part scores, the marker's comments and the total. Before that, the answers only and "waiting for marking".
 */
export function ResultReviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { attemptId = '' } = useParams();
  const { role } = useSession();
  const { data, loading, error } = useQuery(ResultReviewQuery, {
    variables: { id: attemptId },
    // A medium the gateway cannot serve comes back null with an error: the review still shows.
    errorPolicy: 'all',
  });
  const review = data?.attemptReview;
  if (!loading && !review) return error ? <QueryErrorPage error={error} /> : <NotFoundPage />;

  const result = review?.result;
  const assignment = result?.assignment;
  const returned = !!result && RETURNED.has(result.status);
  const isStudent = role === 'STUDENT';
  const exerciseId = assignment?.exercise.id ? String(assignment.exercise.id) : null;

  const allParts = (review?.questions ?? []).flatMap((q) =>
    q.question.parts.map((p) => ({ id: String(p.id), interaction: domainInteraction(p.interaction) })),
  );
  const numbers = numberParts(allParts);

  const summary = result && (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          ...(isStudent
            ? []
            : [{ key: 'student', label: t('resultList.student'), children: result.student?.name ?? '—' }]),
          {
            key: 'class',
            label: t('resultList.class'),
            children: assignment?.class?.name ?? '—',
          },
          { key: 'title', label: t('resultList.assignment'), children: assignment?.title ?? '—' },
          { key: 'attempt', label: t('resultList.attempt'), children: result.attempt },
          {
            key: 'status',
            label: t('resultList.status'),
            children: <ResultLabelTag label={result.statusLabel} belowMinScore={result.belowMinScore} />,
          },
          {
            key: 'score',
            label: t('resultList.score'),
            children:
              returned && result.score !== null && result.score !== undefined
                ? t('resultList.scoreOf', {
                    score: format.number(result.score, 2),
                    max: format.number(assignment?.maxScore, 2),
                  })
                : '—',
          },
          {
            key: 'submitted',
            label: t('resultList.submittedAt'),
            children: format.dateTime(result.submittedAt),
          },
          {
            key: 'returned',
            label: t('resultList.returnedAt'),
            children: returned ? format.dateTime(result.markedAt) : '—',
          },
        ]}
      />
      {returned && result.comment.trim() && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          title={t('resultReview.teacherComment')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{result.comment}</span>}
        />
      )}
    </Card>
  );

  // What the assignment's review options hold back from the student, and why (issue 26 point 1).
  const reasons = review?.hiddenReasons;
  const hidden = reasons
    ? (['answers', 'score', 'keys', 'feedback'] as const).flatMap((item) => {
        const why = reasons[item];
        return why ? [t(`reviewHidden.${why}`, { item: t(`reviewHidden.item.${item}`) })] : [];
      })
    : [];
  const hiddenNote = returned && hidden.length > 0 && (
    <Alert
      style={{ marginBottom: 16 }}
      type="info"
      showIcon
      role="note"
      title={t('reviewHidden.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {hidden.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  );

  let banner: ReactNode = null;
  if (result && !returned)
    banner = (
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        role="status"
        title={t('resultReview.waiting')}
      />
    );
  else if ((result?.belowMinScore || result?.redoRequested) && assignment?.class)
    banner = (
      <Alert
        style={{ marginBottom: 16 }}
        type="warning"
        showIcon
        title={result.redoRequested ? t('redo.studentMessage') : t('results.belowMinScore')}
        description={
          result.redoRequested && result.redoNote
            ? t('redo.studentNote', { note: result.redoNote })
            : undefined
        }
        action={
          isStudent && (
            <Link to={paths.examTake(assignment.class.id, assignment.id)}>
              <Button icon={<RedoOutlined />}>{t('resultList.redo')}</Button>
            </Link>
          )
        }
      />
    );

  return (
    <>
      <PageHeader
        title={review ? t('resultReview.heading', { name: review.exerciseName }) : t('resultReview.title')}
        crumbs={[
          isStudent
            ? { title: t('resultList.title'), to: paths.results }
            : assignment?.class
              ? { title: assignment.class.name, to: paths.classDetail(assignment.class.id, 'exercise') }
              : { title: t('resultList.title'), to: paths.results },
          { title: t('resultReview.title') },
        ]}
        extra={
          exerciseId && (
            <ReportProblemButton target={{ exerciseId, attemptId: isStudent ? attemptId : null }} />
          )
        }
      />
      {loading && !review ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <>
          {summary}
          {banner}
          {hiddenNote}
          {review?.questions.map((entry, index) => (
            <ReviewedQuestion
              key={entry.question.id}
              entry={entry}
              index={index}
              numbers={numbers}
              returned={returned}
              footer={(scored, byPart) => (
                <>
                  {exerciseId && (
                    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
                      <ReportProblemButton
                        compact
                        target={{
                          exerciseId,
                          questionId: String(entry.question.id),
                          attemptId: isStudent ? attemptId : null,
                          questionLabel: t('resultReview.questionLabel', { number: index + 1 }),
                        }}
                      />
                    </div>
                  )}
                  <ul className="result-part-marks" aria-label={t('resultReview.partMarks')}>
                    {scored.map((p) => {
                      const reviewed = byPart.get(String(p.id));
                      const number = numbers[String(p.id)];
                      return (
                        <li key={p.id}>
                          <strong>{t('questionView.number', { number })}</strong>{' '}
                          {!reviewed?.answer && <span>{t('resultReview.unanswered')} · </span>}
                          {returned && reviewed?.score !== null && reviewed?.score !== undefined
                            ? t('resultReview.partScore', {
                                score: format.number(reviewed.score, 2),
                                max: format.number(p.score, 2),
                              })
                            : t('resultReview.partNotScored', { max: format.number(p.score, 2) })}
                          {returned && reviewed?.comment.trim() && (
                            <div className="result-part-comment">
                              {t('resultReview.comment', { comment: reviewed.comment })}
                            </div>
                          )}
                          {returned && reviewed?.errorTags.length ? (
                            <div className="result-part-comment">
                              {t('resultReview.mistakes')}{' '}
                              {reviewed.errorTags.map((tag, i) => (
                                <span key={tag.errorTagId}>
                                  {i > 0 && ', '}
                                  {tag.link ? (
                                    <a href={tag.link} target="_blank" rel="noopener noreferrer">
                                      {tag.name}
                                    </a>
                                  ) : (
                                    tag.name
                                  )}
                                  {tag.note.trim() && ` (“${tag.note}”)`}
                                </span>
                              ))}
                            </div>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            />
          ))}
        </>
      )}
    </>
  );
}
