import { BarChartOutlined, EditOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Alert, Flex, Space, Switch } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Button, Card } from '../../ui/native';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ErrorPages';
import { domainContent, registryType } from '../../shared/partFields';
import { paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { InlineSpinner } from '../../ui/FullScreenSpinner';
import { PageHeader } from '../../ui/PageHeader';
import type { PartReview } from '../../ui/questions';
import { QuestionView } from '../../ui/questions';
import { mayWriteItem, pathOfStore } from './bankAccess';
import { useExerciseContent } from './exerciseContent';
import type { scoreLocally } from './partConversion';
import { partInteraction } from './registryNames';

/**
 * `/exercise/createExcercises/preview?id=`: the exercise as a student will see it, answerable; the answers
 * stay in the page (nothing is saved). "Check answers" scores them with the scorer the backend uses, loaded
 * when first asked for (the scorer brings zod's engine: docs/decisions.md "Weight budgets per kind of page").
 */
export function ExercisePreviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [responses, setResponses] = useState<Record<string, unknown>>({});
  const [checking, setChecking] = useState(false);
  const [scorer, setScorer] = useState<{ score: typeof scoreLocally } | null>(null);
  const check = (on: boolean) => {
    setChecking(on);
    if (on && !scorer) void import('./partConversion').then((m) => setScorer({ score: m.scoreLocally }));
  };
  const { data, loading, exercise } = useExerciseContent(id);
  if (!id || (!loading && data && !exercise)) return <NotFoundPage />;

  // Parts are numbered across the exercise; passages take none.
  const counts = (exercise?.questions ?? []).map(
    (question) => question.parts.filter((p) => p.content.__typename !== 'PassageContent').length,
  );
  const questions = (exercise?.questions ?? []).map((question, i) => ({
    question,
    start: 1 + counts.slice(0, i).reduce((sum, n) => sum + n, 0),
  }));

  // Scored locally part by part; parts a person or the speech scorer marks are counted apart.
  const scores = !scorer
    ? []
    : questions.flatMap(({ question }) =>
        question.parts.map((part) => ({ part, score: scorer.score(part, responses[part.id]) })),
      );
  const earned = scores.reduce(
    (sum, s) => sum + (s.score.status === 'scored' ? s.score.score * s.part.weight : 0),
    0,
  );
  const keyed = scores.filter((s) => s.score.status === 'scored');
  const keyedPoints = keyed.reduce((sum, s) => sum + s.part.score * s.part.weight, 0);
  const review =
    checking && scorer ? Object.fromEntries(scores.map((s) => [s.part.id, s.score as PartReview])) : null;

  return (
    <>
      <PageHeader
        title={
          exercise ? t('exercises.previewTitle', { name: exercise.name }) : t('exercises.previewHeading')
        }
        crumbs={[
          { title: t('exercises.menu') },
          ...(exercise
            ? [{ title: t(`bankStore.${exercise.store}`), to: paths.exercises(pathOfStore(exercise.store)) }]
            : []),
          { title: t('exercises.previewHeading') },
        ]}
        extra={
          exercise && (
            <Space wrap>
              <Link to={paths.exerciseReview(exercise.id)}>
                <Button icon={<FileSearchOutlined />}>{t('exercises.review')}</Button>
              </Link>
              {exercise.assigned && (
                <Link to={paths.exerciseExamResult(exercise.id)}>
                  <Button icon={<BarChartOutlined />}>{t('examResult.link')}</Button>
                </Link>
              )}
              {mayWriteItem(exercise) && (
                <Link to={paths.exerciseCreate(pathOfStore(exercise.store), exercise.id)}>
                  <Button icon={<EditOutlined />}>{t('common.edit')}</Button>
                </Link>
              )}
            </Space>
          )
        }
      />
      {loading || !exercise ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <span>
                {t('exercises.previewNote', {
                  questions: exercise.figures.questionCount,
                  points: format.number(exercise.figures.totalPoints),
                })}
              </span>
              <Space>
                <Switch
                  checked={checking}
                  onChange={check}
                  aria-label={t('exercises.checkAnswers')}
                  id="check-answers"
                />
                <label htmlFor="check-answers">{t('exercises.checkAnswers')}</label>
              </Space>
            </Flex>
            {checking && !scorer && <InlineSpinner />}
            {checking && scorer && (
              <Alert
                style={{ marginTop: 12 }}
                type="info"
                showIcon
                role="status"
                title={t('exercises.checkResult', {
                  earned: format.number(earned, 2),
                  total: format.number(keyedPoints, 2),
                })}
                description={
                  keyed.length < scores.length
                    ? t('exercises.checkMarkedLater', { count: scores.length - keyed.length })
                    : undefined
                }
              />
            )}
          </Card>
          {questions.length === 0 && <Alert type="warning" showIcon title={t('exercises.noQuestions')} />}
          {questions.map(({ question, start }, index) => (
            <Card
              key={question.id}
              style={{ marginBottom: 16 }}
              title={t('exercises.questionHeading', { number: index + 1, title: question.title })}
            >
              <QuestionView
                type={registryType(question.type)}
                instructions={question.instructions}
                topicGroup={question.topicGroup.toLowerCase()}
                media={question.media ? { kind: question.media.kind, url: question.media.url } : null}
                parts={question.parts.map((part) => ({
                  id: String(part.id),
                  interaction: partInteraction(part),
                  // Its own type: a section mixes a passage, judgements and blanks.
                  type: registryType(part.type),
                  content: domainContent(part.content),
                }))}
                startNumber={start}
                responses={responses}
                onChange={(partId, response) =>
                  setResponses((current) => ({ ...current, [partId]: response }))
                }
                review={review}
              />
            </Card>
          ))}
        </>
      )}
    </>
  );
}
