import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Skeleton } from '../../ui/native/Skeleton';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { TextAreaField } from '../../ui/form/fields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SelectField } from '../../ui/form/nativeChoiceFields';
import { Alert, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import type { FeedbackValues } from './feedbackSchema';
import { FEEDBACK_FIELDS, feedbackSchema } from './feedbackSchema';
import { RatingField } from './RatingField';
import { useCreateFeedback } from './useCreateFeedback';
import { useUpdateFeedback } from './useUpdateFeedback';

const FeedbackFormQuery = graphql(`
  query FeedbackFormQuery {
    myClasses {
      id
      name
      viewerMembership {
        id
        status
      }
    }
    feedbacks(pageSize: 300) {
      items {
        id
        classId
        rating
        content
        anonymous
      }
    }
  }
`);

/** Classes a student may write on: the ones they study in (active or on reserve), as the backend says. */
const WRITABLE = new Set(['ACTIVE', 'RESERVE']);

/**
 * `/feedback/createFeedback`: a student writes feedback on one of their classes (`?classId=` chooses it), or
 * changes what they wrote (`?id=`, or choosing a class they already wrote on): 1 to 5 stars, a text, and
 * whether the class's teachers may see who wrote it.
 */
export function FeedbackCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, loading } = useQuery(FeedbackFormQuery, { fetchPolicy: 'cache-and-network' });
  const createFeedback = useCreateFeedback();
  const updateFeedback = useUpdateFeedback();
  const classes = (data?.myClasses ?? []).filter((c) => WRITABLE.has(c.viewerMembership?.status ?? ''));
  const written = data?.feedbacks.items ?? [];
  const editing = written.find((f) => String(f.id) === params.get('id'));
  const initialClass = editing ? String(editing.classId) : (params.get('classId') ?? '');

  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { classId: initialClass, rating: 0, content: '', anonymous: false },
  });
  const classId = useWatch({ control, name: 'classId' });
  const existing = written.find((f) => String(f.classId) === classId);

  // Choosing a class already written on edits that feedback: its words come back into the form.
  useEffect(() => {
    if (existing)
      reset({
        classId: String(existing.classId),
        rating: existing.rating,
        content: existing.content,
        anonymous: existing.anonymous,
      });
  }, [existing, reset]);
  useEffect(() => {
    if (data && initialClass && !existing) reset((v) => ({ ...v, classId: initialClass }));
  }, [data, initialClass, existing, reset]);

  const submit = handleSubmit(async (values) => {
    const result = existing
      ? await updateFeedback(String(existing.id), values)
      : await createFeedback(values);
    if (!applyServerErrors(result.errors, setError, FEEDBACK_FIELDS) && result.ok)
      void navigate(paths.feedback);
  });

  const title = existing ? t('feedback.editTitle') : t('feedback.createTitle');
  return (
    <>
      <PageHeader title={title} crumbs={[{ title: t('feedback.title'), to: paths.feedback }, { title }]} />
      <Card style={{ maxWidth: 720 }}>
        {loading && !data ? (
          <Skeleton />
        ) : classes.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title={t('feedback.noClasses')}
            action={<Link to={paths.classes}>{t('menu.myClasses')}</Link>}
          />
        ) : (
          <FormLayout onSubmit={() => void submit()} label={title}>
            <SelectField
              control={control}
              name="classId"
              label={t('feedback.fields.class')}
              required
              placeholder={t('common.choose')}
              options={classes.map((c) => ({
                value: String(c.id),
                label: written.some((f) => String(f.classId) === String(c.id))
                  ? t('feedback.classWritten', { name: c.name })
                  : c.name,
              }))}
            />
            {existing && <Alert type="info" showIcon title={t('feedback.editingExisting')} role="status" />}
            <RatingField control={control} name="rating" label={t('feedback.fields.rating')} required />
            <TextAreaField
              control={control}
              name="content"
              label={t('feedback.fields.content')}
              required
              rows={5}
            />
            <Controller
              control={control}
              name="anonymous"
              render={({ field }) => (
                <label className="lms-choice feedback-anonymous">
                  <input
                    type="checkbox"
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />{' '}
                  {t('feedback.fields.anonymous')}
                </label>
              )}
            />
            <p className="feedback-item-meta">{t('feedback.anonymousHint')}</p>
            <FormErrorAlert errors={errors} />
            <FormActions
              submitLabel={existing ? t('common.save') : t('feedback.send')}
              submitting={isSubmitting}
              onCancel={() => void navigate(paths.feedback)}
            />
          </FormLayout>
        )}
      </Card>
    </>
  );
}
