import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { graphql } from '../../gql';
import { SelectField } from '../../ui/form/choiceFields';
import { FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useAddStudents } from './useAddStudents';
import { Button } from '../../ui/native';

const AddStudentsSearchQuery = graphql(`
  query AddStudentsSearchQuery($search: String) {
    users(filter: { role: STUDENT, search: $search, isActive: true }, pageSize: 30) {
      items {
        id
        name
        email
      }
    }
  }
`);

const schema = z.object({ studentIds: z.array(z.string()).min(1, 'validation.studentsRequired') });

/** Puts students in the class at once (active). */
export function AddStudentsModal({
  classId,
  open,
  onClose,
}: {
  classId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const addStudents = useAddStudents(classId);
  const { data, previousData, loading } = useQuery(AddStudentsSearchQuery, {
    variables: { search: debounced || undefined },
    skip: !open,
  });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { studentIds: [] as string[] } });

  const submit = handleSubmit(async ({ studentIds }) => {
    const serverErrors = await addStudents(studentIds);
    if (applyServerErrors(serverErrors, setError, ['studentIds'])) return;
    reset();
    onClose();
  });

  return (
    <Modal open={open} title={t('students.addTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <FormLayout onSubmit={() => void submit()} label={t('students.addTitle')}>
        <SelectField
          control={control}
          name="studentIds"
          mode="multiple"
          label={t('students.pick')}
          required
          loading={loading}
          onSearch={setSearch}
          options={((data ?? previousData)?.users.items ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.name} (${u.email})`,
          }))}
        />
        <FormErrorAlert errors={errors} />
        <Button type="primary" htmlType="submit" loading={isSubmitting} block>
          {t('students.add')}
        </Button>
      </FormLayout>
    </Modal>
  );
}
