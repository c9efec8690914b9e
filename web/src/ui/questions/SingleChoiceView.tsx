import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewMark, reviewClass } from './ReviewMark';
import type { InteractionViewProps, OptionView } from './types';

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
  return (
    <Radio.Group
      className="qv-options"
      aria-labelledby={labelledBy}
      value={response.choice ?? null}
      disabled={readOnly}
      onChange={(event) => onChange({ choice: event.target.value as string })}
    >
      {options.map((option) => {
        const chosen = response.choice === option.id;
        return (
          <Radio key={option.id} value={option.id} className={`qv-option${chosen ? reviewClass(right) : ''}`}>
            {!fixedOptions && <span className="qv-option-id">{option.id}</span>}
            {option.text}
            {chosen && <ReviewMark right={right} />}
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
