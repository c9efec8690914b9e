import { FEEDBACK_RATINGS } from '@lms/domain';
import { useTranslation } from 'react-i18next';
import './feedback.css';

/** A rating shown as five stars, with the number said to screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t('feedback.stars', { count: rating })}>
      {FEEDBACK_RATINGS.map((r) => (
        <span key={r} className={r <= Math.round(rating) ? 'star star-on' : 'star'} aria-hidden />
      ))}
    </span>
  );
}
