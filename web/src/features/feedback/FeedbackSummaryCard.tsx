import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { Stars } from './Stars';
import './feedback.css';

export const FeedbackSummaryCard_summary = graphql(`
  fragment FeedbackSummaryCard_summary on FeedbackSummary {
    classId
    className
    count
    average
    distribution {
      rating
      count
    }
  }
`);

/** A class's feedback in figures: the average, the count, and a bar per rating (a table to screen readers). */
export function FeedbackSummaryCard({
  summary: ref,
}: {
  summary: FragmentType<typeof FeedbackSummaryCard_summary>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const summary = getFragmentData(FeedbackSummaryCard_summary, ref);
  const highest = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <section className="feedback-summary" aria-label={t('feedback.summaryOf', { name: summary.className })}>
      <div className="feedback-summary-average">
        <strong>
          {summary.average === null || summary.average === undefined
            ? '—'
            : format.number(summary.average, 2)}
        </strong>
        {summary.average !== null && summary.average !== undefined && <Stars rating={summary.average} />}
        <div className="feedback-item-meta">{t('feedback.count', { count: summary.count })}</div>
      </div>
      <ul className="feedback-bars" aria-label={t('feedback.distribution')}>
        {[...summary.distribution].reverse().map((d) => (
          <li key={d.rating} className="feedback-bar">
            <span>{t('feedback.stars', { count: d.rating })}</span>
            <span className="feedback-bar-track" aria-hidden>
              <span className="feedback-bar-fill" style={{ width: `${(d.count / highest) * 100}%` }} />
            </span>
            <span>{d.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
