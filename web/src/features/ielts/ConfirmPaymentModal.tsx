import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, RadioGroupField } from '../../ui/form/nativeChoiceFields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { ConfirmPaymentValues } from './ieltsSchemas';
import { confirmPaymentSchema } from './ieltsSchemas';
import { useDong } from './money';
import { useConfirmPayment } from './useConfirmPayment';
import type { Row } from './PaymentListPage';

export function ConfirmPaymentModal({ payment, onClose }: { payment: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const dong = useDong();
  const confirmPayment = useConfirmPayment();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<ConfirmPaymentValues>({
    resolver: zodResolver(confirmPaymentSchema),
    defaultValues: { amount: payment.amount, method: 'BANK_TRANSFER' },
  });
  const received = useWatch({ control, name: 'amount' });
  const submit = handleSubmit(async (values) => {
    const result = await confirmPayment({ paymentId: String(payment.id), ...values }, payment.invoice);
    if (!applyServerErrors(result.errors, setError, ['amount', 'method']) && result.ok) onClose();
  });
  const title = t('ielts.payments.confirmTitle', { invoice: payment.invoice });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('ielts.payments.confirm')}
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
    >
      <p>
        {t('ielts.payments.invoiceAmount', { name: payment.candidate.name, amount: dong(payment.amount) })}
      </p>
      <FormLayout onSubmit={() => void submit()} label={title}>
        <NumberField
          control={control}
          name="amount"
          label={t('ielts.payments.amountReceived')}
          required
          min={0}
          step={1000}
          extra={
            typeof received === 'number' ? (
              <span aria-live="polite">
                {t('ielts.payments.amountReceivedIs', { amount: dong(received) })}
              </span>
            ) : undefined
          }
        />
        <RadioGroupField
          control={control}
          name="method"
          label={t('ielts.fields.method')}
          options={(['BANK_TRANSFER', 'CASH'] as const).map((m) => ({
            value: m,
            label: t(`ielts.paymentMethod.${m}`),
          }))}
        />
        <FormErrorAlert errors={errors} />
      </FormLayout>
    </Modal>
  );
}
