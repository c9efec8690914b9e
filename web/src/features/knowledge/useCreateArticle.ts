import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreateArticleInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ArticleCreateMutation = graphql(`
  mutation ArticleCreateMutation($input: CreateArticleInput!) {
    createArticle(input: $input) {
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

/** Writes an article; the cached lists are forgotten (where it sorts is the server's to say). */
export function useCreateArticle() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ArticleCreateMutation, {
    update(cache, { data }) {
      if (data?.createArticle.article) forgetPages(cache, 'articles');
    },
  });
  return useCallback(
    async (input: CreateArticleInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createArticle;
      if (payload?.article) toast.success(t('knowledge.created'));
      return { id: payload?.article?.id ?? null, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
