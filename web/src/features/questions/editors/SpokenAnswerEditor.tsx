import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../ui/form/fields';
import { NumberField, WordsField } from '../../../ui/form/nativeChoiceFields';
import { Col, Row } from '../../../ui/native';
import type { QuestionFormValues } from '../questionSchema';
import type { EditorProps } from './shared';
import { partPath } from './shared';

/** A spoken answer (marked by a person): the task, the cue card's points, the timings, a model answer. */
export function SpokenAnswerEditor({ index }: EditorProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<QuestionFormValues>();
  const at = partPath(index);
  return (
    <>
      <TextAreaField
        control={control}
        name={at('content.prompt')}
        label={t('questions.editors.task')}
        rows={3}
        required
      />
      <WordsField
        control={control}
        name={at('content.cueCard')}
        label={t('questions.editors.cueCard')}
        extra={t('questions.editors.cueCardHint')}
      />
      <Row gutter={12}>
        <Col xs={12}>
          <NumberField
            control={control}
            name={at('content.prepareSeconds')}
            label={t('questions.editors.prepareSeconds')}
            min={0}
            max={600}
          />
        </Col>
        <Col xs={12}>
          <NumberField
            control={control}
            name={at('content.maxSeconds')}
            label={t('questions.editors.maxSeconds')}
            min={10}
            max={900}
          />
        </Col>
      </Row>
      <TextAreaField
        control={control}
        name={at('answer.sample')}
        label={t('questions.editors.sample')}
        rows={3}
      />
    </>
  );
}
