import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../ui/form/nativeChoiceFields';
import { TextAreaField } from '../../../ui/form/fields';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps } from './shared';
import { partPath } from './shared';

/** A text to read aloud, scored by the speech scorer: the instruction, the target text, the longest recording. */
export function SpokenTargetEditor({ index }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.prompt')}
        rows={2}
      />
      <TextAreaField
        control={control}
        name={at('content.targetText')}
        label={t('questions.editors.targetText')}
        rows={3}
        required
      />
      <NumberField
        control={control}
        name={at('content.maxSeconds')}
        label={t('questions.editors.maxSeconds')}
        min={5}
        max={300}
      />
    </>
  );
}
