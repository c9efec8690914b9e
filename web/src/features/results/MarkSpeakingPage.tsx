import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import {
  MARKING_MESSAGES,
  partScoreFits,
  SPEAKING_BANDS,
  SPEAKING_CRITERIA,
  SPEAKING_MESSAGES,
  type SpeakingBand,
} from '@lms/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { getFragmentData, graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { useDomainMessages } from '../../shared/useDomainMessages';
import { RadioGroupField } from '../../ui/form/nativeChoiceFields';
import { Alert, Button, Card } from '../../ui/native';
import { Descriptions } from '../../ui/native/Descriptions';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { numberParts } from '../../ui/questions';
import { domainInteraction } from '../../shared/partFields';
import { toast } from '../../ui/toast';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import type { rubricSchema } from './rubricSchema';
import { MarkAttempt_marking } from './markAttemptQuery';
import { MarkingActions } from './MarkingActions';
import { ReturnWorkDialog } from './ReturnWorkDialog';
import { SpokenPartCard } from './SpokenPartCard';
import { useMarkingDraft } from './useMarkingDraft';
import { useSaveMarkingDraft } from './useSaveMarkingDraft';
import { MarkingPresenceAlert } from './MarkingPresenceAlert';
import { useSaveSpeakingRubric } from './useSaveSpeakingRubric';

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

type RubricValues = z.infer<typeof rubricSchema>;

type Loaded = ResultOf<typeof MarkSpeakingQuery> & {
  attemptReview: NonNullable<ResultOf<typeof MarkSpeakingQuery>['attemptReview']>;
  marking: NonNullable<ResultOf<typeof MarkSpeakingQuery>['marking']>;
  speakingScore: NonNullable<ResultOf<typeof MarkSpeakingQuery>['speakingScore']>;
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
  const navigate = useNavigate();
  useDomainMessages('markingRules', MARKING_MESSAGES);
  useDomainMessages('speakingRules', SPEAKING_MESSAGES);
  const saveRubric = useSaveSpeakingRubric();
  const saveDraft = useSaveMarkingDraft();
  const review = data.attemptReview;
  const marking = getFragmentData(MarkAttempt_marking, data.marking);
  const score = getFragmentData(MarkSpeaking_score, data.speakingScore);
  const submitted = marking.status !== 'UNFINISHED';

  const given = new Map(score.rubric.map((m) => [m.criterion, m.band]));
  const { control, handleSubmit, setError } = useForm<RubricValues>({
    resolver: lazyZodResolver<typeof rubricSchema>(() =>
      import('./rubricSchema').then((m) => m.rubricSchema),
    ),
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
  const maximum = review.result.assignment?.maxScore ?? 0;
  const draft = useMarkingDraft({
    attemptId,
    maximum,
    save,
    afterReturn: () => void navigate(paths.marking),
  });
  const { busy, setBusy } = draft;

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

      {spoken.map((p, i) => (
        <SpokenPartCard
          key={p.id}
          part={p}
          index={i}
          about={info.get(p.id)}
          speech={speech.get(p.id)}
          score={scores[p.id]}
          error={errors[p.id]}
          disabled={!submitted}
          onScore={(value) => setScores((s) => ({ ...s, [p.id]: value }))}
        />
      ))}

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

      <MarkingActions draft={draft} submitted={submitted} formErrors={errors.form} wrap />
      <ReturnWorkDialog {...draft.dialog} studentName={review.result.student?.name ?? ''} numbers={numbers} />
    </>
  );
}
