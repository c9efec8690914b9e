import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { dropFromPages } from '../../shared/cache';
import { useDeleteById } from '../../shared/useDeleteById';

const ArticleDeleteMutation = graphql(`
  mutation ArticleDeleteMutation($input: DeleteArticleInput!) {
    deleteArticle(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/** Deletes an article; it leaves every cached page of the knowledge base. */
export function useDeleteArticle() {
  const { t } = useTranslation();
  return useDeleteById(ArticleDeleteMutation, {
    payload: (data) => data.deleteArticle,
    forget: (cache, id) => dropFromPages(cache, 'articles', 'Article', id),
    deleted: (name) => t('knowledge.deleted', { name }),
    failed: t('knowledge.deleteFailed'),
  });
}
