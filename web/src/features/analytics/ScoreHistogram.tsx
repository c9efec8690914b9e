import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../ui/format';

export interface Bucket {
  bucket: number;
  from: number;
  to: number;
  count: number;
}

/**
 * The score distribution as CSS bars (no chart library for ten numbers), each with its range and count in
 * text, so that it reads the same to a screen reader and at 390 px.
 */
export function ScoreHistogram({ buckets }: { buckets: readonly Bucket[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const top = Math.max(1, ...buckets.map((b) => b.count));
  const total = buckets.reduce((n, b) => n + b.count, 0);
  if (total === 0) return <p className="muted">{t('analytics.noReturned')}</p>;
  return (
    <ol className="score-histogram" aria-label={t('analytics.distribution')}>
      {buckets.map((b) => {
        const range = `${format.number(b.from)}–${format.number(b.to)}`;
        return (
          <li key={b.bucket} className="score-histogram-row">
            <span className="score-histogram-range">{range}</span>
            <span className="score-histogram-track" aria-hidden="true">
              <span className="score-histogram-bar" style={{ width: `${(b.count / top) * 100}%` }} />
            </span>
            <span
              className="score-histogram-count"
              aria-label={t('analytics.bucketLabel', { range, count: b.count })}
            >
              {b.count}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
