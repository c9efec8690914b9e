import { zodResolver } from '@hookform/resolvers/zod';
import { SCORE_MAX, SCORE_MIN, isScore } from '@lms/domain';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FragmentType } from '../../gql';
import { getFragmentData, graphql } from '../../gql';
import { NumberField, SelectField } from '../../ui/form/choiceFields';
import { TextAreaField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { optionalText } from '../../ui/form/rules';
import { useUpdateScore } from './useUpdateScore';

export const ScoreEditModal_score = graphql(`
  fragment ScoreEditModal_score on Score {
    id
    kind
    value
    note
    student {
      id
      name
    }
    assignment {
      id
    }
  }
`);

const SCORE_KINDS = ['SCORE_PRESENTATION', 'SCORE_TEST', 'SCORE_HOME_WORK'] as const;

/** docs/product.md point 5: a score is 0 to 100 (@lms/domain); the assignment's maximum is the server's check. */
const scoreSchema = z.object({
  kind: z.enum(SCORE_KINDS),
  value: z.number({ error: 'validation.numberRequired' }).refine((v) => isScore(v), 'scores.invalid'),
  note: optionalText(),
});

type ScoreValues = z.infer<typeof scoreSchema>;
const FIELDS = Object.keys(scoreSchema.shape) as (keyof ScoreValues)[];

/** Changes a score's value, kind and note; the server's mistakes show under their fields. */
export function ScoreEditModal({
  score,
  onClose,
}: {
  score: FragmentType<typeof ScoreEditModal_score>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const s = getFragmentData(ScoreEditModal_score, score);
  const updateScore = useUpdateScore();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: zodResolver(scoreSchema),
    defaultValues: { kind: s.kind, value: s.value, note: s.note },
  });

  const submit = handleSubmit(async (values) => {
    const { ok, errors: serverErrors } = await updateScore(String(s.id), values, {
      forAssignment: Boolean(s.assignment),
    });
    if (!applyServerErrors(serverErrors, setError, FIELDS) && ok) onClose();
  });

  const title = t('scores.editFor', { name: s.student?.name ?? '' });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: isSubmitting }}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <NumberField
          control={control}
          name="value"
          label={t('scores.value')}
          required
          min={SCORE_MIN}
          max={SCORE_MAX}
          step={0.5}
        />
        <SelectField
          control={control}
          name="kind"
          label={t('scores.kind')}
          required
          options={SCORE_KINDS.map((k) => ({ value: k, label: t(`scores.kinds.${k}`) }))}
        />
        <TextAreaField control={control} name="note" label={t('scores.note')} rows={2} />
        <FormErrorAlert errors={errors} />
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
