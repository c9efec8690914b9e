import { Button } from '../native';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InteractionViewProps } from './types';
import { MediaImg } from '../upload/FreshMedia';

/** The most points a student may place (RESPONSE_SCHEMAS). */
const MAX_POINTS = 20;
/** How far an arrow key moves the keyboard cursor, in percent of the picture (shift: finer). */
const STEP = 5;
const FINE_STEP = 1;
/** A mark this close to the keyboard cursor is taken back by Enter rather than doubled. */
const NEAR = 3;

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Points marked on the question's picture, as the scorer reads them (x and y in percent). A click or tap adds
 * a mark, a click on a mark takes it back. From the keyboard the picture takes the focus: the arrows move a
 * cursor, Enter or space marks or unmarks where it stands; each mark is also a button in the list below.
 * The regions are not shown to the student; the review draws the key regions, right or missed.
 */
export function HotspotView({
  content,
  response,
  onChange,
  readOnly,
  labelledBy,
  review,
  mediaUrl,
}: InteractionViewProps<'hotspot'> & { mediaUrl?: string | null }) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const points = response.points;

  const add = (x: number, y: number) => {
    if (readOnly || points.length >= MAX_POINTS) return;
    onChange({ points: [...points, { x: round1(clamp(x)), y: round1(clamp(y)) }] });
  };
  const remove = (index: number) => {
    if (!readOnly) onChange({ points: points.filter((_, i) => i !== index) });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    add(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || readOnly) return;
    const at = cursor ?? { x: 50, y: 50 };
    const step = event.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      setCursor({ x: clamp(at.x + delta[0]), y: clamp(at.y + delta[1]) });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const near = points.findIndex((p) => Math.abs(p.x - at.x) <= NEAR && Math.abs(p.y - at.y) <= NEAR);
      if (near >= 0) remove(near);
      else add(at.x, at.y);
    }
  };

  const keyRegions = review?.detail
    ? (content.regions ?? []).filter((region) => review.detail?.[region.id] !== undefined)
    : [];

  return (
    <div className="qv-hotspot">
      <div
        className={`qv-picture qv-hotspot-picture${readOnly ? '' : ' qv-hotspot-active'}`}
        role="group"
        aria-label={t('questionView.hotspot.area')}
        aria-describedby={readOnly ? undefined : `${labelledBy}-how`}
        tabIndex={readOnly ? -1 : 0}
        onClick={readOnly ? undefined : onClick}
        onKeyDown={onKeyDown}
        onFocus={() => setCursor((at) => at ?? { x: 50, y: 50 })}
        onBlur={() => setCursor(null)}
      >
        {mediaUrl ? (
          <MediaImg src={mediaUrl} alt={t('questionView.picture')} draggable={false} />
        ) : (
          <div className="qv-no-picture">{t('questionView.noPicture')}</div>
        )}
        {keyRegions.map((region) => {
          const right = review?.detail?.[region.id];
          return (
            <span
              key={region.id}
              className={`qv-region ${right ? 'qv-right' : 'qv-wrong'}`}
              role="img"
              aria-label={t(
                right ? 'questionView.hotspot.regionFound' : 'questionView.hotspot.regionMissed',
                {
                  id: region.id,
                },
              )}
              style={{
                left: `${region.x}%`,
                top: `${region.y}%`,
                width: `${region.width}%`,
                height: `${region.height}%`,
              }}
            />
          );
        })}
        {points.map((point, i) => (
          // A mouse takes a mark back by clicking it; the keyboard and screen readers use the list below.
          <span
            key={i}
            className="qv-point"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
            aria-hidden
            onClick={(event) => {
              event.stopPropagation();
              remove(i);
            }}
          >
            {i + 1}
          </span>
        ))}
        {cursor && (
          <span className="qv-cursor" style={{ left: `${cursor.x}%`, top: `${cursor.y}%` }} aria-hidden />
        )}
      </div>
      {!readOnly && (
        <p id={`${labelledBy}-how`} className="qv-hint">
          {t('questionView.hotspot.how')}
        </p>
      )}
      {points.length > 0 && (
        <div className="qv-point-list">
          <span>{t('questionView.hotspot.marked', { count: points.length })}</span>
          {!readOnly &&
            points.map((point, i) => (
              <Button key={i} size="small" onClick={() => remove(i)}>
                {t('questionView.hotspot.unmark', { number: i + 1 })}
              </Button>
            ))}
        </div>
      )}
    </div>
  );
}
