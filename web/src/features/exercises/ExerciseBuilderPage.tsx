import type { ResultOf } from '@graphql-typed-document-node/core';
import { SaveOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Card, Col, Row } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../gql';
import { ForbiddenPage, NotFoundPage } from '../../shared/ErrorPages';
import type { BankStorePath } from '../../shared/paths';
import { BANK_STORE_PATHS, paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { RadioGroupField, SelectField } from '../../ui/form/optionFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { PageHeader } from '../../ui/PageHeader';
import { TOPIC_GROUPS, mayCreate, mayWriteItem } from './bankAccess';
import type { BuilderDraft } from './builderDraft';
import { clearDraft, readDraft, writeDraft } from './builderDraft';
import type { BuilderQuestion } from './builderQuestion';
import { ExerciseBuilder_question, liveFigures } from './builderQuestion';
import { ChosenQuestions } from './ChosenQuestions';
import type { ExerciseFormValues } from './exerciseSchema';
import {
  AUDIO_PLAYS,
  AUDIO_PLAYS_LABEL,
  EMPTY_EXERCISE,
  EXERCISE_FORM_FIELDS,
  EXERCISE_QUESTIONS_MAX,
  audioPlaysOf,
} from './exerciseFields';
import type { exerciseFormSchema } from './exerciseSchema';
import { QuestionPicker } from './QuestionPicker';
import { useCreateExercise } from './useCreateExercise';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { useUpdateExercise } from './useUpdateExercise';

const ExerciseBuilderQuery = graphql(`
  query ExerciseBuilderQuery($id: ID!, $editing: Boolean!) {
    exercise(id: $id) @include(if: $editing) {
      id
      name
      description
      topicGroup
      visibility
      audioPlays
      store
      viewerCanWrite
      course {
        id
      }
      tags {
        id
      }
      outdatedQuestionIds
      questions {
        id
        ...ExerciseBuilder_question
      }
    }
    courses(pageSize: 300) {
      items {
        id
        name
      }
    }
    tags(pageSize: 300) {
      items {
        id
        name
      }
    }
  }
`);

const ExerciseBuilderNewerQuery = graphql(`
  query ExerciseBuilderNewerQuery($id: ID!) {
    question(id: $id) {
      id
      ...ExerciseBuilder_question
    }
  }
`);

type Loaded = ResultOf<typeof ExerciseBuilderQuery>;

/**
 * `/exercise/{general|teacher}/createExcercises[?id=]`: the exercise builder. docs/product.md point 3's authoring
 * state: the exercise's fields (name and course first), the questions picked from the bank in order, and the
 * figures as they will be; the draft survives a reload of the tab. Saving opens the preview.
 */
export function ExerciseBuilderPage() {
  const { store } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id');
  const bank = store as BankStorePath;
  const { role } = useSession();
  const valid = BANK_STORE_PATHS.includes(bank);
  const { data, loading } = useQuery(ExerciseBuilderQuery, {
    variables: { id: id ?? '0', editing: Boolean(id) },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (loading || !data) return <Skeleton />;
  if (id && !data.exercise) return <NotFoundPage />;
  const mayWrite = data.exercise ? mayWriteItem(data.exercise) : mayCreate(role, bank);
  if (!mayWrite) return <ForbiddenPage />;
  return <ExerciseBuilder key={`${bank}.${id ?? 'new'}`} bank={bank} id={id} loaded={data} />;
}

function initialDraft(loaded: Loaded): BuilderDraft {
  const exercise = loaded.exercise;
  if (!exercise) return { values: EMPTY_EXERCISE, questions: [] };
  return {
    values: {
      name: exercise.name,
      courseId: exercise.course ? String(exercise.course.id) : null,
      topicGroup: exercise.topicGroup,
      visibility: exercise.visibility,
      tagIds: exercise.tags.map((g) => String(g.id)),
      description: exercise.description,
      audioPlays: audioPlaysOf(exercise.audioPlays),
    },
    questions: exercise.questions.map((q) => getFragmentData(ExerciseBuilder_question, q)),
  };
}

function ExerciseBuilder({ bank, id, loaded }: { bank: BankStorePath; id: string | null; loaded: Loaded }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const create = useCreateExercise();
  const update = useUpdateExercise();
  const [start] = useState(() => readDraft(bank, id) ?? initialDraft(loaded));
  const [questions, setQuestions] = useState<BuilderQuestion[]>(start.questions);
  const [questionsError, setQuestionsError] = useState<string | undefined>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<ExerciseFormValues>({
    resolver: lazyZodResolver<typeof exerciseFormSchema>(() =>
      import('./exerciseSchema').then((m) => m.exerciseFormSchema),
    ),
    // A draft kept before a field existed takes the field's default.
    defaultValues: { ...EMPTY_EXERCISE, ...start.values },
  });
  const values = useWatch({ control }) as ExerciseFormValues;

  // The draft follows every change; it goes when the exercise is saved (and is not written again after).
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) writeDraft(bank, id, { values, questions });
  }, [bank, id, values, questions, saved]);

  const figures = useMemo(() => liveFigures(questions), [questions]);
  const outdated = useMemo(
    () => new Set((loaded.exercise?.outdatedQuestionIds ?? []).map(String)),
    [loaded.exercise],
  );
  const chosenIds = useMemo(() => new Set(questions.map((q) => String(q.id))), [questions]);

  const add = (question: BuilderQuestion) => {
    setQuestionsError(undefined);
    setQuestions((current) =>
      current.some((q) => String(q.id) === String(question.id)) ? current : [...current, question],
    );
  };
  const move = (index: number, by: -1 | 1) =>
    setQuestions((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const remove = (index: number) => setQuestions((current) => current.filter((_, i) => i !== index));
  const replaceWithNewer = async (old: BuilderQuestion) => {
    if (old.supersededById == null) return;
    const result = await client.query({
      query: ExerciseBuilderNewerQuery,
      variables: { id: String(old.supersededById) },
    });
    const newer = result.data?.question;
    if (!newer) return;
    const question = getFragmentData(ExerciseBuilder_question, newer);
    setQuestions((current) => current.map((q) => (String(q.id) === String(old.id) ? question : q)));
  };

  const submit = handleSubmit(async (form) => {
    if (questions.length === 0) {
      setQuestionsError(t('exercises.validation.questionsRequired'));
      return;
    }
    if (questions.length > EXERCISE_QUESTIONS_MAX) {
      setQuestionsError(t('exercises.validation.tooManyQuestions', { count: EXERCISE_QUESTIONS_MAX }));
      return;
    }
    const input = {
      name: form.name,
      courseId: form.courseId,
      topicGroup: form.topicGroup,
      visibility: form.visibility,
      tagIds: form.tagIds,
      description: form.description,
      audioPlays: form.audioPlays,
      questionIds: questions.map((q) => String(q.id)),
    };
    const result = id
      ? await update({ id, ...input })
      : await create({ ...input, courseId: input.courseId ?? undefined });
    const listErrors = result.errors.filter((e) => e.field?.startsWith('questionIds'));
    setQuestionsError(listErrors.length ? listErrors.flatMap((e) => e.messages).join(' ') : undefined);
    applyServerErrors(
      result.errors.filter((e) => !e.field?.startsWith('questionIds')),
      setError,
      EXERCISE_FORM_FIELDS,
    );
    if (result.id && result.errors.length === 0) {
      setSaved(true);
      clearDraft(bank, id);
      void navigate(paths.exercisePreview(result.id));
    }
  });

  const title = id ? t('exercises.editTitle', { name: start.values.name }) : t('exercises.createTitle');
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { title: t('exercises.menu') },
          { title: t(`bankStore.${bank === 'general' ? 'COMMON' : 'PRIVATE'}`), to: paths.exercises(bank) },
          { title },
        ]}
      />
      <Row gutter={16} style={{ rowGap: 16 }}>
        <Col xs={24} xl={10}>
          <Card title={t('exercises.builder.fields')}>
            <FormLayout onSubmit={() => void submit()} label={title}>
              <TextField control={control} name="name" label={t('exercises.fields.name')} required />
              <SelectField
                control={control}
                name="courseId"
                label={t('exercises.fields.course')}
                allowClear
                placeholder={t('exercises.noCourse')}
                options={loaded.courses.items.map((c) => ({ value: String(c.id), label: c.name }))}
              />
              <SelectField
                control={control}
                name="topicGroup"
                label={t('exercises.fields.topicGroup')}
                options={TOPIC_GROUPS.map((g) => ({ value: g, label: t(`topicGroup.${g}`) }))}
              />
              <RadioGroupField
                control={control}
                name="visibility"
                label={t('exercises.fields.visibility')}
                options={[
                  { value: 'PRIVATE', label: t('exercises.visibility.PRIVATE') },
                  { value: 'PUBLIC', label: t('exercises.visibility.PUBLIC') },
                ]}
              />
              <RadioGroupField
                control={control}
                name="audioPlays"
                label={t('exercises.fields.audioPlays')}
                options={AUDIO_PLAYS.map((n) => ({
                  value: n,
                  label: t(`exercises.audioPlays.${AUDIO_PLAYS_LABEL[n]}`),
                }))}
              />
              <SelectField
                control={control}
                name="tagIds"
                mode="multiple"
                label={t('exercises.fields.tags')}
                options={loaded.tags.items.map((g) => ({ value: String(g.id), label: g.name }))}
              />
              <TextAreaField
                control={control}
                name="description"
                label={t('exercises.fields.description')}
                rows={3}
              />
              <FormErrorAlert errors={errors} />
              <button type="submit" hidden aria-hidden />
            </FormLayout>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title={t('exercises.chosen.title')} style={{ marginBottom: 16 }}>
            <ChosenQuestions
              questions={questions}
              figures={figures}
              outdated={outdated}
              error={questionsError}
              onMove={move}
              onRemove={remove}
              onUseNewer={(q) => void replaceWithNewer(q)}
            />
            <div style={{ display: 'flex', justifyContent: 'end', gap: 8, marginTop: 16 }}>
              <Button onClick={() => void navigate(paths.exercises(bank))}>{t('common.cancel')}</Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={isSubmitting}
                onClick={() => void submit()}
              >
                {t('exercises.builder.save')}
              </Button>
            </div>
          </Card>
          <Card title={t('exercises.picker.title')}>
            <QuestionPicker
              store={bank === 'general' ? 'COMMON' : undefined}
              chosen={chosenIds}
              tags={loaded.tags.items}
              onAdd={add}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
