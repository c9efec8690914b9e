import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps } from './shared';
import { partPath } from './shared';

/** A block that asks nothing: an instruction or a reading passage. */
export function PassageEditor({ index }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  return (
    <TextAreaField
      control={control}
      name={partPath(index)('content.text')}
      label={t('questions.editors.passage')}
      rows={8}
      required
    />
  );
}
