import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
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
    forget: (cache, id) => {
      cache.evict({ id: cache.identify({ __typename: 'PresentationGroup', id }) });
      cache.gc();
    },
    deleted: (name) => t('presentations.groupDeleted', { name }),
    failed: t('presentations.deleteFailed'),
  });
}
