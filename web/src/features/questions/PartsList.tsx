import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Interaction, QuestionType } from '@lms/domain/questions';
import { Button, Card, Col, Flex, Row } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField } from '../../ui/form/choiceFields';
import { PartEditor } from './editors/PartEditor';
import { ErrorAt } from './editors/shared';
import type { Path } from './editors/shared';
import type { FormPart } from './partForm';
import { newPart } from './partForm';
import type { QuestionFormValues } from './questionSchema';

/** The question's parts: each with its score, weight and its interaction's editor; add, remove, reorder. */
export function PartsList({
  type,
  interaction,
  weights,
  mediaUrl,
  readOnly,
}: {
  type: QuestionType;
  interaction: Interaction;
  weights: readonly number[];
  mediaUrl?: string | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<QuestionFormValues>();
  const parts = (useWatch({ control, name: 'parts' }) as FormPart[] | undefined) ?? [];
  const write = (next: FormPart[]) =>
    setValue('parts', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (i: number, by: number) => {
    const next = [...parts];
    const [part] = next.splice(i, 1);
    next.splice(i + by, 0, part!);
    write(next);
  };
  const unscored = interaction === 'none';
  return (
    <section aria-label={t('questions.form.parts')}>
      {parts.map((part, i) => {
        const title = t('questions.form.part', { n: i + 1 });
        return (
          <Card
            key={part.uid}
            size="small"
            title={title}
            style={{ marginBottom: 12 }}
            extra={
              !readOnly && (
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('questions.form.movePartUp', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('questions.form.movePartDown', { n: i + 1 })}
                    disabled={i === parts.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('questions.form.removePart', { n: i + 1 })}
                    disabled={parts.length === 1}
                    onClick={() => write(parts.filter((_, j) => j !== i))}
                  />
                </Flex>
              )
            }
          >
            <ErrorAt name={`parts.${i}`} />
            {!unscored && (
              <Row gutter={12}>
                <Col xs={12}>
                  <NumberField
                    control={control}
                    name={`parts.${i}.score` as Path}
                    label={t('questions.form.score')}
                    min={0}
                    max={100}
                    step={0.25}
                  />
                </Col>
                <Col xs={12}>
                  <SelectField<QuestionFormValues, number>
                    control={control}
                    name={`parts.${i}.weight` as Path}
                    label={t('questions.form.weight')}
                    options={weights.map((w) => ({ value: w, label: String(w) }))}
                  />
                </Col>
              </Row>
            )}
            <PartEditor interaction={interaction} index={i} type={type} mediaUrl={mediaUrl} />
          </Card>
        );
      })}
      <ErrorAt name="parts" />
      {!readOnly && (
        <Button icon={<PlusOutlined />} onClick={() => write([...parts, newPart(type)])}>
          {t('questions.form.addPart')}
        </Button>
      )}
    </section>
  );
}
