import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRESENTATION_BANDS,
  PRESENTATION_CRITERIA,
  PRESENTATION_SCORE_MAX,
  SCRIPT_SCORE_MAX,
  SLIDE_SCORE_MAX,
  presentationBand,
} from '@lms/domain';
import { Col, Modal, Row, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PresentationGroupsCard_GroupFragment } from '../../gql/graphql';
import { NumberField, RadioGroupField } from '../../ui/form/choiceFields';
import { useErrorText } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import {
  MARK_FORM_FIELDS,
  formTotal,
  markFormSchema,
  markValues,
  toMarkInput,
  type MarkFormValues,
} from './presentationSchema';
import { useMarkPresentationGroup } from './useMarkPresentationGroup';
import { Button } from '../../ui/native';

/**
 * Marks a group's presentation: per criterion a band (radios 15-13, 12-9, 8-5, 4-1) and a point inside it,
 * then the slide score (up to 20) and the script score (up to 15). The presentation score and the total are
 * computed as they are typed with @lms/domain's rule, and docs/product.md point 8's total rule shows before sending.
 * The marks stay a draft until returned; a refusal leaves everything typed in place.
 */
export function MarkGroupModal({
  group,
  maxScore,
  onClose,
}: {
  group: PresentationGroupsCard_GroupFragment;
  maxScore: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const mark = useMarkPresentationGroup();
  const schema = useMemo(() => markFormSchema(maxScore), [maxScore]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { isSubmitting, errors },
  } = useForm<MarkFormValues>({ resolver: zodResolver(schema), defaultValues: markValues(group) });
  const values = useWatch({ control }) as MarkFormValues;
  const { presentation, total } = formTotal({ ...getValues(), ...values });
  // A band picked: its point starts at the band's top, or stays when it already lies inside.
  const bands = PRESENTATION_CRITERIA.map((c) => values.rubric?.[c]?.band ?? '').join('|');
  useEffect(() => {
    for (const c of PRESENTATION_CRITERIA) {
      const band = presentationBand(getValues(`rubric.${c}.band`) ?? '');
      const point = getValues(`rubric.${c}.point`);
      if (band && (point === null || point < band.min || point > band.max))
        setValue(`rubric.${c}.point`, band.max, { shouldValidate: false });
    }
  }, [bands, getValues, setValue]);

  const save = (returned: boolean) =>
    handleSubmit(async (v) => {
      const { input, rename } = toMarkInput(String(group.id), v, returned);
      const { ok, errors: serverErrors } = await mark(input);
      if (
        !applyServerErrors(
          serverErrors,
          setError,
          MARK_FORM_FIELDS as unknown as FieldPath<MarkFormValues>[],
          rename as Record<string, FieldPath<MarkFormValues>>,
        ) &&
        ok
      )
        onClose();
    })();

  const totalError = errorText((errors as { total?: { message?: string; type?: string } }).total as never);
  const title = t('presentations.markGroup', { name: group.name });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={760}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {!group.returned && (
            <Button loading={isSubmitting} onClick={() => void save(false)}>
              {t('presentations.saveDraft')}
            </Button>
          )}
          <Button type="primary" loading={isSubmitting} onClick={() => void save(true)}>
            {group.returned ? t('common.save') : t('presentations.returnMarks')}
          </Button>
        </Space>
      }
    >
      <FormLayout onSubmit={() => void save(false)} label={title}>
        <p>{t('presentations.membersOf', { names: group.members.map((m) => m.name).join(', ') })}</p>
        {PRESENTATION_CRITERIA.map((c) => {
          const band = presentationBand(values.rubric?.[c]?.band ?? '');
          return (
            <Row gutter={16} key={c} align="bottom">
              <Col xs={24} md={16}>
                <RadioGroupField
                  control={control}
                  name={`rubric.${c}.band`}
                  label={t(`presentations.criteria.${c}`)}
                  options={PRESENTATION_BANDS.map((b) => ({ value: b.key, label: b.key }))}
                />
              </Col>
              <Col xs={24} md={8}>
                <NumberField
                  control={control}
                  name={`rubric.${c}.point`}
                  label={t('presentations.point')}
                  min={band?.min ?? 1}
                  max={band?.max ?? PRESENTATION_SCORE_MAX}
                  step={1}
                  extra={band ? t('presentations.pointRange', { min: band.min, max: band.max }) : undefined}
                />
              </Col>
            </Row>
          );
        })}
        <Row gutter={16}>
          <Col xs={12}>
            <NumberField
              control={control}
              name="slideScore"
              label={t('presentations.slideScoreOf', { max: SLIDE_SCORE_MAX })}
              min={0}
              max={SLIDE_SCORE_MAX}
              step={0.5}
            />
          </Col>
          <Col xs={12}>
            <NumberField
              control={control}
              name="scriptScore"
              label={t('presentations.scriptScoreOf', { max: SCRIPT_SCORE_MAX })}
              min={0}
              max={SCRIPT_SCORE_MAX}
              step={0.5}
            />
          </Col>
        </Row>
        <output className="presentation-total" aria-live="polite" data-testid="presentation-total">
          {t('presentations.presentationScore')}:{' '}
          <strong>
            {presentation === null ? '—' : `${format.number(presentation, 2)}/${PRESENTATION_SCORE_MAX}`}
          </strong>
          {' · '}
          {t('presentations.total')}:{' '}
          <strong>{total === null ? '—' : `${format.number(total, 2)}/${format.number(maxScore)}`}</strong>
        </output>
        {totalError && (
          <div role="alert" className="text-danger">
            {totalError}
          </div>
        )}
        <FormErrorAlert errors={errors} />
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
