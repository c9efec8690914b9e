import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { ClassStudentStatusMutationMutation, StudentClassStatus } from '../../gql/graphql';

const ClassStudentStatusMutation = graphql(`
  mutation ClassStudentStatusMutation($input: UpdateStudentStatusInput!) {
    updateStudentStatus(input: $input) {
      classStudent {
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

/** Approves a request, puts a student on hold or removes them; the row changes at once. */
export function useUpdateStudentStatus(classId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassStudentStatusMutation, { refetchQueries: ['ClassDetailQuery'] });
  return useCallback(
    async (membershipId: string, studentId: string, status: StudentClassStatus) => {
      const result = await settle(
        mutate({
          variables: { input: { classId, studentId, status } },
          // The generated types leave __typename out; Apollo needs it to find the row in the cache.
          optimisticResponse: {
            updateStudentStatus: {
              __typename: 'ClassStudentPayload',
              classStudent: { __typename: 'ClassStudent', id: membershipId, status },
              errors: [],
            },
          } as ClassStudentStatusMutationMutation,
        }),
      );
      const payload = result?.data?.updateStudentStatus;
      if (payload?.classStudent)
        toast.success(t('students.statusChanged', { status: t(`studentStatus.${status}`) }));
      else if (payload?.errors.length)
        toast.error(t('students.statusFailed'), payload.errors.flatMap((e) => e.messages).join(' '));
    },
    [classId, mutate, t],
  );
}

export function useAddStudents(classId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassAddStudentsMutation, {
    refetchQueries: ['ClassStudentsTabQuery', 'ClassDetailQuery'],
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
