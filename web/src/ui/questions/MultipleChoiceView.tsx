import { ReviewMark, reviewClass } from './ReviewMark';
import { optionLetter, type InteractionViewProps } from './types';

/** Every right option among several, as checkboxes (scored all or nothing, so the review marks the set). */
export function MultipleChoiceView({
  content,
  response,
  onChange,
  readOnly,
  labelledBy,
  review,
}: InteractionViewProps<'multiple_choice'>) {
  const options = content.options ?? [];
  const right = review?.fraction === undefined ? undefined : review.fraction === 1;
  const chosen = new Set(response.choices);
  return (
    <div role="group" aria-labelledby={labelledBy} className="qv-options">
      {options.map((option, i) => (
        <label
          key={option.id}
          className={`qv-option qv-choice${chosen.has(option.id) ? reviewClass(right) : ''}`}
        >
          <input
            type="checkbox"
            checked={chosen.has(option.id)}
            disabled={readOnly}
            onChange={(event) =>
              onChange({
                // Kept in the options' order, whatever order they were ticked in.
                choices: options
                  .map((o) => o.id)
                  .filter((id) => (id === option.id ? event.target.checked : chosen.has(id))),
              })
            }
          />
          <span>
            <span className="qv-option-id">{optionLetter(i)}</span>
            {option.text}
            {chosen.has(option.id) && <ReviewMark right={right} />}
          </span>
        </label>
      ))}
    </div>
  );
}
