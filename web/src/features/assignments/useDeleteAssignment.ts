import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useDeleteById } from '../../shared/useDeleteById';

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
  return useDeleteById(AssignmentDeleteMutation, {
    payload: (data) => data.deleteAssignment,
    forget: (cache, id) => {
      cache.evict({ id: cache.identify({ __typename: 'Assignment', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'assignments' });
      cache.gc();
    },
    deleted: () => t('assign.deleted'),
    failed: t('assign.deleteFailed'),
  });
}
