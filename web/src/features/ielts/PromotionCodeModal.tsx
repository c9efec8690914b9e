import { academyToday } from '@lms/domain/calendar';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, RadioGroupField } from '../../ui/form/nativeChoiceFields';
import { DateField } from '../../ui/form/dateFields';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { PromotionCodeValues } from './ieltsSchemas';
import { PROMOTION_CODE_FIELDS, promotionCodeSchema } from './ieltsSchemas';
import { useSavePromotionCode } from './useSavePromotionCode';
import type { Row } from './PromotionCodePage';

/** The end of a chosen day in the academy's time zone (UTC+7), as the expiry instant. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59+07:00`).toISOString();
const dayOf = (instant: string) => academyToday(new Date(instant));

export function PromotionCodeModal({ code, onClose }: { code: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromotionCode();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<PromotionCodeValues>({
    resolver: zodResolver(promotionCodeSchema),
    defaultValues: code
      ? {
          title: code.title,
          code: code.code,
          discountKind: code.discountKind,
          discountValue: code.discountValue,
          usageLimit: code.usageLimit ?? null,
          expiresAt: dayOf(code.expiresAt),
          status: code.status,
        }
      : {
          title: '',
          code: '',
          discountKind: 'PERCENT',
          discountValue: 10,
          usageLimit: null,
          expiresAt: '',
          status: 'ACTIVE',
        },
  });
  const kind = useWatch({ control, name: 'discountKind' });
  const submit = handleSubmit(async (values) => {
    const v = promotionCodeSchema.parse(values);
    const common = {
      title: v.title,
      discountKind: v.discountKind,
      discountValue: v.discountValue,
      usageLimit: v.usageLimit,
      expiresAt: endOfDay(v.expiresAt),
      status: v.status,
    };
    const result = await save(
      code ? { id: String(code.id), ...common } : { code: v.code, ...common },
      v.code,
    );
    if (!applyServerErrors(result.errors, setError, PROMOTION_CODE_FIELDS) && result.ok) onClose();
  });
  const title = code ? t('ielts.codes.editTitle', { code: code.code }) : t('ielts.codes.create');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('common.save')}
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <TextField control={control} name="title" label={t('ielts.codes.titleField')} required />
        <TextField
          control={control}
          name="code"
          label={t('ielts.codes.code')}
          required
          disabled={Boolean(code)}
        />
        <RadioGroupField
          control={control}
          name="discountKind"
          label={t('ielts.codes.kind')}
          options={(['PERCENT', 'AMOUNT'] as const).map((k) => ({
            value: k,
            label: t(`ielts.discountKind.${k}`),
          }))}
        />
        <NumberField
          control={control}
          name="discountValue"
          label={kind === 'PERCENT' ? t('ielts.codes.percent') : t('ielts.codes.amount')}
          required
          min={1}
          max={kind === 'PERCENT' ? 100 : undefined}
          step={kind === 'PERCENT' ? 1 : 10000}
        />
        <NumberField control={control} name="usageLimit" label={t('ielts.codes.usageLimit')} min={1} />
        <DateField control={control} name="expiresAt" label={t('ielts.codes.expiresAt')} required />
        <RadioGroupField
          control={control}
          name="status"
          label={t('ielts.fields.status')}
          options={(['ACTIVE', 'INACTIVE'] as const).map((s) => ({
            value: s,
            label: t(`ielts.codeStatus.${s}`),
          }))}
        />
        <FormErrorAlert errors={errors} />
      </FormLayout>
    </Modal>
  );
}
