import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Button, Card } from '../../ui/native';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { ResultStatusTag } from '../../shared/StatusTags';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ExamFinishQuery } from './examDocuments';
import { useStartAttempt } from './useStartAttempt';
import './exam.css';

/**
 * `/manageClass/{classId}/exerciseWaitingFinish/{attemptId}`: the attempt as submitted: how, when, and the
 * score at once when every part was scored by its key, otherwise the keyed parts' score and how many parts
 * wait for the teacher; below the minimum (or failed blank), the specification's redo message and a button that starts the
 * next attempt.
 */
export function ExamFinishPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { classId = '', attemptId = '' } = useParams();
  const start = useStartAttempt();
  const [redoErrors, setRedoErrors] = useState<string[]>([]);
  const { data, loading } = useQuery(ExamFinishQuery, {
    variables: { id: attemptId },
    skip: !attemptId,
    fetchPolicy: 'network-only',
  });
  const attempt = data?.attempt;
  if (!loading && data && !attempt) return <NotFoundPage />;
  // An IELTS section: its raw score out of 40 and its band once published, never a score out of 100.
  const ielts = attempt?.ielts ?? null;

  const redo = async () => {
    if (!attempt) return;
    const result = await start(String(attempt.assignment.id), false);
    if (result.attempt) void navigate(paths.examTake(classId, String(attempt.assignment.id)));
    else setRedoErrors(result.errors);
  };

  return (
    <>
      <PageHeader
        title={
          attempt ? t('exam.finish.heading', { title: attempt.assignment.title }) : t('exam.finish.title')
        }
      />
      <Card>
        {!attempt ? (
          <Skeleton />
        ) : (
          <>
            <dl className="exam-facts">
              <div>
                <dt>{t('exam.finish.attempt', { number: attempt.attempt })}</dt>
                <dd>{ielts ? t('exam.finish.title') : <ResultStatusTag status={attempt.status} />}</dd>
              </div>
              <div>
                <dt>{t('exam.finish.submittedAt')}</dt>
                <dd>{format.dateTime(attempt.submittedAt)}</dd>
              </div>
              <div>
                <dt>{t('exam.finish.attemptsLabel')}</dt>
                <dd>
                  {t('exam.finish.attemptsValue', {
                    used: attempt.attemptsUsed,
                    allowed: attempt.attemptsAllowed,
                  })}
                </dd>
              </div>
              {attempt.submitReason && (
                <div>
                  <dt>{t('exam.finish.reason')}</dt>
                  <dd>{t(`exam.finish.reasons.${attempt.submitReason}`)}</dd>
                </div>
              )}
              {ielts ? (
                ielts.raw !== null && (
                  <>
                    <div>
                      <dt>{t('exam.ielts.raw')}</dt>
                      <dd className="exam-score">{t('exam.ielts.rawValue', { raw: ielts.raw })}</dd>
                    </div>
                    {ielts.band !== null && (
                      <div>
                        <dt>{t('exam.ielts.band')}</dt>
                        <dd className="exam-score">{format.number(ielts.band, 1)}</dd>
                      </div>
                    )}
                  </>
                )
              ) : attempt.score === null &&
                attempt.status === 'WAITING_SCORE' &&
                typeof attempt.keyedScore === 'number' ? (
                // The keyed parts at once, and what the teacher still marks (docs/decisions.md, issue 25).
                <div>
                  <dt>{t('exam.finish.keyedScore')}</dt>
                  <dd className="exam-score">
                    {t('exam.finish.keyedScoreValue', {
                      score: format.number(attempt.keyedScore, 2),
                      max: format.number(attempt.keyedMaxScore ?? 0, 2),
                      count: attempt.partsAwaitingMarker ?? 0,
                    })}
                  </dd>
                </div>
              ) : (
                <div>
                  <dt>{t('exam.finish.score')}</dt>
                  <dd className="exam-score">
                    {attempt.score === null
                      ? '—'
                      : t('exam.finish.scoreValue', {
                          score: format.number(attempt.score, 2),
                          max: format.number(attempt.assignment.maxScore),
                        })}
                  </dd>
                </div>
              )}
            </dl>
            {attempt.submitReason === 'TIME_UP' && (
              <Alert type="warning" showIcon title={t('exam.runner.timeUp')} className="exam-gap" />
            )}
            {attempt.submitReason === 'ACCESS_LIMIT' && (
              <Alert type="warning" showIcon title={t('exam.runner.accessLimit')} className="exam-gap" />
            )}
            {/* Bands are published after the examiner's check (docs/design.md section 10). */}
            {ielts && (ielts.raw === null || ielts.band === null) && attempt.score === null && (
              <Alert
                type="info"
                showIcon
                title={t('exam.ielts.results')}
                description={t('exam.ielts.resultsHint')}
                className="exam-gap"
              />
            )}
            {!ielts && attempt.status === 'WAITING_SCORE' && (
              <Alert type="info" showIcon title={t('exam.finish.waiting')} className="exam-gap" />
            )}
            {/* The redo is offered only within the attempts allowed (issue 26 point 1). */}
            {!ielts && attempt.belowMinScore && attempt.mayStartAgain && (
              <Alert
                type="error"
                showIcon
                role="alert"
                className="exam-gap"
                title={t('exam.finish.redo')}
                action={
                  <Button type="primary" onClick={() => void redo()}>
                    {t('exam.finish.redoButton')}
                  </Button>
                }
              />
            )}
            {redoErrors.length > 0 && (
              <Alert type="error" showIcon role="alert" title={redoErrors.join(' ')} className="exam-gap" />
            )}
            <div className="exam-actions">
              {/* An IELTS section leads back to the candidate's IELTS page (issue 30 point 1). */}
              <Link
                to={
                  attempt.assignment.kind === 'IELT'
                    ? paths.ieltsTest
                    : paths.classDetail(classId, 'exercise')
                }
              >
                <Button>
                  {t(
                    attempt.assignment.kind === 'IELT'
                      ? 'exam.finish.backToIelts'
                      : 'exam.finish.backToClass',
                  )}
                </Button>
              </Link>
            </div>
          </>
        )}
      </Card>
    </>
  );
}
