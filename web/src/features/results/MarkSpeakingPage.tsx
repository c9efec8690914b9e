import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MARKING_MESSAGES,
  partScoreFits,
  SPEAKING_BANDS,
  SPEAKING_CRITERIA,
  SPEAKING_MESSAGES,
  type SpeakingBand,
  type SpeakingCriterion,
} from '@lms/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { getFragmentData, graphql } from '../../gql';
import type { MarkSpeakingQueryQuery, SpeechScoreStatus } from '../../gql/graphql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useDomainMessages } from '../../shared/useDomainMessages';
import { FormItem } from '../../ui/form/FormItem';
import { RadioGroupField } from '../../ui/form/nativeChoiceFields';
import { useFormatters } from '../../ui/format';
import { Alert, Button, Card, Space } from '../../ui/native';
import { Descriptions } from '../../ui/native/Descriptions';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { numberParts } from '../../ui/questions';
import { domainInteraction } from '../../shared/partFields';
import { toast } from '../../ui/toast';
import { MarkAttempt_marking } from './MarkAttemptPage';
import { returnCheck, ReturnWorkDialog, type ReturnCheck } from './ReturnWorkDialog';
import { useReturnAttempt } from './useReturnAttempt';
import { useSaveMarkingDraft } from './useSaveMarkingDraft';
import { MarkingPresenceAlert } from './MarkingPresenceAlert';
import { useSaveSpeakingRubric } from './useSaveSpeakingRubric';
import { MediaAudio } from '../../ui/upload/FreshMedia';

export const MarkSpeaking_score = graphql(`
  fragment MarkSpeaking_score on SpeakingScore {
    attemptId
    engine
    rubric {
      criterion
      band
      points
    }
    rubricParts {
      partId
      maxScore
      answered
      score
    }
    speech {
      partId
      targetText
      maxScore
      status
      recognised
      match
      score
      words {
        word
        said
      }
      error
    }
  }
`);

const MarkSpeakingQuery = graphql(`
  query MarkSpeakingQuery($id: ID!) {
    attemptReview(id: $id) {
      exerciseName
      result {
        id
        status
        student {
          id
          name
        }
        assignment {
          id
          title
          maxScore
          class {
            id
            name
          }
        }
      }
      questions {
        question {
          id
          title
          parts {
            id
            interaction
            content {
              __typename
              ... on SpokenAnswerContent {
                prompt
                cueCard
              }
              ... on SpokenTargetContent {
                prompt
              }
            }
          }
        }
        parts {
          part {
            id
          }
          answer {
            __typename
            ... on SpokenAnswer {
              media {
                id
                url
              }
            }
          }
        }
      }
    }
    marking(attemptId: $id) {
      ...MarkAttempt_marking
    }
    speakingScore(attemptId: $id) {
      ...MarkSpeaking_score
    }
  }
`);

/** The playback speeds a marker may listen at. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;

/** The rubric form: a band (or none yet) per criterion, checked with the domain's bands. */
const rubricSchema = z.object(
  Object.fromEntries(SPEAKING_CRITERIA.map((c) => [c, z.enum(SPEAKING_BANDS).nullable()])) as Record<
    SpeakingCriterion,
    z.ZodNullable<z.ZodEnum<{ [B in SpeakingBand]: B }>>
  >,
);
type RubricValues = z.infer<typeof rubricSchema>;

/** A recording with its own speed: 0.75, 1, 1.25 or 1.5; `describedBy`: the prompt it answers. */
function Recording({ url, label, describedBy }: { url: string; label: string; describedBy?: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState<number>(1);
  const name = `speed-${label}`;
  return (
    <div className="speaking-recording">
      <MediaAudio
        ref={audio}
        controls
        preload="none"
        src={url}
        aria-label={label}
        aria-describedby={describedBy}
      />
      <div role="radiogroup" aria-label={t('speaking.speed')} className="lms-choices">
        {PLAYBACK_RATES.map((r) => (
          <label key={r} className="lms-choice">
            <input
              type="radio"
              name={name}
              checked={rate === r}
              onChange={() => {
                setRate(r);
                if (audio.current) audio.current.playbackRate = r;
              }}
            />
            {`${r}×`}
          </label>
        ))}
      </div>
    </div>
  );
}

type Loaded = MarkSpeakingQueryQuery & {
  attemptReview: NonNullable<MarkSpeakingQueryQuery['attemptReview']>;
  marking: NonNullable<MarkSpeakingQueryQuery['marking']>;
  speakingScore: NonNullable<MarkSpeakingQueryQuery['speakingScore']>;
};

/**
 * `/manageClass/{classId}/manageClassDetail/{studentId}/markSpeaking/{attemptId}` (docs/product.md, issue 13): a
 * marker listens to the student's recordings (at 0.75 to 1.5 speed), gives a band of the oral rubric per
 * criterion, reads what the speech recogniser heard of each read-aloud part and its suggested score (or why
 * there is none), overrides any score, saves the draft and returns the work.
 */
export function MarkSpeakingPage() {
  const { t } = useTranslation();
  const { attemptId = '' } = useParams();
  const { data, loading, error } = useQuery(MarkSpeakingQuery, {
    variables: { id: attemptId },
    errorPolicy: 'all',
  });
  const review = data?.attemptReview;
  const ready = review && data?.marking && data?.speakingScore;
  if (!loading && !ready) return error ? <QueryErrorPage error={error} /> : <NotFoundPage />;
  const cls = review?.result.assignment?.class;
  return (
    <>
      <PageHeader
        title={review ? t('speaking.heading', { name: review.exerciseName }) : t('speaking.title')}
        crumbs={[
          { title: t('dashboard.markingTitle'), to: paths.marking },
          ...(cls && review?.result.student
            ? [
                {
                  title: t('marking.title'),
                  to: paths.markAttempt(cls.id, review.result.student.id, review.result.id),
                },
              ]
            : []),
          { title: t('speaking.title') },
        ]}
      />
      {!ready ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <SpeakingForm key={attemptId} data={data as Loaded} attemptId={attemptId} />
      )}
    </>
  );
}

function SpeakingForm({ data, attemptId }: { data: Loaded; attemptId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  useDomainMessages('markingRules', MARKING_MESSAGES);
  useDomainMessages('speakingRules', SPEAKING_MESSAGES);
  const saveRubric = useSaveSpeakingRubric();
  const saveDraft = useSaveMarkingDraft();
  const returnAttempt = useReturnAttempt();
  const review = data.attemptReview;
  const marking = getFragmentData(MarkAttempt_marking, data.marking);
  const score = getFragmentData(MarkSpeaking_score, data.speakingScore);
  const submitted = marking.status !== 'UNFINISHED';

  const given = new Map(score.rubric.map((m) => [m.criterion, m.band]));
  const { control, handleSubmit, setError } = useForm<RubricValues>({
    resolver: zodResolver(rubricSchema),
    defaultValues: Object.fromEntries(
      SPEAKING_CRITERIA.map((c) => [c, (given.get(c) as SpeakingBand | undefined) ?? null]),
    ) as RubricValues,
  });

  // The exam's numbers of every part, as the marking page and the backend name them.
  const numbers = numberParts(
    review.questions.flatMap((q) =>
      q.question.parts.map((p) => ({ id: String(p.id), interaction: domainInteraction(p.interaction) })),
    ),
  );
  // The spoken parts, in the exercise's order, with the prompt they answer and the student's recording.
  const spoken = review.questions.flatMap((q) =>
    q.question.parts
      .filter((p) => p.interaction === 'SPOKEN_ANSWER' || p.interaction === 'SPOKEN_TARGET')
      .map((p) => {
        const answer = q.parts.find((r) => String(r.part.id) === String(p.id))?.answer;
        const content = p.content;
        return {
          id: String(p.id),
          number: numbers[String(p.id)],
          title: q.question.title,
          interaction: p.interaction,
          prompt:
            content.__typename === 'SpokenAnswerContent' || content.__typename === 'SpokenTargetContent'
              ? content.prompt
              : '',
          cueCard: content.__typename === 'SpokenAnswerContent' ? content.cueCard : [],
          url: answer?.__typename === 'SpokenAnswer' ? (answer.media?.url ?? null) : null,
        };
      }),
  );
  const info = new Map(marking.parts.map((p) => [String(p.partId), p]));
  const drafted = new Map((marking.draft?.parts ?? []).map((p) => [String(p.partId), p]));
  const speech = new Map(score.speech.map((s) => [String(s.partId), s]));
  const [scores, setScores] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(
      spoken.map((p) => [
        p.id,
        drafted.get(p.id)?.score ?? info.get(p.id)?.score ?? speech.get(p.id)?.score ?? null,
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState<'rubric' | 'save' | 'return' | null>(null);
  // Returning asks first, with the total and the parts nobody marked (issue 25 point 4).
  const [returning, setReturning] = useState<ReturnCheck | null>(null);
  const [returnError, setReturnError] = useState<string | null>(null);
  const maximum = review.result.assignment?.maxScore ?? 0;

  const onRubric = handleSubmit(async (values) => {
    const marks = SPEAKING_CRITERIA.flatMap((c) => (values[c] ? [{ criterion: c, band: values[c] }] : []));
    if (!marks.length) return;
    setBusy('rubric');
    const answer = await saveRubric({ attemptId, marks });
    setBusy(null);
    if (answer.score) {
      const saved = getFragmentData(MarkSpeaking_score, answer.score);
      // Only the parts with a recording take the rubric's score: the server leaves the others alone.
      const fromRubric = saved.rubricParts.filter(
        (p) => p.answered && p.score !== null && p.score !== undefined,
      );
      if (fromRubric.length)
        setScores((s) => ({
          ...s,
          ...Object.fromEntries(fromRubric.map((p) => [String(p.partId), p.score!])),
        }));
      toast.success(t('speaking.rubricSaved'));
      return;
    }
    for (const e of answer.errors) {
      const at = /^marks\.(\d+)\.\w+/.exec(e.field ?? '');
      const criterion = at ? marks[Number(at[1])]?.criterion : undefined;
      if (criterion) setError(criterion, { message: e.messages.join(' ') });
      else setErrors((x) => ({ ...x, form: e.messages }));
    }
  });

  /**
   * The spoken parts' scores into the draft; the marks as the server now holds them, or null (errors under
   * their fields) when refused.
   */
  async function save() {
    const found: Record<string, string[]> = {};
    for (const p of spoken) {
      const value = scores[p.id];
      if (value !== null && value !== undefined && !partScoreFits(value, info.get(p.id)?.maxScore ?? 0))
        found[p.id] = [t('markingRules.mark_part_score_range')];
    }
    setErrors(found);
    if (Object.keys(found).length) return null;
    const answer = await saveDraft({
      attemptId,
      // Scores only: the part's comment and error tags stay as the draft holds them, which another marker
      // may have written since this page opened (issue 26 point 5).
      parts: spoken.map((p) => ({ partId: p.id, score: scores[p.id] ?? null })),
    });
    if (!answer.marking) {
      setErrors({ form: answer.errors.flatMap((e) => e.messages) });
      return null;
    }
    return getFragmentData(MarkAttempt_marking, answer.marking);
  }

  async function onSave() {
    setBusy('save');
    if (await save()) toast.success(t('marking.draftSaved'));
    setBusy(null);
  }

  /** Saves the draft, then asks: the total the server's draft gives, the parts nobody marked. */
  async function onReturn() {
    setBusy('return');
    const saved = await save();
    setBusy(null);
    if (!saved) return;
    setReturnError(null);
    setReturning(returnCheck(saved, maximum));
  }

  async function onConfirmReturn() {
    const confirmUnmarked = (returning?.unmarked.length ?? 0) > 0;
    setBusy('return');
    const answer = await returnAttempt(attemptId, { confirmUnmarked });
    setBusy(null);
    if (answer.ok) {
      setReturning(null);
      void navigate(paths.marking);
    } else setReturnError(answer.errors.flatMap((e) => e.messages).join(' ') || null);
  }

  const whyNot = (status: SpeechScoreStatus) =>
    status === 'SCORED' ? null : t(`speaking.speechStatus.${status}`);

  return (
    <>
      <MarkingPresenceAlert attemptId={attemptId} />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          items={[
            { key: 'student', label: t('resultList.student'), children: review.result.student?.name ?? '—' },
            {
              key: 'class',
              label: t('resultList.class'),
              children: review.result.assignment?.class?.name ?? '—',
            },
            {
              key: 'title',
              label: t('resultList.assignment'),
              children: review.result.assignment?.title ?? '—',
            },
            {
              key: 'engine',
              label: t('speaking.engine'),
              children: score.engine ? t('speaking.engines.' + score.engine) : t('speaking.noEngine'),
            },
          ]}
        />
        {!submitted && (
          <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('marking.notSubmitted')} />
        )}
      </Card>

      {spoken.length === 0 && (
        <Alert style={{ marginBottom: 16 }} type="info" showIcon title={t('speaking.noParts')} />
      )}

      {spoken.map((p, i) => {
        const about = info.get(p.id);
        const result = speech.get(p.id);
        const why = result ? whyNot(result.status) : null;
        return (
          <Card
            key={p.id}
            title={t('speaking.part', { number: i + 1, title: p.title })}
            style={{ marginBottom: 16 }}
          >
            {p.prompt && (
              <div id={`speaking-prompt-${p.id}`} className="speaking-prompt">
                <p>
                  <strong>{t('speaking.prompt')}:</strong> {p.prompt}
                </p>
                {p.cueCard.length > 0 && (
                  <ul aria-label={t('speaking.cueCard')}>
                    {p.cueCard.map((point, k) => (
                      <li key={k}>{point}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {p.url ? (
              <Recording
                url={p.url}
                label={t('speaking.recordingOf', { number: i + 1 })}
                describedBy={p.prompt ? `speaking-prompt-${p.id}` : undefined}
              />
            ) : (
              <p>{t('speaking.noRecording')}</p>
            )}
            {result && (
              <section aria-label={t('speaking.recogniser')} className="speaking-speech">
                <p>
                  <strong>{t('speaking.target')}:</strong> {result.targetText}
                </p>
                {why ? (
                  <Alert type="info" showIcon title={why} description={result.error || undefined} />
                ) : (
                  <>
                    <p>
                      <strong>{t('speaking.heard')}:</strong> {result.recognised || '—'}
                    </p>
                    <p aria-label={t('speaking.words')}>
                      {result.words.map((w, k) => (
                        <span key={k} className={w.said ? 'speech-word said' : 'speech-word missed'}>
                          {w.said ? w.word : <del>{w.word}</del>}{' '}
                        </span>
                      ))}
                    </p>
                    <p>
                      {t('speaking.suggested', {
                        match: format.number((result.match ?? 0) * 100, 0),
                        score: format.number(result.score ?? 0, 2),
                        max: format.number(result.maxScore, 2),
                      })}
                    </p>
                  </>
                )}
              </section>
            )}
            <FormItem
              label={t('marking.score', {
                number: p.number ?? i + 1,
                max: format.number(about?.maxScore ?? 0, 2),
              })}
              htmlFor={`speaking-score-${p.id}`}
              extra={
                !p.url && about && !about.answered
                  ? t('marking.noAnswer')
                  : p.interaction === 'SPOKEN_ANSWER'
                    ? t('speaking.fromRubric')
                    : t('speaking.override')
              }
              {...(errors[p.id] ? { validateStatus: 'error' as const, help: errors[p.id]!.join(' ') } : {})}
            >
              <input
                id={`speaking-score-${p.id}`}
                className="lms-input"
                type="number"
                inputMode="decimal"
                min={0}
                max={about?.maxScore ?? 0}
                step={0.25}
                style={{ maxWidth: 160 }}
                disabled={!submitted}
                value={scores[p.id] ?? ''}
                onChange={(e) =>
                  setScores((s) => ({
                    ...s,
                    [p.id]:
                      e.target.value.trim() === '' || Number.isNaN(Number(e.target.value))
                        ? null
                        : Number(e.target.value),
                  }))
                }
              />
            </FormItem>
          </Card>
        );
      })}

      <Card title={t('speaking.rubric')} style={{ marginBottom: 16 }}>
        <form onSubmit={(e) => void onRubric(e)} noValidate>
          {SPEAKING_CRITERIA.map((c) => (
            <RadioGroupField
              key={c}
              control={control}
              name={c}
              label={t(`speaking.criteria.${c}`)}
              disabled={!submitted}
              options={SPEAKING_BANDS.map((b) => ({ value: b, label: b }))}
            />
          ))}
          <Button htmlType="submit" loading={busy === 'rubric'} disabled={!submitted || busy !== null}>
            {t('speaking.saveRubric')}
          </Button>
        </form>
      </Card>

      <Card>
        {errors.form?.length ? (
          <Alert style={{ marginBottom: 12 }} type="error" showIcon title={errors.form.join(' ')} />
        ) : null}
        <Space wrap>
          <Button
            onClick={() => void onSave()}
            loading={busy === 'save'}
            disabled={!submitted || busy !== null}
          >
            {t('marking.saveDraft')}
          </Button>
          <Button
            type="primary"
            onClick={() => void onReturn()}
            loading={busy === 'return'}
            disabled={!submitted || busy !== null}
          >
            {t('marking.returnWork')}
          </Button>
        </Space>
      </Card>
      <ReturnWorkDialog
        check={returning}
        studentName={review.result.student?.name ?? ''}
        numbers={numbers}
        busy={busy === 'return'}
        error={returnError}
        onConfirm={() => void onConfirmReturn()}
        onCancel={() => setReturning(null)}
      />
    </>
  );
}
