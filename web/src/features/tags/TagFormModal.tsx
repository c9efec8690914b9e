import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { FormResult, TagFormValues } from './tagSchemas';
import { TAG_FORM_FIELDS, tagFormSchema } from './tagSchemas';

/** A new label of questions and exercises, or a new name for one. */
export function TagFormModal({
  tag,
  onSubmit,
  onClose,
}: {
  tag?: { id: string; name: string };
  onSubmit: (values: TagFormValues) => Promise<FormResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({ resolver: zodResolver(tagFormSchema), defaultValues: { name: tag?.name ?? '' } });

  const submit = handleSubmit(async (values) => {
    const { ok, errors: serverErrors } = await onSubmit(values);
    if (!applyServerErrors(serverErrors, setError, TAG_FORM_FIELDS) && ok) onClose();
  });

  const title = tag ? t('tags.renameTitle', { name: tag.name }) : t('tags.createTitle');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={tag ? t('common.save') : t('tags.create')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: isSubmitting }}
      width={480}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <TextField control={control} name="name" label={t('tags.fields.name')} required />
        <FormErrorAlert errors={errors} />
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
