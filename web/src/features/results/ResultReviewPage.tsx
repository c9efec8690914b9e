import { RedoOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import type { Interaction } from '@lms/domain/questions';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useSession } from '../../shared/session';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import type { PartKeyView, PartReview } from '../../ui/questions';
import { numberParts, QuestionView } from '../../ui/questions';
import { ResultLabelTag } from './ResultLabelTag';
import { responseOfAnswer, reviewOfPart } from './reviewAnswers';

const ResultReviewQuery = graphql(`
  query ResultReviewQuery($id: ID!) {
    attemptReview(id: $id) {
      exerciseName
      result {
        id
        attempt
        status
        statusLabel
        belowMinScore
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
        }
      }
      questions {
        transcript
        question {
          id
          title
          type
          interaction
          instructions
          media {
            id
            kind
            url
          }
          parts {
            id
            position
            score
            interaction
            content {
              __typename
              ... on ChoiceContent {
                prompt
                options {
                  id
                  text
                }
              }
              ... on TextEntryContent {
                prompt
                text
              }
              ... on MatchingContent {
                prompt
                items {
                  id
                  text
                  x
                  y
                }
                options {
                  id
                  text
                }
              }
              ... on OrderingContent {
                prompt
                tokens {
                  id
                  text
                }
              }
              ... on HotspotContent {
                prompt
                regions {
                  id
                  x
                  y
                  width
                  height
                }
              }
              ... on WritingContent {
                prompt
                minWords
                maxWords
              }
              ... on SpokenAnswerContent {
                prompt
                cueCard
                prepareSeconds
                maxSeconds
              }
              ... on SpokenTargetContent {
                prompt
                targetText
                maxSeconds
              }
              ... on PassageContent {
                text
              }
            }
          }
        }
        parts {
          score
          comment
          part {
            id
          }
          detail {
            id
            right
          }
          answer {
            __typename
            ... on ChoiceAnswer {
              choices
            }
            ... on TextEntryAnswer {
              blanks {
                id
                value
              }
            }
            ... on MatchingAnswer {
              pairs {
                item
                option
              }
            }
            ... on OrderingAnswer {
              order
            }
            ... on HotspotAnswer {
              points {
                x
                y
              }
            }
            ... on WritingAnswer {
              text
            }
            ... on SpokenAnswer {
              media {
                id
                url
              }
            }
          }
          key {
            __typename
            ... on ChoiceKey {
              correct
            }
            ... on TextEntryKey {
              blanks {
                id
                accepted
              }
            }
            ... on MatchingKey {
              pairs {
                item
                option
              }
            }
            ... on OrderingKey {
              order
            }
            ... on HotspotKey {
              correct
            }
            ... on SampleKey {
              sample
            }
          }
        }
      }
    }
  }
`);

const RETURNED = new Set(['PASS', 'FAIL']);
const toInteraction = (value: string) => value.toLowerCase() as Interaction;
const registryType = (type: string) => (type === 'NONE' ? 'null' : type.toLowerCase());

/** A key with string ids, as the key view compares them with the content's. */
function keyView(key: Record<string, unknown> | null | undefined): PartKeyView | null {
  if (!key) return null;
  const { __typename: _type, ...fields } = key;
  return JSON.parse(JSON.stringify(fields), (_, value: unknown) =>
    typeof value === 'number' ? String(value) : value,
  ) as PartKeyView;
}

/** Content lists (options, items, tokens) with string ids, as the renderers compare them with answers. */
function contentView(content: Record<string, unknown>) {
  const { __typename: _type, ...fields } = content;
  for (const [name, value] of Object.entries(fields))
    if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'id' in v))
      fields[name] = value.map((v: { id: unknown }) => ({ ...v, id: String(v.id) }));
  return fields;
}

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

  const allParts = (review?.questions ?? []).flatMap((q) =>
    q.question.parts.map((p) => ({ id: String(p.id), interaction: toInteraction(p.interaction) })),
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
  else if (result?.belowMinScore && assignment?.class)
    banner = (
      <Alert
        style={{ marginBottom: 16 }}
        type="warning"
        showIcon
        title={t('results.belowMinScore')}
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
      />
      {loading && !review ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          {summary}
          {banner}
          {review?.questions.map(({ question, parts, transcript }, index) => {
            const byPart = new Map(parts.map((p) => [String(p.part.id), p]));
            const maxOf = new Map(question.parts.map((p) => [String(p.id), p.score]));
            const responses: Record<string, unknown> = {};
            const verdicts: Record<string, PartReview | null> = {};
            const keys: Record<string, PartKeyView | null> = {};
            const recorders: Record<string, ReactNode> = {};
            for (const part of question.parts) {
              const id = String(part.id);
              const reviewed = byPart.get(id);
              const interaction = toInteraction(part.interaction);
              responses[id] = responseOfAnswer(interaction, reviewed?.answer);
              if (returned && reviewed)
                verdicts[id] = reviewOfPart({
                  score: reviewed.score,
                  maxScore: maxOf.get(id) ?? 0,
                  detail: reviewed.detail,
                });
              keys[id] = keyView(reviewed?.key);
              const answer = reviewed?.answer;
              if (answer?.__typename === 'SpokenAnswer')
                recorders[id] = answer.media ? (
                  <audio
                    controls
                    preload="none"
                    src={answer.media.url}
                    aria-label={t('resultReview.recording')}
                  />
                ) : (
                  <span>{t('resultReview.noRecording')}</span>
                );
            }
            const scored = question.parts.filter((p) => numbers[String(p.id)] !== undefined);
            return (
              <Card
                key={question.id}
                style={{ marginBottom: 16 }}
                title={t('resultReview.questionHeading', { number: index + 1, title: question.title })}
              >
                <QuestionView
                  type={registryType(question.type)}
                  instructions={question.instructions}
                  transcript={transcript}
                  media={question.media ? { kind: question.media.kind, url: question.media.url } : null}
                  parts={question.parts.map((p) => ({
                    id: String(p.id),
                    interaction: toInteraction(p.interaction),
                    content: contentView(p.content),
                  }))}
                  startNumber={numbers[String(scored[0]?.id)] ?? 1}
                  responses={responses}
                  readOnly
                  review={returned ? verdicts : null}
                  answerKeys={keys}
                  recorders={recorders}
                />
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
                      </li>
                    );
                  })}
                </ul>
              </Card>
            );
          })}
        </>
      )}
    </>
  );
}
