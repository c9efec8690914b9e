import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetRow } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

const ErrorTagDeleteMutation = graphql(`
  mutation ErrorTagDeleteMutation($input: DeleteTagInput!) {
    deleteErrorTag(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes an error tag with its child tags: the tag leaves the cache and the trees reload (their children
 * went too). A refusal is one toast with the server's reason.
 */
export function useDeleteErrorTag() {
  const { t } = useTranslation();
  return useDeleteById(ErrorTagDeleteMutation, {
    payload: (data) => data.deleteErrorTag,
    forget: (cache, id) => forgetRow(cache, 'ErrorTag', id, 'errorTags'),
    deleted: (name) => t('errorTags.deleted', { name }),
    failed: t('errorTags.deleteFailed'),
  });
}
