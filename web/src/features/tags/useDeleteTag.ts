import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { dropFromPages } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

const TagDeleteMutation = graphql(`
  mutation TagDeleteMutation($input: DeleteTagInput!) {
    deleteTag(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/** Deletes a label: it leaves every cached page; questions and exercises that carried it keep going. */
export function useDeleteTag() {
  const { t } = useTranslation();
  return useDeleteById(TagDeleteMutation, {
    payload: (data) => data.deleteTag,
    forget: (cache, id) => dropFromPages(cache, 'tags', 'Tag', id),
    deleted: (name) => t('tags.deleted', { name }),
    failed: t('tags.deleteFailed'),
  });
}
