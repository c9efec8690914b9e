import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/format';
import { Tag } from '../../ui/Tag';
import type { BuilderQuestion, LiveFigures } from './builderQuestion';
import { Alert, Button, Space, Typography } from '../../ui/native';
import { Descriptions } from '../../ui/native/Descriptions';

const MARKED_BY_COLORS = { key: 'green', person: 'gold', speech: 'purple', none: 'default' } as const;

/**
 * The exercise's questions in order, each with its parts, points and share of the exercise; moved up or
 * down (buttons, so the keyboard and screen readers can do it too), removed, or moved to a newer version.
 */
export function ChosenQuestions({
  questions,
  figures,
  outdated,
  error,
  onMove,
  onRemove,
  onUseNewer,
}: {
  questions: readonly BuilderQuestion[];
  figures: LiveFigures;
  /** Ids of chosen questions that have a newer version. */
  outdated: ReadonlySet<string>;
  /** The server's or the form's refusal of the question list. */
  error?: string;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  onUseNewer: (question: BuilderQuestion) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const typeLabel = (value: string) => t(`questionTypes.${value}`, { defaultValue: value });

  return (
    <section aria-label={t('exercises.chosen.title')}>
      <Descriptions
        // Six short figures: as many side by side as fit (antd's two to six columns).
        style={{ marginBottom: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
        items={[
          { key: 'q', label: t('exercises.figures.questions'), children: figures.questions },
          { key: 'p', label: t('exercises.figures.parts'), children: figures.parts },
          { key: 'pts', label: t('exercises.figures.points'), children: format.number(figures.points, 2) },
          { key: 'key', label: t('exercises.markedBy.key'), children: figures.byMarker.key },
          { key: 'person', label: t('exercises.markedBy.person'), children: figures.byMarker.person },
          { key: 'speech', label: t('exercises.markedBy.speech'), children: figures.byMarker.speech },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
      {questions.length === 0 ? (
        <Empty description={t('exercises.chosen.empty')} />
      ) : (
        <ol className="chosen-questions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {questions.map((q, index) => {
            const f = figures.perQuestion.get(String(q.id));
            const old = outdated.has(String(q.id)) || q.supersededById != null;
            return (
              <li
                key={String(q.id)}
                aria-label={t('exercises.chosen.item', { number: index + 1, title: q.title })}
                style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
              >
                <div
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'start',
                    gap: 12,
                    flexWrap: 'wrap',
                  }}
                >
                  <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                    <Space wrap size={6}>
                      <Typography.Text strong>{`${index + 1}. ${q.title}`}</Typography.Text>
                      <Tag>{typeLabel(q.type)}</Tag>
                      <Tag color={q.store === 'COMMON' ? 'blue' : 'default'}>{t(`bankStore.${q.store}`)}</Tag>
                      {f && (
                        <Tag color={MARKED_BY_COLORS[f.markedBy]}>
                          {t(`exercises.markedBy.${f.markedBy}`)}
                        </Tag>
                      )}
                    </Space>
                    {f && (
                      <Typography.Text type="secondary">
                        {t('exercises.chosen.figures', {
                          parts: f.parts,
                          points: format.number(f.points, 2),
                          share: format.number(f.share, 2),
                        })}
                      </Typography.Text>
                    )}
                    {old && (
                      <Space wrap>
                        <Tag color="gold">{t('exercises.chosen.outdated', { version: q.version })}</Tag>
                        {q.supersededById != null && (
                          <Button size="small" icon={<SyncOutlined />} onClick={() => onUseNewer(q)}>
                            {t('exercises.chosen.useNewer')}
                          </Button>
                        )}
                      </Space>
                    )}
                  </div>
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={t('exercises.chosen.up', { title: q.title })}
                      onClick={() => onMove(index, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={index === questions.length - 1}
                      aria-label={t('exercises.chosen.down', { title: q.title })}
                      onClick={() => onMove(index, 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('exercises.chosen.remove', { title: q.title })}
                      onClick={() => onRemove(index)}
                    />
                  </Space>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
