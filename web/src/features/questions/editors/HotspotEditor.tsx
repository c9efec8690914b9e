import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { PointerEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import { NumberInput } from '../../../ui/form/nativeChoiceFields';
import { Button, Typography } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps } from './shared';
import { ErrorAt, nextId, partPath, usePartValue, useSetPartValue } from './shared';
import { MediaImg } from '../../../ui/upload/FreshMedia';

interface Region {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const FIELDS = ['x', 'y', 'width', 'height'] as const;
const clamp = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;

/** The rectangle between two points of a drag, in percent of the picture. */
export function regionBetween(a: { x: number; y: number }, b: { x: number; y: number }) {
  const x = clamp(Math.min(a.x, b.x));
  const y = clamp(Math.min(a.y, b.y));
  return { x, y, width: clamp(Math.max(a.x, b.x)) - x, height: clamp(Math.max(a.y, b.y)) - y };
}

/** Picture mark: draw rectangles on the question's picture by dragging, and tick the ones to mark. */
export function HotspotEditor({ index, mediaUrl }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  const set = useSetPartValue();
  const regions = usePartValue<Region[] | undefined>(at('content.regions')) ?? [];
  const correct = usePartValue<string[] | undefined>(at('answer.correct')) ?? [];
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [draft, setDraft] = useState<Omit<Region, 'id'> | null>(null);

  const pointAt = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 };
  };
  const add = (region: Omit<Region, 'id'>) =>
    set(at('content.regions'), [...regions, { id: nextId(regions, 'r'), ...region }]);
  const remove = (id: string) => {
    set(
      at('content.regions'),
      regions.filter((r) => r.id !== id),
    );
    set(
      at('answer.correct'),
      correct.filter((c) => c !== id),
    );
  };
  const change = (id: string, field: (typeof FIELDS)[number], value: number | null) =>
    set(
      at('content.regions'),
      regions.map((r) => (r.id === id ? { ...r, [field]: value ?? 0 } : r)),
    );

  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.prompt')}
        rows={2}
      />
      <Typography.Paragraph type="secondary">
        {mediaUrl ? t('questions.editors.drawHint') : t('questions.editors.needPicture')}
      </Typography.Paragraph>
      {mediaUrl && (
        <div
          role="presentation"
          style={{
            position: 'relative',
            maxWidth: 640,
            cursor: 'crosshair',
            touchAction: 'none',
            userSelect: 'none',
          }}
          onPointerDown={(e) => setStart(pointAt(e))}
          onPointerMove={(e) => start && setDraft(regionBetween(start, pointAt(e)))}
          onPointerUp={(e) => {
            if (start) {
              const region = regionBetween(start, pointAt(e));
              if (region.width >= 1 && region.height >= 1) add(region);
            }
            setStart(null);
            setDraft(null);
          }}
        >
          <MediaImg
            src={mediaUrl}
            alt={t('questions.editors.picture')}
            draggable={false}
            style={{ width: '100%', display: 'block' }}
          />
          {[...regions, ...(draft ? [{ id: '', ...draft }] : [])].map((r) => (
            <span
              key={r.id || 'draft'}
              style={{
                position: 'absolute',
                left: `${r.x}%`,
                top: `${r.y}%`,
                width: `${r.width}%`,
                height: `${r.height}%`,
                border: `2px solid ${correct.includes(r.id) ? '#389e0d' : '#1677ff'}`,
                background: 'rgba(22, 119, 255, 0.12)',
              }}
            >
              {r.id}
            </span>
          ))}
        </div>
      )}
      <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
        <legend style={{ fontSize: 14 }}>{t('questions.editors.regions')}</legend>
        {regions.map((r, i) => (
          <div key={r.id} className="region">
            <label className="lms-choice">
              <input
                type="checkbox"
                checked={correct.includes(r.id)}
                onChange={(e) =>
                  set(
                    at('answer.correct'),
                    e.target.checked ? [...correct, r.id] : correct.filter((c) => c !== r.id),
                  )
                }
              />
              {t('questions.editors.regionRight', { id: r.id })}
            </label>
            {FIELDS.map((field) => (
              <NumberInput
                key={field}
                aria-label={t(`questions.editors.region_${field}`, { id: r.id })}
                min={0}
                max={100}
                value={r[field]}
                onChange={(value) => change(r.id, field, value)}
                style={{ width: 88 }}
              />
            ))}
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('questions.editors.remove', { name: r.id })}
              onClick={() => remove(r.id)}
            />
            <ErrorAt name={at(`content.regions.${i}`)} />
          </div>
        ))}
        <ErrorAt name={at('content.regions')} />
        <Button icon={<PlusOutlined />} onClick={() => add({ x: 10, y: 10, width: 20, height: 20 })}>
          {t('questions.editors.addRegion')}
        </Button>
      </fieldset>
      <ErrorAt name={at('answer.correct')} />
    </>
  );
}
