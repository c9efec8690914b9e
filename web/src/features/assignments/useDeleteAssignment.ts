import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetRow } from '../../shared/cache';
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
    forget: (cache, id) => forgetRow(cache, 'Assignment', id, 'assignments'),
    deleted: () => t('assign.deleted'),
    failed: t('assign.deleteFailed'),
  });
}
