import { zodResolver } from '@hookform/resolvers/zod';
import { GROUP_MEMBERS_MAX } from '@lms/domain';
import { Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/form/choiceFields';
import { TextField } from '../../ui/form/fields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { GROUP_FORM_FIELDS, groupFormSchema, type GroupFormValues } from './presentationSchema';
import { useCreatePresentationGroup } from './useCreatePresentationGroup';
import { useUpdatePresentationGroup } from './useUpdatePresentationGroup';

/** The server names a member's mistake `memberIds.<i>`: it shows under the members field. */
const MEMBER_RENAME = Object.fromEntries(
  Array.from({ length: GROUP_MEMBERS_MAX + 1 }, (_, i) => [`memberIds.${i}`, 'memberIds' as const]),
);

/**
 * Makes or changes a presentation group: a name and members picked among the class's active students
 * (one in another group is labelled so; the server refuses them under the field). Nothing typed is lost when
 * the server refuses.
 */
export function GroupFormModal({
  assignmentId,
  group,
  students,
  onClose,
}: {
  assignmentId: string;
  group?: { id: string | number; name: string; members: readonly { id: string | number }[] };
  students: { id: string; name: string; elsewhere: boolean }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePresentationGroup();
  const update = useUpdatePresentationGroup();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: { name: group?.name ?? '', memberIds: group?.members.map((m) => String(m.id)) ?? [] },
  });
  const submit = handleSubmit(async (values) => {
    const { ok, errors: serverErrors } = group
      ? await update({ id: String(group.id), name: values.name, memberIds: values.memberIds })
      : await create({ assignmentId, name: values.name, memberIds: values.memberIds });
    if (!applyServerErrors(serverErrors, setError, GROUP_FORM_FIELDS, MEMBER_RENAME) && ok) onClose();
  });
  const title = group ? t('presentations.editGroup', { name: group.name }) : t('presentations.addGroup');
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
        <TextField control={control} name="name" label={t('presentations.groupName')} required />
        <SelectField
          control={control}
          name="memberIds"
          mode="multiple"
          label={t('presentations.members')}
          required
          options={students.map((s) => ({
            value: s.id,
            label: s.elsewhere ? t('presentations.inAnotherGroup', { name: s.name }) : s.name,
          }))}
        />
        <FormErrorAlert errors={errors} />
        <button type="submit" hidden aria-hidden />
      </FormLayout>
    </Modal>
  );
}
