import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/form/choiceFields';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import type { ErrorTagFormValues, FormResult } from './tagSchemas';
import { ERROR_TAG_FORM_FIELDS, errorTagFormSchema } from './tagSchemas';

export interface ErrorTagDraft {
  id?: string;
  name: string;
  link: string;
  parentId: string | null;
  /** A tag with children stays at the top (the tree has two levels). */
  hasChildren?: boolean;
}

/**
 * The error tag dialog: a new top-level tag, a new child of a given parent, or an edit. The server's
 * mistakes (a sibling with the same name) land under their fields, with what was typed kept.
 */
export function ErrorTagFormModal({
  draft,
  parents,
  onSubmit,
  onClose,
}: {
  draft: ErrorTagDraft;
  /** The top-level tags a child may go under. */
  parents: readonly { id: string; name: string }[];
  onSubmit: (values: ErrorTagFormValues) => Promise<FormResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm({
    resolver: zodResolver(errorTagFormSchema),
    defaultValues: { name: draft.name, link: draft.link, parentId: draft.parentId },
  });

  const submit = handleSubmit(async (values) => {
    const { ok, errors: serverErrors } = await onSubmit(values);
    if (!applyServerErrors(serverErrors, setError, ERROR_TAG_FORM_FIELDS) && ok) onClose();
  });

  const title = draft.id
    ? t('errorTags.editTitle', { name: draft.name })
    : draft.parentId
      ? t('errorTags.createChildTitle', { name: parents.find((p) => p.id === draft.parentId)?.name ?? '' })
      : t('errorTags.createTitle');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={draft.id ? t('common.save') : t('errorTags.create')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      okButtonProps={{ loading: isSubmitting }}
      width={560}
    >
      <FormLayout onSubmit={() => void submit()} label={title}>
        <TextField control={control} name="name" label={t('errorTags.fields.name')} required />
        <SelectField
          control={control}
          name="parentId"
          label={t('errorTags.fields.parent')}
          allowClear
          disabled={draft.hasChildren}
          placeholder={t('errorTags.topLevel')}
          extra={draft.hasChildren ? t('errorTags.parentLocked') : undefined}
          options={parents.filter((p) => p.id !== draft.id).map((p) => ({ value: p.id, label: p.name }))}
        />
        <TextField
          control={control}
          name="link"
          type="url"
          label={t('errorTags.fields.link')}
          placeholder="https://"
        />
        <FormErrorAlert errors={errors} />
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
