import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { BandCorrectionValues, MarkingValues } from './ieltsSchemas';
import { bandCorrectionSchema } from './ieltsSchemas';
import { useCorrectIeltsBands } from './useCorrectIeltsBands';

/**
 * Asks why published bands are corrected and sends the correction (the marks of the page's form): the
 * candidate is mailed the corrected bands and the record keeps who, when, from what to what and why.
 */
export function CorrectBandsModal({
  registrationId,
  marks,
  onClose,
}: {
  registrationId: string;
  marks: MarkingValues;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const correct = useCorrectIeltsBands();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<BandCorrectionValues>({
    resolver: zodResolver(bandCorrectionSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    const result = await correct({
      registrationId,
      writingTask1: marks.writingTask1,
      writingTask2: marks.writingTask2,
      speaking: marks.speaking,
      reason: reason.trim(),
    });
    if (!applyServerErrors(result.errors, setError, ['reason']) && result.ok) onClose();
  });
  const title = t('ielts.score.correctTitle');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={t('ielts.score.correctConfirm')}
      onOk={() => void submit()}
      confirmLoading={isSubmitting}
    >
      <p>{t('ielts.score.correctHint')}</p>
      <FormLayout onSubmit={() => void submit()} label={title}>
        <TextAreaField control={control} name="reason" label={t('ielts.score.reason')} required />
        <FormErrorAlert errors={errors} />
      </FormLayout>
    </Modal>
  );
}
