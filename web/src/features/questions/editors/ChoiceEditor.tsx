import { QUESTION_TYPE_INFO } from '@lms/domain/questions';
import type { QuestionType } from '@lms/domain/questions';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps, Entry } from './shared';
import { EntryList, ErrorAt, nextId, partPath, usePartValue, useSetPartValue } from './shared';

/**
 * Single and multiple choice: write the options, mark the right one (or every right one). Yes/no and
 * true/false types keep their fixed options.
 */
export function ChoiceEditor({ index, type }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  const set = useSetPartValue();
  const multiple = type === 'multiple_choice';
  const fixed = Boolean(QUESTION_TYPE_INFO[type as QuestionType]?.fixedOptions);
  const correct = usePartValue<string | string[] | undefined>(at('answer.correct'));
  const chosen = new Set(Array.isArray(correct) ? correct : correct ? [correct] : []);
  const mark = (id: string, on: boolean) => {
    if (!multiple) return set(at('answer.correct'), id);
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    set(at('answer.correct'), [...next]);
  };
  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.prompt')}
        rows={2}
      />
      <EntryList<Entry>
        name={at('content.options')}
        label={t(multiple ? 'questions.editors.optionsMultiple' : 'questions.editors.optionsSingle')}
        entryLabel={(o) => t('questions.editors.option', { id: o.id })}
        addLabel={t('questions.editors.addOption')}
        make={(list) => ({ id: nextId(list), text: '' })}
        fixed={fixed}
        onRemove={(o) => chosen.has(o.id) && mark(o.id, false)}
        before={(o) => {
          const label = t('questions.editors.markRight', { id: o.id });
          return (
            <input
              type={multiple ? 'checkbox' : 'radio'}
              className="entry-mark"
              aria-label={label}
              checked={chosen.has(o.id)}
              onChange={(e) => mark(o.id, e.target.checked)}
            />
          );
        }}
      />
      <ErrorAt name={at('answer.correct')} />
    </>
  );
}
