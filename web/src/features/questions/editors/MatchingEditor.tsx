import { AimOutlined } from '@ant-design/icons';
import { Form } from '../../../ui/form/FormItem';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import { Button, Typography } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps, Entry } from './shared';
import { EntryList, ErrorAt, nextId, partPath, usePartValue, useSetPartValue } from './shared';
import { MediaImg } from '../../../ui/upload/FreshMedia';

interface Item extends Entry {
  x?: number;
  y?: number;
}

const round = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;

/**
 * Matching: the items, the options, and each item's match. For plan, map and diagram labelling the items
 * are labels placed on the question's picture: pick an item, then click where it goes (x, y in percent).
 */
export function MatchingEditor({ index, type, mediaUrl }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  const set = useSetPartValue();
  const onPicture = type === 'plan_map_diagram_labelling';
  const items = usePartValue<Item[] | undefined>(at('content.items')) ?? [];
  const options = usePartValue<Entry[] | undefined>(at('content.options')) ?? [];
  const pairs = usePartValue<Record<string, string> | undefined>(at('answer.pairs')) ?? {};
  const [placing, setPlacing] = useState<string | null>(null);
  const matchId = useId();

  const place = (e: MouseEvent<HTMLDivElement>) => {
    if (!placing) return;
    const box = e.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const x = round(((e.clientX - box.left) / box.width) * 100);
    const y = round(((e.clientY - box.top) / box.height) * 100);
    set(
      at('content.items'),
      items.map((item) => (item.id === placing ? { ...item, x, y } : item)),
    );
    setPlacing(null);
  };

  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.prompt')}
        rows={2}
      />
      <EntryList<Item>
        name={at('content.items')}
        label={t(onPicture ? 'questions.editors.labels' : 'questions.editors.items')}
        entryLabel={(_, i) => t('questions.editors.item', { n: i + 1 })}
        addLabel={t('questions.editors.addItem')}
        make={(list) => ({ id: nextId(list, 'q'), text: '' })}
        onRemove={(item) => {
          const { [item.id]: _removed, ...rest } = pairs;
          set(at('answer.pairs'), rest);
        }}
        after={(item, i) => (
          <>
            <Form.Item
              label={t('questions.editors.matchOf', { n: i + 1 })}
              htmlFor={`${matchId}-${item.id}`}
              style={{ minWidth: 180 }}
            >
              <select
                id={`${matchId}-${item.id}`}
                className="lms-input lms-select"
                value={pairs[item.id] ?? ''}
                onChange={(e) =>
                  set(at('answer.pairs'), { ...pairs, [item.id]: e.target.value || undefined })
                }
              >
                {!pairs[item.id] && <option value="" />}
                {options.map((o) => (
                  <option key={o.id} value={o.id}>{`${o.id}. ${o.text}`}</option>
                ))}
              </select>
              <ErrorAt name={at(`answer.pairs.${item.id}`)} />
            </Form.Item>
            {onPicture && (
              <Button
                icon={<AimOutlined />}
                type={placing === item.id ? 'primary' : 'default'}
                aria-pressed={placing === item.id}
                aria-label={t('questions.editors.placeLabel', { n: i + 1 })}
                disabled={!mediaUrl}
                onClick={() => setPlacing(placing === item.id ? null : item.id)}
                style={{ marginTop: 30 }}
              >
                {item.x !== undefined && item.y !== undefined ? `${item.x}%, ${item.y}%` : ''}
              </Button>
            )}
          </>
        )}
      />
      <EntryList<Entry>
        name={at('content.options')}
        label={t('questions.editors.matchOptions')}
        entryLabel={(o) => t('questions.editors.option', { id: o.id })}
        addLabel={t('questions.editors.addOption')}
        make={(list) => ({ id: nextId(list), text: '' })}
      />
      <ErrorAt name={at('answer.pairs')} />
      {onPicture && (
        <>
          <Typography.Paragraph type="secondary">
            {mediaUrl ? t('questions.editors.placeHint') : t('questions.editors.needPicture')}
          </Typography.Paragraph>
          {mediaUrl && (
            <div
              role="presentation"
              onClick={place}
              style={{ position: 'relative', cursor: placing ? 'crosshair' : 'default', maxWidth: 640 }}
            >
              <MediaImg
                src={mediaUrl}
                alt={t('questions.editors.picture')}
                style={{ width: '100%', display: 'block' }}
              />
              {items.map((item, i) =>
                item.x !== undefined && item.y !== undefined ? (
                  <span
                    key={item.id}
                    className="tag tag-blue"
                    style={{
                      position: 'absolute',
                      left: `${item.x}%`,
                      top: `${item.y}%`,
                      transform: 'translate(-50%, -50%)',
                    }}
                  >
                    {i + 1}
                  </span>
                ) : null,
              )}
            </div>
          )}
        </>
      )}
    </>
  );
}
