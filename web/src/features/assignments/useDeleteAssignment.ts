import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { toast } from '../../ui/toast';

const AssignmentDeleteMutation = graphql(`
  mutation AssignmentDeleteMutation($input: DeleteAssignmentInput!) {
    deleteAssignment(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes an assignment nobody has started: it leaves the cache, and the class's lists reload. A refusal
 * (a student has started) says why in one toast.
 */
export function useDeleteAssignment() {
  const { t } = useTranslation();
  const [mutate] = useMutation(AssignmentDeleteMutation, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data?.deleteAssignment.deletedId;
      if (id === null || id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'Assignment', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'assignments' });
      cache.gc();
    },
  });
  return useCallback(
    async (id: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.deleteAssignment;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('assign.deleted'));
      else
        toast.error(t('assign.deleteFailed'), reason ?? payload?.errors.flatMap((e) => e.messages).join(' '));
      return deleted;
    },
    [mutate, t],
  );
}
