import { Alert, Button } from '../../ui/native';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ExamAttempt_AttemptFragment } from '../../gql/graphql';
import { paths } from '../../shared/paths';
import { ReportProblemButton } from '../../shared/reportProblem';
import { academyDateTime } from '../../ui/format';
import { ExamCountdown } from './ExamCountdown';
import { numberQuestions, questionAnswered, submitSummary } from './examContent';
import { preloadRecorder, QuestionContent } from './QuestionContent';
import { groupRanges, ieltsAnswered, numberIeltsSection, partOfNumber } from './ieltsRunner';
import { ieltsSectionOf } from './ieltsSection';

// The IELTS navigator is an IELTS section's only: other work never loads it.
const IeltsNavigator = lazy(async () => ({ default: (await import('./IeltsNavigator')).IeltsNavigator }));
import { enterFullScreen, isFullScreen } from './fullScreen';
import { SaveStatus } from './SaveStatus';
import { useAttemptTaking } from './useAttemptTaking';
import { useSubmitAttempt } from './useSubmitAttempt';

/**
 * The runner: one question at a time, the navigator, the clock, the save state, full screen, submit. Full
 * screen, exits and the countdown are an exam's (exam mode, issue 25 point 6); other work shows its deadline as
 * a date and a way to save and leave (a time limit still counts down: the server ends the attempt then).
 */
export function ExamRunner({
  attempt,
  classId,
  storeName,
}: {
  attempt: ExamAttempt_AttemptFragment;
  classId: string;
  /** The device database (tests give each their own). */
  storeName?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const taking = useAttemptTaking(attempt, storeName);
  const submitAttempt = useSubmitAttempt();
  const questions = useMemo(() => numberQuestions(attempt.exercise.questions), [attempt.exercise.questions]);
  // An IELTS listening or reading section is numbered 1-40 across its parts (docs/design.md section 10).
  const section = ieltsSectionOf(attempt.assignment.kind, attempt.exercise.topicGroup);
  const ielts = useMemo(
    () => (section === 'listening' || section === 'reading' ? numberIeltsSection(questions) : null),
    [section, questions],
  );
  const ranges = useMemo(() => (ielts ? groupRanges(ielts) : null), [ielts]);
  const [index, setIndex] = useState(0);
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const [navOpen, setNavOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<string[]>([]);
  const [fullScreen, setFullScreen] = useState(isFullScreen);
  const [exitWarning, setExitWarning] = useState(false);
  const leaving = useRef(false);
  const [leaveError, setLeaveError] = useState(false);
  const examMode = attempt.assignment.examMode;
  const attemptId = taking.attemptId;
  const flagKey = `flags:${attemptId}`;
  // Spoken answers' recorder comes as the attempt opens, before its first spoken question shows.
  const spoken = attempt.exercise.questions.some((q) =>
    q.parts.some((p) => p.interaction === 'SPOKEN_ANSWER' || p.interaction === 'SPOKEN_TARGET'),
  );
  useEffect(() => {
    if (spoken) preloadRecorder().catch(() => undefined);
  }, [spoken]);

  // Review marks are the student's own, kept on the device with the attempt.
  useEffect(() => {
    if (!taking.ready) return;
    void taking.store.current?.getMark<Record<string, boolean>>(flagKey).then((f) => f && setFlags(f));
  }, [taking.ready, taking.store, flagKey]);
  const toggleFlag = (id: string) =>
    setFlags((current) => {
      const next = { ...current, [id]: !current[id] };
      void taking.store.current?.setMark(flagKey, next);
      return next;
    });

  // Each exit from full screen counts once on the server (an exam's only).
  useEffect(() => {
    if (!examMode) return;
    const changed = () => {
      const now = isFullScreen();
      setFullScreen(now);
      if (!now && !leaving.current && !taking.closed) {
        setExitWarning(true);
        void taking.exitFullScreen();
      }
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [taking, examMode]);

  const finish = useCallback(() => {
    leaving.current = true;
    if (isFullScreen()) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const submit = useCallback(async () => {
    setSubmitting(true);
    setSubmitErrors([]);
    const flushed = await taking.flushNow();
    if (!flushed) {
      setSubmitting(false);
      setSubmitErrors([t('exam.runner.submitWaits')]);
      return;
    }
    const result = await submitAttempt(attemptId);
    setSubmitting(false);
    if (result.attempt && result.attempt.status !== 'UNFINISHED') {
      finish();
      taking.close({ reason: result.attempt.submitReason ?? 'STUDENT', message: null });
      void navigate(paths.examFinish(classId, attemptId));
    } else setSubmitErrors(result.errors.length ? result.errors : [t('exam.runner.stopped')]);
  }, [taking, submitAttempt, attemptId, finish, navigate, classId, t]);

  /** Work outside exam mode is left and resumed: what the device holds goes to the server first. */
  const saveAndLeave = useCallback(async () => {
    setLeaveError(false);
    if (!(await taking.flushNow())) {
      setLeaveError(true);
      return;
    }
    leaving.current = true;
    void navigate(paths.classDetail(classId, 'exercise'));
  }, [taking, navigate, classId]);

  const timeUp = useCallback(() => {
    taking.close({ reason: 'TIME_UP', message: null });
    // The server submits with what it holds; what the device still has goes first when it can.
    void taking.flushNow().then(() => submitAttempt(attemptId));
  }, [taking, submitAttempt, attemptId]);

  useEffect(() => {
    if (taking.closed) finish();
  }, [taking.closed, finish]);

  // Escape closes the phone's question drawer, then the submit summary (nothing else is open over the work).
  useEffect(() => {
    if (!navOpen && !confirming) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (navOpen) setNavOpen(false);
      else setConfirming(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen, confirming]);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (taking.closed?.held)
    return (
      <main className="exam-intro">
        <Alert type="warning" showIcon role="alert" title={t('exam.runner.held')} />
        <div className="exam-actions">
          {/* An IELTS candidate has no class to go back to: their IELTS page (issue 30 point 1). */}
          <Button
            type="primary"
            onClick={() => void navigate(section ? paths.ieltsTest : paths.classDetail(classId))}
          >
            {t(section ? 'exam.finish.backToIelts' : 'exam.runner.backToClass')}
          </Button>
        </div>
      </main>
    );
  if (taking.closed) {
    const message =
      taking.closed.reason === 'TIME_UP'
        ? t('exam.runner.timeUp')
        : taking.closed.reason === 'ACCESS_LIMIT'
          ? t('exam.runner.accessLimit')
          : (taking.closed.message ?? t('exam.runner.closed'));
    return (
      <main className="exam-intro">
        <Alert type="warning" showIcon role="alert" title={message} />
        <div className="exam-actions">
          <Button type="primary" onClick={() => void navigate(paths.examFinish(classId, attemptId))}>
            {t('exam.runner.seeResult')}
          </Button>
        </div>
      </main>
    );
  }

  const current = questions[index];
  const answered = ielts ? ieltsAnswered(ielts, questions, taking.responses) : null;
  const base = confirming ? submitSummary(questions, taking.responses, flags) : null;
  // In IELTS the numbers not answered are the 1-40 of the section; what is marked for review is a part.
  const summary =
    base && answered
      ? { ...base, unanswered: [...answered].filter(([, done]) => !done).map(([n]) => n) }
      : base;
  const partLabel = ielts ? (n: number) => t('exam.ielts.part', { part: n }) : undefined;
  const shown = ielts?.parts[index];
  const heading = shown
    ? t('exam.ielts.partHeading', { part: index + 1, first: shown.first, last: shown.last })
    : current && `${t('exam.runner.question', { number: index + 1 })}: ${current.question.title}`;
  const goTo = (i: number) => {
    setIndex(i);
    setNavOpen(false);
    setConfirming(false);
  };
  const left = taking.accesses.max - taking.accesses.count;
  const canSubmit = taking.ready && taking.pendingCount === 0 && taking.saveState === 'saved';

  return (
    <div className="exam-runner">
      <header className="exam-bar">
        <Button className="exam-nav-toggle" onClick={() => setNavOpen((o) => !o)} aria-expanded={navOpen}>
          {t('exam.runner.openNavigator')}
        </Button>
        <strong className="exam-bar-title">{attempt.assignment.title}</strong>
        {examMode || attempt.assignment.timeLimit ? (
          <ExamCountdown clock={taking.clock} endsAt={taking.endsAt} onExpire={timeUp} />
        ) : (
          <span className="exam-deadline">
            {attempt.assignment.deadline
              ? t('exam.runner.deadline', { date: academyDateTime(attempt.assignment.deadline) })
              : t('exam.runner.noDeadline')}
          </span>
        )}
        {attempt.extraMinutes > 0 && (
          <span className="exam-deadline">{t('exam.runner.extra', { count: attempt.extraMinutes })}</span>
        )}
        <SaveStatus state={taking.saveState} pending={taking.pendingCount} />
        {!examMode && (
          <Button disabled={!taking.ready} onClick={() => void saveAndLeave()}>
            {t('exam.runner.saveAndLeave')}
          </Button>
        )}
        <Button
          type="primary"
          disabled={!canSubmit || submitting}
          onClick={() => {
            // On a phone the drawer would cover the summary.
            setNavOpen(false);
            setConfirming(true);
          }}
        >
          {t('exam.runner.submit')}
        </Button>
      </header>
      {summary && (
        <div
          ref={confirmRef}
          tabIndex={-1}
          className="exam-confirm"
          role="alertdialog"
          aria-label={t('exam.runner.confirmSubmit')}
        >
          <span>{t('exam.runner.confirmSubmit')}</span>
          {summary.blank && <Alert type="warning" showIcon title={t('exam.runner.blankWarning')} />}
          <QuestionList
            label={
              summary.unanswered.length
                ? t('exam.runner.unansweredList', { count: summary.unanswered.length })
                : t('exam.runner.allAnswered')
            }
            numbers={summary.unanswered}
            onGo={(n) => goTo(ielts ? partOfNumber(ielts, n) : n - 1)}
          />
          {summary.flagged.length > 0 && (
            <QuestionList
              label={
                ielts
                  ? t('exam.ielts.flaggedParts', { count: summary.flagged.length })
                  : t('exam.runner.flaggedList', { count: summary.flagged.length })
              }
              numbers={summary.flagged}
              labelOf={partLabel}
              onGo={(n) => goTo(n - 1)}
            />
          )}
          <div className="exam-confirm-actions">
            <Button onClick={() => setConfirming(false)}>{t('exam.runner.keepWorking')}</Button>
            <Button
              type="primary"
              loading={submitting}
              disabled={!canSubmit}
              onClick={() => {
                setConfirming(false);
                void submit();
              }}
            >
              {t('exam.runner.confirm')}
            </Button>
          </div>
        </div>
      )}
      {submitErrors.length > 0 && <Alert type="error" showIcon role="alert" title={submitErrors.join(' ')} />}
      {leaveError && <Alert type="error" showIcon role="alert" title={t('exam.runner.leaveWaits')} />}
      {taking.stopped !== null && (
        <Alert type="error" showIcon role="alert" title={taking.stopped || t('exam.runner.stopped')} />
      )}
      {examMode && (exitWarning || !fullScreen) && (
        <div className="exam-fullscreen">
          {exitWarning && (
            <span role="alert">
              {left > 0 ? t('exam.runner.accessesLeft', { count: left }) : t('exam.runner.accessesNone')}
            </span>
          )}
          {!exitWarning && <span>{t('exam.runner.fullScreenNeeded')}</span>}
          <Button
            onClick={() => {
              setExitWarning(false);
              void enterFullScreen();
            }}
          >
            {t('exam.runner.backToFullScreen')}
          </Button>
        </div>
      )}
      <div className="exam-body">
        <nav className={`exam-nav${navOpen ? ' exam-nav-open' : ''}`} aria-label={t('exam.runner.questions')}>
          {/* On a phone the open drawer covers the bar and its toggle: it closes from inside too. */}
          <Button className="exam-nav-close" onClick={() => setNavOpen(false)}>
            {t('exam.runner.closeNavigator')}
          </Button>
          {ielts && answered ? (
            <Suspense fallback={null}>
              <IeltsNavigator
                numbers={ielts}
                answered={answered}
                flagged={(i) => !!flags[String(questions[i]?.question.id)]}
                current={index}
                onGo={goTo}
              />
            </Suspense>
          ) : (
            <ol>
              {questions.map((q, i) => {
                const id = String(q.question.id);
                const answered = questionAnswered(q, taking.responses);
                const states = [
                  i === index && t('exam.runner.current'),
                  answered && t('exam.runner.answered'),
                  flags[id] && t('exam.runner.flagged'),
                ].filter(Boolean);
                return (
                  <li key={id}>
                    <button
                      type="button"
                      className={`exam-nav-item${i === index ? ' is-current' : ''}${answered ? ' is-answered' : ''}${flags[id] ? ' is-flagged' : ''}`}
                      aria-current={i === index ? 'step' : undefined}
                      aria-label={`${t('exam.runner.navigatorLabel', { number: i + 1 })}${states.length ? ` (${states.join(', ')})` : ''}`}
                      onClick={() => goTo(i)}
                    >
                      {i + 1}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <ul className="exam-legend">
            <li className="is-current">{t('exam.runner.current')}</li>
            <li className="is-answered">{t('exam.runner.answered')}</li>
            <li className="is-flagged">{t('exam.runner.flagged')}</li>
          </ul>
        </nav>
        {current && (
          <main className="exam-question">
            <div className="exam-question-head">
              <h2>{heading}</h2>
              <div className="exam-question-tools">
                <Button
                  aria-pressed={!!flags[String(current.question.id)]}
                  onClick={() => toggleFlag(String(current.question.id))}
                >
                  {flags[String(current.question.id)] ? t('exam.runner.unflag') : t('exam.runner.flag')}
                </Button>
                <ReportProblemButton
                  target={{
                    exerciseId: String(attempt.exercise.id),
                    questionId: String(current.question.id),
                    attemptId: String(attemptId),
                    questionLabel: heading,
                  }}
                />
              </div>
            </div>
            {taking.ready && (
              <QuestionContent
                key={String(current.question.id)}
                entry={current}
                taking={taking}
                audioPlays={attempt.exercise.audioPlays}
                topicGroup={attempt.exercise.topicGroup}
                numberLabels={ranges && labelsOf(ranges, t)}
                strictAudio={section === 'listening'}
              />
            )}
            <div className="exam-actions">
              <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t('exam.runner.previous')}
              </Button>
              <Button disabled={index >= questions.length - 1} onClick={() => setIndex(index + 1)}>
                {t('exam.runner.next')}
              </Button>
            </div>
          </main>
        )}
      </div>
    </div>
  );
}

/** One line of the submit summary: its label and a button to each question it names. */
function QuestionList({
  label,
  numbers,
  onGo,
  labelOf,
}: {
  label: string;
  numbers: readonly number[];
  onGo: (number: number) => void;
  /** How a number reads ("Part 2" for an IELTS part); "Question n" otherwise. */
  labelOf?: ((n: number) => string) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="exam-confirm-list">
      <span>{label}</span>
      {numbers.length > 0 && (
        <ul>
          {numbers.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="exam-confirm-link"
                aria-label={labelOf ? labelOf(n) : t('exam.runner.question', { number: n })}
                onClick={() => onGo(n)}
              >
                {labelOf ? labelOf(n) : n}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Each IELTS question part's label: "Questions 1–8" of a gap-fill of 8, "Question 9" of a choice. */
const labelsOf = (ranges: Readonly<Record<string, readonly [number, number]>>, t: TFunction) =>
  Object.fromEntries(
    Object.entries(ranges).map(([partId, [first, last]]) => [
      partId,
      first === last
        ? t('exam.runner.question', { number: first })
        : t('exam.ielts.questions', { first, last }),
    ]),
  );
