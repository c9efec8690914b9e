import { wordCount } from '@lms/domain/questions';
import { useTranslation } from 'react-i18next';
import type { InteractionViewProps } from './types';

/** The longest text a student sends (RESPONSE_SCHEMAS). */
const MAX_CHARACTERS = 50000;

/** A written answer with its live word count (the domain's count, the one the marker sees) and its limits. */
export function WritingView({
  content,
  response,
  onChange,
  readOnly,
  labelledBy,
}: InteractionViewProps<'extended_writing'>) {
  const { t } = useTranslation();
  const count = wordCount(response.text);
  const min = content.minWords ?? undefined;
  const max = content.maxWords ?? undefined;
  const limits =
    min !== undefined && max !== undefined
      ? t('questionView.writing.between', { min, max })
      : min !== undefined
        ? t('questionView.writing.atLeast', { count: min })
        : max !== undefined
          ? t('questionView.writing.atMost', { count: max })
          : null;
  const over = max !== undefined && count > max;
  const under = min !== undefined && count < min;
  return (
    <div className="qv-writing">
      {limits && (
        <p className="qv-hint" id={`${labelledBy}-limits`}>
          {limits}
        </p>
      )}
      <textarea
        className="qv-input qv-textarea"
        aria-labelledby={labelledBy}
        aria-describedby={`${labelledBy}-count${limits ? ` ${labelledBy}-limits` : ''}`}
        value={response.text}
        readOnly={readOnly}
        maxLength={MAX_CHARACTERS}
        rows={8}
        onChange={(event) => onChange({ text: event.target.value })}
      />
      <p
        id={`${labelledBy}-count`}
        className={`qv-word-count${over ? ' qv-over' : under ? ' qv-under' : ''}`}
      >
        {t('questionView.writing.words', { count })}
        {over && (
          <span className="qv-warning" role="status">
            {' '}
            {t('questionView.writing.overLimit', { count: count - max })}
          </span>
        )}
      </p>
    </div>
  );
}
