import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './duration';
import type { SpokenTargetContentView } from './types';

/** A text to read aloud, large enough to read from, with the longest recording and the recorder's slot. */
export function SpokenTargetView({
  content,
  recorder,
}: {
  content: SpokenTargetContentView;
  recorder?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="qv-spoken">
      <blockquote className="qv-target" lang="en">
        {content.targetText}
      </blockquote>
      {!!content.maxSeconds && (
        <dl className="qv-facts">
          <div>
            <dt>{t('questionView.spoken.speak')}</dt>
            <dd>{formatDuration(t, content.maxSeconds)}</dd>
          </div>
        </dl>
      )}
      {recorder ?? <p className="qv-hint">{t('questionView.spoken.recordedInExam')}</p>}
    </div>
  );
}
