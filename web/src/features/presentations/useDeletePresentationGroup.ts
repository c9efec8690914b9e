import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetRow } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

const PresentationGroupDeleteMutation = graphql(`
  mutation PresentationGroupDeleteMutation($input: DeletePresentationGroupInput!) {
    deletePresentationGroup(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/** Deletes a group: it leaves the cache (and so its assignment's list). */
export function useDeletePresentationGroup() {
  const { t } = useTranslation();
  return useDeleteById(PresentationGroupDeleteMutation, {
    payload: (data) => data.deletePresentationGroup,
    forget: (cache, id) => forgetRow(cache, 'PresentationGroup', id),
    deleted: (name) => t('presentations.groupDeleted', { name }),
    failed: t('presentations.deleteFailed'),
  });
}
