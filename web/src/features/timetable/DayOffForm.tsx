import { academyToday } from '@lms/domain/calendar';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField } from '../../ui/form/choiceFields';
import { DateField } from '../../ui/form/dateFields';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { date, optionalText } from '../../ui/form/rules';
import { useFormatters } from '../../ui/format';
import { useConfirm } from '../../ui/useConfirm';
import { useCreateDayOff } from './useCreateDayOff';

/**
 * A day off: for one class, or (administrators) for the whole academy when no class is picked. A date in the
 * past needs a reason and a confirmation: it cancels lessons after the fact.
 */
export function DayOffForm({
  classes,
  wholeAcademyAllowed,
  onClose,
}: {
  classes: { id: string; name: string }[];
  wholeAcademyAllowed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [confirm, confirmHolder] = useConfirm();
  const today = academyToday();
  const schema = z
    .object({ classId: z.string().nullable(), date: date(), reason: optionalText() })
    .refine((v) => wholeAcademyAllowed || v.classId, {
      path: ['classId'],
      message: 'validation.classRequired',
    })
    .refine((v) => !v.date || v.date >= today || v.reason.length > 0, {
      path: ['reason'],
      message: 'daysOff.pastReasonRequired',
    });
  const create = useCreateDayOff();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { classId: null, date: '', reason: '' } });

  const submit = handleSubmit(async (values) => {
    if (values.date < today) {
      const confirmed = await confirm({
        title: t('daysOff.pastConfirm'),
        content: t('daysOff.pastText', { date: format.longDate(values.date) }),
        okText: t('daysOff.create'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    const outcome = await create(values);
    if (!outcome || applyServerErrors(outcome.errors, setError, ['classId', 'date', 'reason'])) return;
    onClose();
  });

  return (
    <>
      {confirmHolder}
      <Modal
        open
        title={t('daysOff.create')}
        onCancel={onClose}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onOk={() => void submit()}
        okButtonProps={{ loading: isSubmitting }}
      >
        <FormLayout onSubmit={() => void submit()} label={t('daysOff.create')}>
          <SelectField
            control={control}
            name="classId"
            label={t('daysOff.class')}
            required={!wholeAcademyAllowed}
            allowClear
            placeholder={wholeAcademyAllowed ? t('daysOff.wholeAcademy') : undefined}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
          />
          <DateField control={control} name="date" label={t('daysOff.date')} required />
          <TextField
            control={control}
            name="reason"
            label={t('daysOff.reason')}
            placeholder={t('daysOff.reasonHint')}
          />
          <FormErrorAlert errors={errors} />
          <button type="submit" hidden aria-hidden />
        </FormLayout>
      </Modal>
    </>
  );
}
