import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Descriptions, Space, Table } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { Button, Card } from '../../ui/native';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Tag } from '../../ui/Tag';
import { mayWriteItem, pathOfStore } from './bankAccess';
import { useExerciseContent } from './exerciseContent';
import { AUDIO_PLAYS_LABEL, audioPlaysOf } from './exerciseFields';
import type { ContentPart } from './partConversion';
import { keyText, markedByOf } from './partConversion';

const MARKED_BY_COLORS = { key: 'green', person: 'gold', speech: 'purple', none: 'default' } as const;

/** A part's prompt in one line: its question, its text, or its target text. */
function promptOf(part: ContentPart): string {
  const c = part.content;
  const prompt = 'prompt' in c ? c.prompt : '';
  if (prompt) return prompt;
  if ('text' in c) return c.text;
  if ('targetText' in c) return c.targetText;
  return '';
}

/**
 * `/exercise/createExcercises/review?id=`: the teacher's review of an exercise: every part with its key,
 * points, weight and who marks it, and the exercise's figures (`exercise/summary-question` and
 * `percent-question`).
 */
export function ExerciseReviewPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, exercise } = useExerciseContent(id);
  if (!id || (!loading && data && !exercise)) return <NotFoundPage />;
  const figures = exercise?.figures;
  const shareOf = new Map((figures?.shares ?? []).map((s) => [String(s.questionId), s]));

  // Parts are numbered across the exercise as the student sees them; passages take no number.
  const numbers = new Map<string, number>();
  for (const part of exercise?.questions.flatMap((q) => q.parts) ?? [])
    if (part.content.__typename !== 'PassageContent') numbers.set(String(part.id), numbers.size + 1);

  return (
    <>
      <PageHeader
        title={exercise ? t('exercises.reviewTitle', { name: exercise.name }) : t('exercises.review')}
        crumbs={[
          { title: t('exercises.menu') },
          ...(exercise
            ? [{ title: t(`bankStore.${exercise.store}`), to: paths.exercises(pathOfStore(exercise.store)) }]
            : []),
          { title: t('exercises.review') },
        ]}
        extra={
          exercise && (
            <Space wrap>
              <Link to={paths.exercisePreview(exercise.id)}>
                <Button icon={<EyeOutlined />}>{t('exercises.previewHeading')}</Button>
              </Link>
              {mayWriteItem(exercise) && (
                <Link to={paths.exerciseCreate(pathOfStore(exercise.store), exercise.id)}>
                  <Button type="primary" icon={<EditOutlined />}>
                    {t('common.edit')}
                  </Button>
                </Link>
              )}
            </Space>
          )
        }
      />
      {loading || !exercise || !figures ? (
        <Card>
          <Skeleton />
        </Card>
      ) : (
        <>
          <Card title={t('exercises.figures.title')} style={{ marginBottom: 16 }}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                { key: 'q', label: t('exercises.figures.questions'), children: figures.questionCount },
                { key: 'p', label: t('exercises.figures.parts'), children: figures.partCount },
                {
                  key: 'pts',
                  label: t('exercises.figures.points'),
                  children: format.number(figures.totalPoints, 2),
                },
                {
                  key: 'mode',
                  label: t('exercises.fields.scoringMode'),
                  children: t(`exercises.scoringMode.${exercise.scoringMode}`),
                },
                {
                  key: 'plays',
                  label: t('exercises.fields.audioPlays'),
                  children: t(`exercises.audioPlays.${AUDIO_PLAYS_LABEL[audioPlaysOf(exercise.audioPlays)]}`),
                },
                { key: 'key', label: t('exercises.markedBy.key'), children: figures.partsKey },
                { key: 'person', label: t('exercises.markedBy.person'), children: figures.partsPerson },
                { key: 'speech', label: t('exercises.markedBy.speech'), children: figures.partsSpeech },
                { key: 'none', label: t('exercises.markedBy.none'), children: figures.partsNone },
              ]}
            />
          </Card>
          {exercise.questions.map((question, index) => {
            const share = shareOf.get(String(question.id));
            return (
              <Card
                key={question.id}
                style={{ marginBottom: 16 }}
                title={t('exercises.questionHeading', { number: index + 1, title: question.title })}
                extra={
                  share &&
                  t('exercises.figures.share', {
                    points: format.number(share.points, 2),
                    percent: format.number(share.percent, 2),
                  })
                }
              >
                {question.instructions && (
                  <p style={{ whiteSpace: 'pre-wrap', marginTop: 0 }}>{question.instructions}</p>
                )}
                <Table<ContentPart>
                  size="small"
                  rowKey={(part) => String(part.id)}
                  dataSource={question.parts}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    {
                      title: '#',
                      key: 'number',
                      width: 48,
                      render: (_, part) => numbers.get(String(part.id)) ?? '—',
                    },
                    {
                      title: t('exercises.reviewColumns.prompt'),
                      key: 'prompt',
                      render: (_, part) => promptOf(part) || '—',
                    },
                    {
                      title: t('exercises.reviewColumns.key'),
                      key: 'key',
                      render: (_, part) => keyText(part) || '—',
                    },
                    {
                      title: t('exercises.reviewColumns.score'),
                      key: 'score',
                      align: 'right',
                      render: (_, part) => format.number(part.score, 2),
                    },
                    {
                      title: t('exercises.reviewColumns.weight'),
                      key: 'weight',
                      align: 'right',
                      render: (_, part) => format.number(part.weight, 2),
                    },
                    {
                      title: t('exercises.reviewColumns.markedBy'),
                      key: 'markedBy',
                      render: (_, part) => {
                        const by = markedByOf(part.type);
                        return <Tag color={MARKED_BY_COLORS[by]}>{t(`exercises.markedBy.${by}`)}</Tag>;
                      },
                    },
                  ]}
                />
              </Card>
            );
          })}
        </>
      )}
    </>
  );
}
