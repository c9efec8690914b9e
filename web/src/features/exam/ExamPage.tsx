import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '../../ui/native';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ExamAttempt_AttemptFragment } from '../../gql/graphql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { usePrefetchedPolicy } from '../../shared/prefetch';
import { FullScreenSpinner } from '../../ui/FullScreenSpinner';
import { startedLazy } from '../../ui/startedLazy';
import { useFormatters } from '../../ui/format';
import { ExamIntroQuery } from './examDocuments';
import { enterFullScreen } from './fullScreen';
import { ieltsSectionOf } from './ieltsSection';
import { useStartAttempt } from './useStartAttempt';
import './exam.css';

// The runner is its own chunk: the introduction shows at once and fetches it while the student reads; once
// it has come, "start" shows the first question without a spinner in between (startedLazy).
const ExamRunner = startedLazy(async () => (await import('./ExamRunner')).ExamRunner);
// An IELTS section's instructions: only its introduction loads them.
const IeltsInstructions = lazy(async () => ({
  default: (await import('./IeltsInstructions')).IeltsInstructions,
}));

/**
 * `/manageClass/{classId}/exerciseReview/{assignmentId}`: the introduction (title, time, entries allowed, the
 * full-screen rule), the agreement, then the runner in full screen. Opening it again resumes the attempt.
 * Outside exam mode (homework by default) there is no full screen and nothing to accept.
 */
export function ExamPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { classId = '', assignmentId = '' } = useParams();
  const fetchPolicy = usePrefetchedPolicy(ExamIntroQuery);
  const { data, loading } = useQuery(ExamIntroQuery, { variables: { classId }, skip: !classId, fetchPolicy });
  const start = useStartAttempt();
  const [agreed, setAgreed] = useState(false);
  const [starting, setStarting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState<ExamAttempt_AttemptFragment | null>(null);
  const agreeId = useId();
  useEffect(() => void ExamRunner.preload().catch(() => undefined), []);

  if (attempt)
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <ExamRunner attempt={attempt} classId={classId} />
      </Suspense>
    );
  if (loading && !data) return <FullScreenSpinner />;
  const assignment = data?.class?.assignments?.find((a) => String(a.id) === assignmentId);
  if (!assignment) return <NotFoundPage />;

  // Only an exam has rules to accept and full screen (issue 25 point 6): homework opens as a page.
  const examMode = assignment.examMode;
  async function begin() {
    setStarting(true);
    setErrors([]);
    // Full screen needs the click itself: asked before the server answers.
    const fullScreen = examMode ? enterFullScreen() : Promise.resolve(false);
    const result = await start(assignmentId, examMode && !inProgress);
    setStarting(false);
    if (result.attempt) {
      await fullScreen;
      setAttempt(result.attempt);
    } else {
      setErrors(result.errors.length ? result.errors : [t('exam.runner.stopped')]);
      if (examMode) void document.exitFullscreen?.().catch(() => undefined);
    }
  }

  // An attempt in progress (a reload, another device): the rules were accepted; the button resumes it.
  const inProgress = assignment.results?.some((r) => r.status === 'UNFINISHED') ?? false;
  const listeningOrSpeaking = ['LISTENING', 'SPEAKING'].includes(assignment.exercise.topicGroup);
  const ielts = ieltsSectionOf(assignment.kind, assignment.exercise.topicGroup);
  // An accommodation's extra time (issue 31 point 1), said before starting as the runner says it after.
  const extraMinutes = assignment.timeLimit ? (assignment.myAccommodation?.extraMinutes ?? 0) : 0;
  return (
    <main className="exam-intro">
      <h1>{assignment.title}</h1>
      <p className="exam-muted">{assignment.exercise.name}</p>
      {assignment.tutorial && <p className="exam-tutorial">{assignment.tutorial}</p>}
      <dl className="exam-facts">
        <div>
          <dt>{t('exam.intro.timeLimit')}</dt>
          <dd>
            {assignment.timeLimit
              ? t('exam.intro.minutes', { count: assignment.timeLimit })
              : t('exam.intro.untimed')}
            {extraMinutes > 0 && (
              <span className="exam-extra">{t('exam.intro.extra', { count: extraMinutes })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('exam.intro.deadline')}</dt>
          <dd>{assignment.deadline ? format.dateTime(assignment.deadline) : t('exam.intro.noDeadline')}</dd>
        </div>
        {examMode && (
          <div>
            <dt>{t('exam.intro.accesses')}</dt>
            <dd>{t('exam.intro.accessesValue', { count: assignment.maxAccesses })}</dd>
          </div>
        )}
        {/* An IELTS section is scored out of 40 and banded, not against the assignment's range. */}
        {!ielts && (
          <div>
            <dt>{t('exam.intro.scores')}</dt>
            <dd>
              {t('exam.intro.scoresValue', {
                min: format.number(assignment.minScore),
                max: format.number(assignment.maxScore),
              })}
            </dd>
          </div>
        )}
      </dl>
      {ielts && (
        <Suspense fallback={null}>
          <IeltsInstructions skill={ielts} />
        </Suspense>
      )}
      {examMode && <Alert type="warning" showIcon title={t('exam.intro.fullScreen')} />}
      <ul className="exam-rules">
        {(examMode || Boolean(assignment.timeLimit)) && <li>{t('exam.intro.clock')}</li>}
        <li>{t('exam.intro.saving')}</li>
        {!examMode && <li>{t('exam.intro.resumable')}</li>}
      </ul>
      {listeningOrSpeaking && (
        <p>
          <Link to={paths.headphoneTest(classId)}>{t('exam.intro.headphoneCheck')}</Link>
        </p>
      )}
      {examMode && (
        <p className="exam-agree">
          <input
            id={agreeId}
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <label htmlFor={agreeId}>{t('exam.intro.agree')}</label>
        </p>
      )}
      {errors.length > 0 && (
        <Alert type="error" showIcon role="alert" title={errors.join(' ')} className="exam-gap" />
      )}
      <div className="exam-actions">
        {/* An IELTS candidate has no class to go back to: their page is the IELTS one (issue 30 point 1). */}
        <Link to={ielts ? paths.ieltsTest : paths.classDetail(classId, 'exercise')}>
          <Button>{t(ielts ? 'exam.finish.backToIelts' : 'exam.finish.backToClass')}</Button>
        </Link>
        <Button
          type="primary"
          disabled={examMode && !agreed && !inProgress}
          loading={starting}
          onClick={() => void begin()}
        >
          {starting ? t('exam.intro.starting') : inProgress ? t('exam.intro.resume') : t('exam.intro.start')}
        </Button>
      </div>
    </main>
  );
}
