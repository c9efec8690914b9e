import { QUESTION_TYPE_INFO, TOPIC_GROUPS, interactionOf } from '@lms/domain/questions';
import { Card, Col, Row } from '../../ui/native';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuestionType, TopicGroup } from '../../gql/graphql';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { Controlled, SERVER_ERROR, TextAreaField, TextField } from '../../ui/form/fields';
import { MultiSelectField, RadioGroupField, SelectField } from '../../ui/form/nativeChoiceFields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import type { ServerFieldError } from '../../ui/form/serverErrors';
import { FORM_ERROR } from '../../ui/form/serverErrors';
import type { PartContentView } from '../../ui/questions';
import { QuestionView } from '../../ui/questions';
import { MediaUpload } from '../../ui/upload/MediaUpload';
import type { Path } from './editors/shared';
import type { FormPart } from './partForm';
import { formPathOf } from './partForm';
import { PartsList } from './PartsList';
import type { QuestionFormValues } from './questionSchema';
import { useQuestionRuleMessages } from './questionRuleMessages';
import { toDomainType } from './questionTypes';
import { typeGroups } from './typeOptions';
import { useDraft } from './useDraft';

export type QuestionFormMode = 'add' | 'edit' | 'detail';

const ACCEPT = { image: 'image', audio: 'audio' } as const;

/** The live preview: the question as a student will see it, from what the form holds now; it may be tried. */
function Preview() {
  const { t } = useTranslation();
  const [responses, setResponses] = useState<Record<string, unknown>>({});
  const [type, instructions, topicGroup, media, parts] = useWatch<
    QuestionFormValues,
    ['type', 'instructions', 'topicGroup', 'media', 'parts']
  >({ name: ['type', 'instructions', 'topicGroup', 'media', 'parts'] });
  return (
    <Card size="small" title={t('questions.form.preview')} style={{ position: 'sticky', top: 16 }}>
      <QuestionView
        type={toDomainType(type)}
        instructions={instructions}
        topicGroup={topicGroup.toLowerCase()}
        media={media ? { kind: media.kind, url: media.url } : null}
        parts={(parts ?? []).map((p: FormPart) => ({
          id: p.uid,
          type: p.type,
          interaction: interactionOf(p.type),
          // The renderers type content per interaction; the form holds it loosely while it is written.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
          content: p.content as PartContentView,
        }))}
        startNumber={1}
        responses={responses}
        onChange={(id, response) => setResponses((all) => ({ ...all, [id]: response }))}
      />
    </Card>
  );
}

/**
 * The question form in its three modes (docs/product.md point 2): add and edit send it, detail shows it read-only.
 * The preview sits beside it (under it on a phone). A refusal keeps every value and puts each mistake under
 * its field; what is typed is kept in the tab's session across reloads.
 */
export function QuestionForm({
  mode,
  initial,
  weights,
  tags,
  onSubmit,
  submitLabel,
  onCancel,
}: {
  mode: QuestionFormMode;
  initial: QuestionFormValues;
  weights: readonly number[];
  tags: readonly { id: string; name: string }[];
  /** Resolves the server's mistakes, or null once saved. */
  onSubmit?: (values: QuestionFormValues) => Promise<readonly ServerFieldError[] | null>;
  submitLabel?: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  useQuestionRuleMessages();
  const readOnly = mode === 'detail';
  const form = useForm<QuestionFormValues>({
    resolver: lazyZodResolver(() => import('./questionSchema').then((m) => m.questionFormSchema)) as never,
    defaultValues: initial,
  });
  const { control, handleSubmit, setError, formState } = form;
  const draft = useDraft(form, !readOnly);
  const [type, media, topicGroup] = useWatch({ control, name: ['type', 'media', 'topicGroup'] });
  const domainType = toDomainType(type);
  const needs = QUESTION_TYPE_INFO[domainType].media;

  const submit = handleSubmit(async (values) => {
    const errors = await onSubmit?.(values);
    if (errors === null) {
      draft.clear();
      return;
    }
    const general: string[] = [];
    let focus = true;
    for (const error of errors ?? []) {
      const message = error.messages.join(' ');
      if (!error.field) general.push(message);
      else {
        setError(formPathOf(error.field) as Path, { type: SERVER_ERROR, message }, { shouldFocus: focus });
        focus = false;
      }
    }
    if (general.length) setError(FORM_ERROR, { type: SERVER_ERROR, message: general.join(' ') });
  });

  return (
    <FormProvider {...form}>
      <FormLayout
        onSubmit={() => void submit()}
        label={submitLabel ?? t('questions.form.label')}
        disabled={readOnly}
      >
        <Row gutter={24}>
          <Col xs={24} lg={14}>
            <Card size="small" style={{ marginBottom: 12 }}>
              <TextField control={control} name="title" label={t('questions.fields.title')} required />
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <SelectField<QuestionFormValues, QuestionType>
                    control={control}
                    name="type"
                    label={t('questions.fields.type')}
                    required
                    // Only the question's: each part keeps its own type (new parts take this one).
                    options={typeGroups(t).map((group) => ({
                      label: group.label,
                      options: group.types.map(({ value, label }) => ({ value, label })),
                    }))}
                  />
                </Col>
                <Col xs={24} md={12}>
                  <SelectField<QuestionFormValues, TopicGroup>
                    control={control}
                    name="topicGroup"
                    label={t('questions.fields.topicGroup')}
                    options={TOPIC_GROUPS.map((g) => ({
                      value: g.toUpperCase() as TopicGroup,
                      label: t(`topicGroup.${g.toUpperCase()}`),
                    }))}
                  />
                </Col>
              </Row>
              <RadioGroupField
                control={control}
                name="visibility"
                label={t('questions.fields.visibility')}
                options={[
                  { value: 'PRIVATE', label: t('questions.visibility.PRIVATE') },
                  { value: 'PUBLIC', label: t('questions.visibility.PUBLIC') },
                ]}
              />
              <MultiSelectField
                control={control}
                name="tagIds"
                label={t('questions.fields.tags')}
                options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
              />
              <TextAreaField
                control={control}
                name="description"
                label={t('questions.fields.description')}
                rows={2}
              />
              <TextAreaField
                control={control}
                name="instructions"
                label={t('questions.fields.instructions')}
                extra={t('questions.form.instructionsHint')}
                rows={5}
              />
              {(topicGroup === 'LISTENING' || media?.kind === 'AUDIO') && (
                <TextAreaField
                  control={control}
                  name="transcript"
                  label={t('questions.fields.transcript')}
                  extra={t('questions.form.transcriptHint')}
                  rows={4}
                />
              )}
              <Controlled
                control={control}
                name="media"
                label={t(needs ? `questions.form.media_${needs}` : 'questions.fields.media')}
                required={Boolean(needs)}
                group
                render={({ field }) => (
                  <MediaUpload
                    value={(field.value as QuestionFormValues['media']) ?? null}
                    onChange={field.onChange}
                    accept={needs ? ACCEPT[needs] : 'image_or_mp3'}
                    disabled={readOnly}
                  />
                )}
              />
            </Card>
            <PartsList
              type={domainType}
              weights={weights}
              mediaUrl={media?.kind === 'IMG' ? media.url : null}
              readOnly={readOnly}
            />
          </Col>
          <Col xs={24} lg={10}>
            <Preview />
          </Col>
        </Row>
        <FormErrorAlert errors={formState.errors} />
        {!readOnly && (
          <FormActions
            submitLabel={submitLabel ?? t('common.save')}
            submitting={formState.isSubmitting}
            onCancel={onCancel}
          />
        )}
      </FormLayout>
    </FormProvider>
  );
}
