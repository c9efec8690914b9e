import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { StudentClassStatus } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

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

/**
 * Approves a request, puts a student on hold or removes them; the row changes at once (optimistic). Lists
 * filtered by status and the class's overview figures no longer hold: they reload when next shown.
 */
export function useChangeStudentStatus(classId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassStudentStatusMutation, {
    update(cache, { data }) {
      if (!data?.updateStudentStatus.classStudent) return;
      cache.modify({
        id: cache.identify({ __typename: 'Class', id: classId }),
        fields: {
          // The unfiltered list keeps the row (its status is updated in place); filtered ones are forgotten.
          students: (existing: unknown, { storeFieldName, DELETE }) =>
            storeFieldName.includes('"status"') ? DELETE : existing,
          overview: (_existing: unknown, { DELETE }) => DELETE,
        },
      });
    },
  });
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
          } as ResultOf<typeof ClassStudentStatusMutation>,
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
