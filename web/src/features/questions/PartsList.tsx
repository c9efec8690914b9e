import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { QuestionType } from '@lms/domain/questions';
import { interactionOf } from '@lms/domain/questions';
import { Button, Card, Col, Row } from '../../ui/native';
import { MenuButton } from '../../ui/native/MenuButton';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField } from '../../ui/form/nativeChoiceFields';
import { Tag } from '../../ui/Tag';
import { PartEditor } from './editors/PartEditor';
import { ErrorAt } from './editors/shared';
import type { Path } from './editors/shared';
import type { FormPart } from './partForm';
import { newPart } from './partForm';
import type { QuestionFormValues } from './questionSchema';
import { toGqlType } from './questionTypes';
import { typeGroups } from './typeOptions';

/**
 * The question's parts: each with its own type's editor, score and weight; add (of the question's type, or
 * any other: an IELTS section mixes a passage, judgements and blanks), remove, reorder.
 */
export function PartsList({
  type,
  weights,
  mediaUrl,
  readOnly,
}: {
  /** The question's type: what a new part is unless another is chosen. */
  type: QuestionType;
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
  const add = (of: QuestionType) => write([...parts, newPart(of)]);
  return (
    <section aria-label={t('questions.form.parts')}>
      {parts.map((part, i) => {
        const typeLabel = t(`questionTypes.${toGqlType(part.type)}`);
        return (
          <section key={part.uid} aria-label={t('questions.form.partOfType', { n: i + 1, type: typeLabel })}>
            <Card
              size="small"
              title={
                <span className="part-title">
                  {t('questions.form.part', { n: i + 1 })}
                  <Tag>{typeLabel}</Tag>
                </span>
              }
              style={{ marginBottom: 12 }}
              extra={
                !readOnly && (
                  <span className="part-actions">
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
                  </span>
                )
              }
            >
              <ErrorAt name={`parts.${i}`} />
              {interactionOf(part.type) !== 'none' && (
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
              <PartEditor
                interaction={interactionOf(part.type)}
                index={i}
                type={part.type}
                mediaUrl={mediaUrl}
              />
            </Card>
          </section>
        );
      })}
      <ErrorAt name="parts" />
      {!readOnly && (
        <div className="add-part">
          <Button icon={<PlusOutlined />} onClick={() => add(type)}>
            {t('questions.form.addPart')}
          </Button>
          <MenuButton
            label={t('questions.form.addPartOfType')}
            icon={<DownOutlined />}
            groups={typeGroups(t).map((group) => ({
              key: group.interaction,
              label: group.label,
              items: group.types.map((option) => ({ key: option.type, label: option.label })),
            }))}
            onChoose={(key) => add(key as QuestionType)}
          />
        </div>
      )}
    </section>
  );
}
