import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkAttempt_MarkingFragment } from '../../gql/graphql';
import { FormItem } from '../../ui/form/FormItem';
import { MultiSelect } from '../../ui/form/MultiSelect';
import { useFormatters } from '../../ui/format';
import type { MarkErrors, PartValues } from './useAttemptMarks';

/** A field's error, as FormItem shows it: `errors[key]` under the field. */
export const fieldError = (errors: MarkErrors, key: string) =>
  errors[key]?.length ? { validateStatus: 'error' as const, help: errors[key].join(' ') } : {};

/**
 * A part's score as typed: a native number input (0 to the part's maximum, quarters), kept as typed until it
 * parses, so "6." on the way to "6.5" is not rewritten; empty is no score.
 */
function ScoreInput({
  id,
  max,
  value,
  disabled,
  invalid,
  onChange,
}: {
  id: string;
  max: number;
  value: number | null;
  disabled: boolean;
  invalid: boolean;
  onChange: (score: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  return (
    <input
      id={id}
      className="lms-input"
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step={0.25}
      value={text}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      style={{ maxWidth: 160 }}
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value.trim() === '' ? null : Number(e.target.value);
        onChange(n === null || Number.isNaN(n) ? null : n);
      }}
    />
  );
}

/**
 * One part's marks on the marking page: its score (with where the first one came from: the key, the speech
 * scorer or a person), the marker's comment and the error tags. `revision` draws the score again when the
 * part was taken from another marker's save.
 */
export function PartMarkFields({
  id,
  number,
  about,
  part,
  revision,
  disabled,
  errors,
  tagOptions,
  onChange,
}: {
  id: string;
  number: number | undefined;
  about: MarkAttempt_MarkingFragment['parts'][number];
  part: PartValues;
  revision: number;
  disabled: boolean;
  errors: MarkErrors;
  tagOptions: { value: string; label: string }[];
  onChange: (change: Partial<PartValues>) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <fieldset className="marking-part">
      <legend>{t('questionView.number', { number })}</legend>
      <FormItem
        label={t('marking.score', { number, max: format.number(about.maxScore, 2) })}
        htmlFor={`mark-score-${id}`}
        extra={
          about.markedBy === 'KEY' && about.score !== null
            ? t('marking.autoScore', { score: format.number(about.score, 2) })
            : about.markedBy !== 'KEY' && !about.answered
              ? t('marking.noAnswer')
              : about.markedBy === 'SPEECH'
                ? t('marking.speechScore')
                : t('marking.personScore')
        }
        {...fieldError(errors, `${id}.score`)}
      >
        <ScoreInput
          key={revision}
          id={`mark-score-${id}`}
          max={about.maxScore}
          value={part.score}
          disabled={disabled}
          invalid={!!errors[`${id}.score`]}
          onChange={(score) => onChange({ score })}
        />
      </FormItem>
      <FormItem
        label={t('marking.comment', { number })}
        htmlFor={`mark-comment-${id}`}
        {...fieldError(errors, `${id}.comment`)}
      >
        <textarea
          id={`mark-comment-${id}`}
          className="lms-input lms-textarea"
          rows={3}
          maxLength={5000}
          value={part.comment}
          disabled={disabled}
          onChange={(e) => onChange({ comment: e.target.value })}
        />
      </FormItem>
      <FormItem
        label={<span id={`mark-tags-${id}`}>{t('marking.errorTags', { number })}</span>}
        {...fieldError(errors, `${id}.tags`)}
      >
        <MultiSelect
          labelledBy={`mark-tags-${id}`}
          placeholder={t('marking.errorTagsPlaceholder')}
          options={tagOptions}
          disabled={disabled}
          value={part.tags.map((tag) => tag.id)}
          onChange={(ids) =>
            onChange({
              tags: ids.map((tagId) => part.tags.find((tag) => tag.id === tagId) ?? { id: tagId, note: '' }),
            })
          }
        />
      </FormItem>
    </fieldset>
  );
}
