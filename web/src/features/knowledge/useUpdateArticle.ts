import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { UpdateArticleInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ArticleUpdateMutation = graphql(`
  mutation ArticleUpdateMutation($input: UpdateArticleInput!) {
    updateArticle(input: $input) {
      article {
        id
        ...ArticleView_article
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Changes an article: it changes in place (normalised by id); the lists are forgotten, since a changed
 * language, topic or draft state moves it between them.
 */
export function useUpdateArticle() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ArticleUpdateMutation, {
    update(cache, { data }) {
      if (data?.updateArticle.article) forgetPages(cache, 'articles');
    },
  });
  return useCallback(
    async (input: UpdateArticleInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.updateArticle;
      if (payload?.article) toast.success(t('knowledge.saved'));
      return { id: payload?.article?.id ?? null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
