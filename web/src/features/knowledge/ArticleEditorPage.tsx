import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../ui/native/Skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { RadioGroupField, SelectField } from '../../ui/form/nativeChoiceFields';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { Button, Card } from '../../ui/native';
import { InlineSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { ArticleView_article } from './articleFragment';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { ARTICLE_FIELDS } from './articleFields';
import type { ArticleValues, articleSchema } from './articleSchema';
import { LANGUAGES, TOPICS, contentLanguage } from './knowledgeOptions';
import { useCreateArticle } from './useCreateArticle';
import { useUpdateArticle } from './useUpdateArticle';
import './knowledge.css';

// The Markdown renderer (a fifth of the page) loads when the preview is first shown.
const Markdown = lazy(() => import('../../ui/Markdown').then((m) => ({ default: m.Markdown })));

const ArticleEditQuery = graphql(`
  query ArticleEditQuery($id: ID!) {
    article(id: $id) {
      id
      ...ArticleView_article
    }
  }
`);

/**
 * `/knowledge/createArticle` and `/knowledge/editArticle?id=` (administrators): an article's title, summary,
 * topic, language and Markdown text, with a preview as readers will see it; published or kept as a draft.
 */
export function ArticleEditorPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, loading } = useQuery(ArticleEditQuery, { variables: { id: id ?? '' }, skip: !id });
  const article = data?.article ? getFragmentData(ArticleView_article, data.article) : null;
  const createArticle = useCreateArticle();
  const updateArticle = useUpdateArticle();
  const [preview, setPreview] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<ArticleValues>({
    resolver: lazyZodResolver<typeof articleSchema>(() =>
      import('./articleSchema').then((m) => m.articleSchema),
    ),
    defaultValues: {
      title: '',
      summary: '',
      body: '',
      topic: 'STUDY_SKILLS',
      language: contentLanguage(i18n.resolvedLanguage),
      published: true,
    },
  });
  const body = useWatch({ control, name: 'body' });
  useEffect(() => {
    if (article)
      reset({
        title: article.title,
        summary: article.summary,
        body: article.body,
        topic: article.topic,
        language: article.language,
        published: article.published,
      });
  }, [article, reset]);

  if (id && !loading && !data?.article) return <NotFoundPage />;

  const submit = handleSubmit(
    async (values) => {
      const result = id ? await updateArticle({ id, ...values }) : await createArticle(values);
      if (!applyServerErrors(result.errors, setError, ARTICLE_FIELDS) && result.id)
        void navigate(paths.article(result.id));
      else if (result.errors.some((e) => e.field === 'body')) setPreview(false);
    },
    // A mistake in the text is shown under it: leave the preview.
    (invalid) => invalid.body && setPreview(false),
  );

  const title = id ? t('knowledge.editTitle') : t('knowledge.createTitle');
  return (
    <>
      <PageHeader title={title} crumbs={[{ title: t('knowledge.title'), to: paths.knowledge }, { title }]} />
      <Card style={{ maxWidth: 900 }}>
        {id && loading && !article ? (
          <Skeleton />
        ) : (
          <FormLayout onSubmit={() => void submit()} label={title}>
            <TextField control={control} name="title" label={t('knowledge.fields.title')} required />
            <TextAreaField control={control} name="summary" label={t('knowledge.fields.summary')} rows={2} />
            <SelectField
              control={control}
              name="topic"
              label={t('knowledge.fields.topic')}
              required
              options={TOPICS.map((v) => ({ value: v, label: t(`knowledge.topics.${v}`) }))}
            />
            <RadioGroupField
              control={control}
              name="language"
              label={t('knowledge.fields.language')}
              options={LANGUAGES.map((v) => ({ value: v, label: t(`knowledge.languages.${v}`) }))}
            />
            <div className="article-editor-tabs">
              <Button
                type={preview ? 'default' : 'primary'}
                onClick={() => setPreview(false)}
                aria-pressed={!preview}
              >
                {t('knowledge.write')}
              </Button>{' '}
              <Button
                type={preview ? 'primary' : 'default'}
                onClick={() => setPreview(true)}
                aria-pressed={preview}
              >
                {t('knowledge.preview')}
              </Button>
            </div>
            {preview ? (
              <section className="article-editor-preview" aria-label={t('knowledge.preview')}>
                <Suspense fallback={<InlineSpinner />}>
                  <Markdown>{body || t('knowledge.previewEmpty')}</Markdown>
                </Suspense>
              </section>
            ) : (
              <TextAreaField
                control={control}
                name="body"
                label={t('knowledge.fields.body')}
                required
                rows={18}
                extra={t('knowledge.markdownHint')}
              />
            )}
            <Controller
              control={control}
              name="published"
              render={({ field }) => (
                <label className="lms-choice">
                  <input
                    type="checkbox"
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />{' '}
                  {t('knowledge.fields.published')}
                </label>
              )}
            />
            <FormErrorAlert errors={errors} />
            <FormActions
              submitLabel={id ? t('common.save') : t('knowledge.publishOrSave')}
              submitting={isSubmitting}
              onCancel={() => void navigate(id ? paths.article(id) : paths.knowledge)}
            />
          </FormLayout>
        )}
      </Card>
    </>
  );
}
