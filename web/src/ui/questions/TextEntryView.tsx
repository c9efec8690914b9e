import { BLANK_PATTERN } from '@lms/domain/questions';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewMark, reviewClass } from './ReviewMark';
import type { InteractionViewProps } from './types';

type Segment = { text: string } | { blank: string };

/** The text cut at its `{{id}}` blanks; the same pattern the scorer reads them with. */
export function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(BLANK_PATTERN.source, 'g'))) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index) });
    segments.push({ blank: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** The most a student types in a blank (RESPONSE_SCHEMAS). */
const MAX_TYPED = 500;

/**
 * A text with an input at each blank, in the flow of the sentence; a text without blanks is shown above a
 * single answer box (blank `1`, as the scorer reads it).
 */
export function TextEntryView({
  content,
  response,
  onChange,
  readOnly,
  review,
}: InteractionViewProps<'text_entry'>) {
  const { t } = useTranslation();
  const text = content.text ?? '';
  const segments = segmentsOf(text);
  const hasBlanks = segments.some((s) => 'blank' in s);

  const box = (blank: string, label: string, inline: boolean) => {
    const right = review?.detail?.[blank];
    const value = response.blanks[blank] ?? '';
    return (
      <span className={`qv-blank${inline ? ' qv-blank-inline' : ''}${reviewClass(right)}`}>
        <input
          type="text"
          className={`qv-input${inline ? ' qv-input-small' : ''}`}
          aria-label={label}
          value={value}
          maxLength={MAX_TYPED}
          readOnly={readOnly}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          style={inline ? { width: `${Math.min(30, Math.max(8, value.length + 2))}ch` } : undefined}
          onChange={(event) => onChange({ blanks: { ...response.blanks, [blank]: event.target.value } })}
        />
        <ReviewMark right={right} />
      </span>
    );
  };

  if (!hasBlanks)
    return (
      <div className="qv-text-entry">
        {text.trim() && <p className="qv-text">{text}</p>}
        {box('1', t('questionView.answer'), false)}
      </div>
    );
  return (
    <p className="qv-text qv-text-entry">
      {segments.map((segment, i) =>
        'blank' in segment ? (
          <Fragment key={i}>
            {box(segment.blank, t('questionView.blank', { id: segment.blank }), true)}
          </Fragment>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
