import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { classCode } from '../../ui/form/rules';
import { useJoinClass } from './useJoinClass';
import { Button } from '../../ui/native';

const joinSchema = z.object({ classCode: classCode() });

/** A student joins a class with the code the teacher gave; the teacher then approves the request. */
export function JoinClassModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const join = useJoinClass();
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm({ resolver: zodResolver(joinSchema), defaultValues: { classCode: '' } });

  const submit = handleSubmit(async ({ classCode: code }) => {
    const outcome = await join(code);
    if (!outcome || applyServerErrors(outcome.errors, setError, ['classCode'])) return;
    reset();
    onClose();
  });

  return (
    <Modal open={open} title={t('classes.joinTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <FormLayout onSubmit={() => void submit()} label={t('classes.joinTitle')}>
        <TextField
          control={control}
          name="classCode"
          label={t('classes.fields.classCode')}
          required
          extra={t('classes.joinHint')}
        />
        <FormErrorAlert errors={errors} />
        <Button type="primary" htmlType="submit" loading={isSubmitting} block>
          {t('classes.join')}
        </Button>
      </FormLayout>
    </Modal>
  );
}
