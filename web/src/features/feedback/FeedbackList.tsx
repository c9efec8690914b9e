import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { paths } from '../../shared/paths';
import { useFormatters } from '../../ui/format';
import { Tag } from '../../ui/Tag';
import { Stars } from './Stars';
import './feedback.css';

export const FeedbackList_feedbacks = graphql(`
  fragment FeedbackList_feedbacks on Feedback {
    id
    classId
    className
    authorName
    authorEmail
    anonymous
    isOwn
    rating
    content
    createdAt
    updatedAt
  }
`);

/**
 * Feedback as cards: the stars, the class, who wrote it (or "anonymous" when the viewer may not know) and
 * the text. The author's own feedback has an edit link.
 */
export function FeedbackList({
  feedbacks,
  showClass = true,
}: {
  feedbacks: FragmentType<typeof FeedbackList_feedbacks>[];
  showClass?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = getFragmentData(FeedbackList_feedbacks, feedbacks);
  return (
    <ul className="feedback-list" aria-label={t('feedback.listLabel')}>
      {rows.map((f) => (
        <li key={f.id} className="feedback-item">
          <div className="feedback-item-head">
            <Stars rating={f.rating} />
            {showClass && <strong>{f.className}</strong>}
            <span className="feedback-item-meta">
              {f.isOwn
                ? t('feedback.you')
                : f.authorName
                  ? `${f.authorName} · ${f.authorEmail ?? ''}`
                  : t('feedback.anonymousAuthor')}
              {' · '}
              {format.dateTime(f.updatedAt)}
            </span>
            {f.anonymous && <Tag color="purple">{t('feedback.anonymousTag')}</Tag>}
            {f.isOwn && (
              <Link to={paths.feedbackEdit(f.id)} aria-label={t('feedback.editOf', { name: f.className })}>
                {t('common.edit')}
              </Link>
            )}
          </div>
          <p>{f.content}</p>
        </li>
      ))}
    </ul>
  );
}
