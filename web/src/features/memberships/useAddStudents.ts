import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetFields } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ClassAddStudentsMutation = graphql(`
  mutation ClassAddStudentsMutation($input: AddStudentsToClassInput!) {
    addStudentsToClass(input: $input) {
      classStudents {
        id
        status
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Adds students to a class as active. The class's student lists and overview figures are forgotten: the
 * list on screen reloads with the new rows, the rest when next shown.
 */
export function useAddStudents(classId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassAddStudentsMutation, {
    update(cache, { data }) {
      if (data?.addStudentsToClass.classStudents?.length)
        forgetFields(cache, 'Class', classId, ['students', 'overview']);
    },
  });
  return useCallback(
    async (studentIds: string[]) => {
      const result = await settle(
        mutate({ variables: { input: { classId, studentIds, status: 'ACTIVE' } } }),
      );
      const payload = result?.data?.addStudentsToClass;
      if (payload?.classStudents) toast.success(t('students.added', { count: payload.classStudents.length }));
      return payload?.errors ?? [];
    },
    [classId, mutate, t],
  );
}
