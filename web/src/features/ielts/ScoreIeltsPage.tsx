import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { criteriaBand, isBand, overallBand, writingBand } from '@lms/domain';
import { Descriptions } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useForm, useWatch } from 'react-hook-form';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { NotFoundPage } from '../../shared/ErrorPages';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { SelectField } from '../../ui/form/nativeChoiceFields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import { Alert, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { BAND_CHOICES, formatBand } from './bandOptions';
import { RegistrationStatusTag } from './IeltsStatusTag';
import type { MarkingValues, markingSchema } from './ieltsSchemas';
import { useMarkIelts } from './useMarkIelts';
import './ielts.css';

// Publishing and correcting (their dialog, mutations and the record) load once there is a draft.
const BandPublishing = lazy(() => import('./BandPublishing').then((m) => ({ default: m.BandPublishing })));

const ScoreIeltsQuery = graphql(`
  query ScoreIeltsQuery($id: ID!) {
    ieltsRegistration(id: $id) {
      id
      status
      skillPackage
      examinerName
      bandState
      draftedByName
      draftedAt
      markedAt
      candidate {
        id
        name
        email
      }
      examDate {
        id
        examDate
        shift
        format
        test {
          id
          name
        }
      }
      sections {
        skill
        classId
        attemptId
      }
      bands {
        listeningRaw
        listening
        readingRaw
        reading
        writing
        speaking
        overall
        writingTask1 {
          taskAchievement
          coherenceCohesion
          lexicalResource
          grammaticalRange
          band
        }
        writingTask2 {
          taskAchievement
          coherenceCohesion
          lexicalResource
          grammaticalRange
          band
        }
        speakingCriteria {
          fluencyCoherence
          lexicalResource
          grammaticalRange
          pronunciation
          band
        }
      }
    }
  }
`);

const WRITING_CRITERIA = [
  'taskAchievement',
  'coherenceCohesion',
  'lexicalResource',
  'grammaticalRange',
] as const;
const SPEAKING_CRITERIA = [
  'fluencyCoherence',
  'lexicalResource',
  'grammaticalRange',
  'pronunciation',
] as const;

type Four = [number, number, number, number];
/** The four criteria when all are bands, else null (the live bands wait for all four). */
function four(values: Record<string, unknown> | null | undefined, keys: readonly string[]): Four | null {
  if (!values) return null;
  const list = keys.map((k) => values[k]);
  return list.every((v) => typeof v === 'number' && isBand(v)) ? (list as Four) : null;
}

/**
 * `/manageClass/{classId}/manageClassDetail/scoreIelts/{id}` (administrators, the assigned examiner): band
 * marking of one registration's writing (four criteria per task) and speaking (four criteria). The task,
 * writing, speaking and overall bands follow the domain's rules as the examiner chooses. Saving keeps a
 * draft; publishing is a separate step that mails the candidate; published bands are corrected with a reason
 * (issue 30 point 4).
 */
export function ScoreIeltsPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ScoreIeltsQuery, { variables: { id } });
  if (error && !data) return <QueryErrorPage error={error} />;
  const registration = data?.ieltsRegistration;
  if (loading && !data) return <Skeleton />;
  if (!registration) return <NotFoundPage />;
  return <ScoreForm registration={registration} />;
}

type Registration = NonNullable<ResultOf<typeof ScoreIeltsQuery>['ieltsRegistration']>;

function ScoreForm({ registration: r }: { registration: Registration }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const withSpeaking = r.skillPackage === 'FOUR_SKILLS';
  const mark = useMarkIelts();
  const published = r.bandState === 'PUBLISHED';
  const b = r.bands;
  const pick = <K extends string>(v: Record<K, number> | null | undefined, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, v?.[k] ?? null])) as Record<K, number>;
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    getValues,
    formState: { isSubmitting, errors },
  } = useForm<MarkingValues>({
    resolver: lazyZodResolver<ReturnType<typeof markingSchema>>(() =>
      import('./ieltsSchemas').then((m) => m.markingSchema(withSpeaking)),
    ),
    defaultValues: {
      writingTask1: pick(b.writingTask1, WRITING_CRITERIA),
      writingTask2: pick(b.writingTask2, WRITING_CRITERIA),
      speaking: withSpeaking ? pick(b.speakingCriteria, SPEAKING_CRITERIA) : null,
    },
  });
  const values = useWatch({ control });
  const task1 = four(values.writingTask1, WRITING_CRITERIA);
  const task2 = four(values.writingTask2, WRITING_CRITERIA);
  const speak = four(values.speaking ?? null, SPEAKING_CRITERIA);
  const task1Band = task1 && criteriaBand(task1);
  const task2Band = task2 && criteriaBand(task2);
  const writing = task1Band !== null && task2Band !== null ? writingBand(task1Band, task2Band) : null;
  const speaking = speak && criteriaBand(speak);
  const overall =
    withSpeaking &&
    b.listening !== null &&
    b.listening !== undefined &&
    b.reading !== null &&
    b.reading !== undefined &&
    writing !== null &&
    speaking !== null
      ? overallBand([b.listening, b.reading, writing, speaking])
      : null;

  const submit = handleSubmit(async (v) => {
    const result = await mark({
      registrationId: String(r.id),
      writingTask1: v.writingTask1,
      writingTask2: v.writingTask2,
      speaking: v.speaking,
    });
    applyServerErrors(result.errors, setError, ['writingTask1', 'writingTask2', 'speaking']);
  });

  const bandState =
    r.bandState === 'PUBLISHED'
      ? t('ielts.score.statePublished', { when: fmt.dateTime(r.markedAt) })
      : r.bandState === 'DRAFT'
        ? t('ielts.score.stateDraft', { name: r.draftedByName ?? '—', when: fmt.dateTime(r.draftedAt) })
        : t('ielts.score.stateNone');

  const review = (skill: string) => {
    const s = r.sections.find((x) => x.skill === skill);
    return s?.attemptId ? (
      <Link to={paths.resultReview(s.classId, s.attemptId)} target="_blank">
        {t('ielts.score.openAnswers', { skill: t(`ielts.skill.${skill}`) })}
      </Link>
    ) : (
      <span className="ielts-hint">{t('ielts.score.noAttempt')}</span>
    );
  };

  const title = t('ielts.score.title');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { title: t('ielts.markpoint.title'), to: paths.ieltsMarkpoint },
          { title: r.candidate.name },
        ]}
      />
      <Card className="ielts-card">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'c',
              label: t('ielts.fields.candidate'),
              children: `${r.candidate.name} (${r.candidate.email})`,
            },
            {
              key: 'd',
              label: t('ielts.fields.examDate'),
              children: `${fmt.date(r.examDate.examDate)}, ${t(`ielts.shift.${r.examDate.shift}`)}`,
            },
            { key: 't', label: t('ielts.fields.test'), children: r.examDate.test?.name ?? '—' },
            {
              key: 'p',
              label: t('ielts.fields.skillPackage'),
              children: t(`ielts.skillPackage.${r.skillPackage}`),
            },
            {
              key: 's',
              label: t('ielts.fields.status'),
              children: <RegistrationStatusTag status={r.status} />,
            },
            { key: 'b', label: t('ielts.score.state'), children: bandState },
            {
              key: 'l',
              label: t('ielts.skill.LISTENING'),
              children: `${formatBand(b.listening)} (${t('ielts.bands.raw', { raw: b.listeningRaw ?? '–' })})`,
            },
            {
              key: 'r',
              label: t('ielts.skill.READING'),
              children: `${formatBand(b.reading)} (${t('ielts.bands.raw', { raw: b.readingRaw ?? '–' })})`,
            },
          ]}
        />
      </Card>
      <FormLayout onSubmit={() => void submit()} label={title}>
        <Card className="ielts-card" title={t('ielts.score.writingTask1')} extra={review('WRITING')}>
          <Criteria control={control} prefix="writingTask1" keys={WRITING_CRITERIA} task={1} />
          <p>{t('ielts.score.taskBand', { band: formatBand(task1Band) })}</p>
        </Card>
        <Card className="ielts-card" title={t('ielts.score.writingTask2')}>
          <Criteria control={control} prefix="writingTask2" keys={WRITING_CRITERIA} task={2} />
          <p>{t('ielts.score.taskBand', { band: formatBand(task2Band) })}</p>
          <p>
            <strong>{t('ielts.score.writingBand', { band: formatBand(writing) })}</strong>
          </p>
        </Card>
        {withSpeaking ? (
          <Card className="ielts-card" title={t('ielts.skill.SPEAKING')} extra={review('SPEAKING')}>
            <Criteria control={control} prefix="speaking" keys={SPEAKING_CRITERIA} />
            <p>
              <strong>{t('ielts.score.speakingBand', { band: formatBand(speaking) })}</strong>
            </p>
          </Card>
        ) : (
          <Alert type="info" showIcon title={t('ielts.score.threeSkills')} className="ielts-card" />
        )}
        <Card className="ielts-card">
          <p className="ielts-overall" role="status" aria-live="polite">
            {t('ielts.score.overall', { band: formatBand(overall) })}
          </p>
          <FormErrorAlert errors={errors} />
          {!published && <FormActions submitLabel={t('ielts.score.submit')} submitting={isSubmitting} />}
          {r.bandState !== 'NONE' && (
            <Suspense fallback={null}>
              <BandPublishing
                registrationId={String(r.id)}
                candidateName={r.candidate.name}
                published={published}
                marks={async () => ((await trigger()) ? getValues() : null)}
              />
            </Suspense>
          )}
        </Card>
      </FormLayout>
    </>
  );
}

function Criteria({
  control,
  prefix,
  keys,
  task,
}: {
  control: Control<MarkingValues>;
  prefix: 'writingTask1' | 'writingTask2' | 'speaking';
  keys: readonly string[];
  task?: 1 | 2;
}) {
  const { t } = useTranslation();
  return (
    <div className="ielts-criteria">
      {keys.map((k) => (
        <SelectField<MarkingValues, number>
          key={k}
          control={control}
          name={`${prefix}.${k}` as FieldPath<MarkingValues>}
          label={
            k === 'taskAchievement'
              ? t(task === 2 ? 'ielts.criteria.taskResponse' : 'ielts.criteria.taskAchievement')
              : t(`ielts.criteria.${k}`)
          }
          required
          placeholder={t('ielts.score.choose')}
          options={BAND_CHOICES.map((band) => ({ value: band, label: formatBand(band) }))}
        />
      ))}
    </div>
  );
}
