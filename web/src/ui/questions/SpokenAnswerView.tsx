import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './duration';
import type { SpokenAnswerContentView } from './types';

/**
 * A speaking task as the student reads it: the cue card's points, the time to prepare and the longest
 * answer. The exam runner puts its recorder in the slot; without one (a preview) a note says where the
 * answer is recorded.
 */
export function SpokenAnswerView({
  content,
  recorder,
}: {
  content: SpokenAnswerContentView;
  recorder?: ReactNode;
}) {
  const { t } = useTranslation();
  const cueCard = content.cueCard ?? [];
  return (
    <div className="qv-spoken">
      {cueCard.length > 0 && (
        <div className="qv-cue-card">
          <p>{t('questionView.spoken.youShouldSay')}</p>
          <ul>
            {cueCard.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="qv-facts">
        {!!content.prepareSeconds && (
          <div>
            <dt>{t('questionView.spoken.prepare')}</dt>
            <dd>{formatDuration(t, content.prepareSeconds)}</dd>
          </div>
        )}
        {!!content.maxSeconds && (
          <div>
            <dt>{t('questionView.spoken.speak')}</dt>
            <dd>{formatDuration(t, content.maxSeconds)}</dd>
          </div>
        )}
      </dl>
      {recorder ?? <p className="qv-hint">{t('questionView.spoken.recordedInExam')}</p>}
    </div>
  );
}
