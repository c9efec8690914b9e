import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewMark, reviewClass } from './ReviewMark';
import { optionLetter, type InteractionViewProps, type OptionView } from './types';

/**
 * One option among several, as a radio group. Yes/no/not given and true/false/not given types offer their
 * fixed options, named in the exam's words with the student's language beside them.
 */
export function SingleChoiceView({
  content,
  response,
  onChange,
  readOnly,
  labelledBy,
  review,
  fixedOptions,
}: InteractionViewProps<'single_choice'> & { fixedOptions?: readonly string[] }) {
  const { t } = useTranslation();
  const options: readonly OptionView[] = fixedOptions
    ? fixedOptions.map((id) => ({ id, text: t(`questionView.fixedOption.${id}`, { defaultValue: id }) }))
    : (content.options ?? []);
  const right = review?.fraction === undefined ? undefined : review.fraction === 1;
  const name = useId();
  return (
    <div role="radiogroup" className="qv-options" aria-labelledby={labelledBy}>
      {options.map((option, i) => {
        const chosen = response.choice === option.id;
        return (
          <label key={option.id} className={`qv-option qv-choice${chosen ? reviewClass(right) : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={chosen}
              disabled={readOnly}
              onChange={() => onChange({ choice: option.id })}
            />
            <span>
              {!fixedOptions && <span className="qv-option-id">{optionLetter(i)}</span>}
              {option.text}
              {chosen && <ReviewMark right={right} />}
            </span>
          </label>
        );
      })}
    </div>
  );
}
