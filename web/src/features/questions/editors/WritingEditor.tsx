import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../ui/form/nativeChoiceFields';
import { TextAreaField } from '../../../ui/form/fields';
import { Col, Row } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps } from './shared';
import { partPath } from './shared';

/** Extended writing (marked by a person): the task, the word limits, a model answer for markers. */
export function WritingEditor({ index }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.task')}
        rows={4}
        required
      />
      <Row gutter={12}>
        <Col xs={12}>
          <NumberField
            control={control}
            name={at('content.minWords')}
            label={t('questions.editors.minWords')}
            min={1}
          />
        </Col>
        <Col xs={12}>
          <NumberField
            control={control}
            name={at('content.maxWords')}
            label={t('questions.editors.maxWords')}
            min={1}
          />
        </Col>
      </Row>
      <TextAreaField
        control={control}
        name={at('answer.sample')}
        label={t('questions.editors.sample')}
        rows={4}
      />
    </>
  );
}
