import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewMark, reviewClass } from './ReviewMark';
import type { InteractionViewProps } from './types';
import { MediaImg } from '../upload/FreshMedia';

/**
 * Items matched to options: the list of options (headings, endings, names), then a select per item. On a
 * plan, map or diagram (items with x/y) the items are numbered labels on the picture, the selects beside it.
 * The selects are the browser's own: a phone opens its native picker, long headings wrap in it. Options are
 * named by their words alone: an attempt sends them shuffled under opaque keys (issue 26 point 2), and a
 * letter by position would clash with the letters their words carry ("Building A").
 */
export function MatchingView({
  content,
  response,
  onChange,
  readOnly,
  labelledBy,
  review,
  mediaUrl,
}: InteractionViewProps<'matching'> & { mediaUrl?: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const items = content.items ?? [];
  const options = content.options ?? [];
  const onPicture = !!mediaUrl && items.some((item) => item.x != null && item.y != null);

  const choose = (item: string, option: string) => {
    const pairs = { ...response.pairs };
    if (option) pairs[item] = option;
    else delete pairs[item];
    onChange({ pairs });
  };

  return (
    <div className={`qv-matching${onPicture ? ' qv-matching-picture' : ''}`}>
      {onPicture && (
        <div className="qv-picture">
          <MediaImg src={mediaUrl} alt={t('questionView.picture')} />
          {items.map((item, i) =>
            item.x != null && item.y != null ? (
              <span
                key={item.id}
                className="qv-pin"
                style={{ left: `${item.x}%`, top: `${item.y}%` }}
                aria-hidden
              >
                {i + 1}
              </span>
            ) : null,
          )}
        </div>
      )}
      <div className="qv-matching-answers">
        <div className="qv-option-list">
          <h4 id={`${id}-options`}>{t('questionView.matching.options')}</h4>
          <ul aria-labelledby={`${id}-options`}>
            {options.map((option) => (
              <li key={option.id}>{option.text}</li>
            ))}
          </ul>
        </div>
        <ul className="qv-match-rows" aria-labelledby={labelledBy}>
          {items.map((item, i) => {
            const right = review?.detail?.[item.id];
            const name = onPicture ? `${i + 1}. ${item.text}` : item.text;
            return (
              <li key={item.id} className={`qv-match-row${reviewClass(right)}`}>
                <span id={`${id}-${i}`} className="qv-match-item">
                  {name}
                </span>
                <span className="qv-match-choice">
                  <select
                    aria-labelledby={`${id}-${i}`}
                    value={response.pairs[item.id] ?? ''}
                    disabled={readOnly}
                    onChange={(event) => choose(item.id, event.target.value)}
                  >
                    <option value="">{t('questionView.matching.choose')}</option>
                    {options.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.text}
                      </option>
                    ))}
                  </select>
                  <ReviewMark right={right} />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
