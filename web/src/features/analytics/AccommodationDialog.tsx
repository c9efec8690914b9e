import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOMMODATION_BOUNDS } from '@lms/domain';
import { Modal } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NumberField, RadioGroupField } from '../../ui/form/choiceFields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { Button } from '../../ui/native';
import { useSetAccommodation, type AccommodationValues } from './useSetAccommodation';

/** What the overview knows of a student's accommodation on the assignment (null when none). */
export interface ShownAccommodation {
  extraTimePercent?: number | null;
  extraTimeMinutes?: number | null;
  extraAttempts: number;
  source: 'ASSIGNMENT' | 'STANDING';
}

const whole = (max: number, message: string) =>
  z.number({ error: 'validation.numberRequired' }).int(message).min(0, message).max(max, message);

/** Extra time as a percent or as minutes, inside the bounds of @lms/domain; the server checks them again. */
const schema = z
  .object({
    unit: z.enum(['percent', 'minutes']),
    amount: z.number({ error: 'validation.numberRequired' }),
    extraAttempts: whole(ACCOMMODATION_BOUNDS.attempts, 'accommodation.attemptsRange'),
  })
  .superRefine((v, ctx) => {
    const max = v.unit === 'percent' ? ACCOMMODATION_BOUNDS.percent : ACCOMMODATION_BOUNDS.minutes;
    // Typed values stay as typed (the field does not clamp them), so the bound is said, not hidden.
    if (!Number.isInteger(v.amount) || v.amount < 0 || v.amount > max)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: v.unit === 'percent' ? 'accommodation.percentRange' : 'accommodation.minutesRange',
      });
  });
type Values = z.infer<typeof schema>;

const initial = (a: ShownAccommodation | null): Values => ({
  unit: a?.extraTimeMinutes ? 'minutes' : 'percent',
  amount: a?.extraTimeMinutes ?? a?.extraTimePercent ?? 0,
  extraAttempts: a?.extraAttempts ?? 0,
});

const toInput = (v: Values): AccommodationValues => ({
  extraTimePercent: v.unit === 'percent' && v.amount ? v.amount : null,
  extraTimeMinutes: v.unit === 'minutes' && v.amount ? v.amount : null,
  extraAttempts: v.extraAttempts,
});

/**
 * One student's accommodation on one assignment (issue 31 point 1): extra time as a percent of the time limit
 * or as minutes, and extra attempts. Saving sets the assignment's override, which wins over the standing
 * setting; "Back to the standing setting" removes it. The server's mistakes show under their fields.
 */
export function AccommodationDialog({
  assignmentId,
  studentId,
  studentName,
  current,
  onClose,
}: {
  assignmentId: string;
  studentId: string;
  studentName: string;
  current: ShownAccommodation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { set, clear } = useSetAccommodation(assignmentId, studentId);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial(current) });
  const unit = useWatch({ control, name: 'unit' });

  const submit = handleSubmit(async (values) => {
    const answer = await set(toInput(values));
    const shown = applyServerErrors(answer.errors, setError, ['amount', 'extraAttempts'], {
      extraTimePercent: 'amount',
      extraTimeMinutes: 'amount',
    });
    if (!shown && answer.ok) onClose();
  });
  async function backToStanding() {
    const answer = await clear();
    if (!applyServerErrors(answer.errors, setError, []) && answer.ok) onClose();
  }

  const title = t('accommodation.title', { name: studentName });
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
        <RadioGroupField
          control={control}
          name="unit"
          label={t('accommodation.unit')}
          options={[
            { value: 'percent', label: t('accommodation.percent') },
            { value: 'minutes', label: t('accommodation.minutes') },
          ]}
        />
        <NumberField
          control={control}
          name="amount"
          label={unit === 'percent' ? t('accommodation.amountPercent') : t('accommodation.amountMinutes')}
        />
        <NumberField control={control} name="extraAttempts" label={t('accommodation.extraAttempts')} />
        <FormErrorAlert errors={errors} />
        {current?.source === 'ASSIGNMENT' && (
          <Button onClick={() => void backToStanding()}>{t('accommodation.clear')}</Button>
        )}
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
