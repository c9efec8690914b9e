import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetPages } from '../../shared/cache';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

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
  const [mutate] = useMutation(ErrorTagDeleteMutation, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data?.deleteErrorTag.deletedId;
      if (id === null || id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'ErrorTag', id }) });
      forgetPages(cache, 'errorTags');
    },
  });
  return useCallback(
    async (id: string, name: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.deleteErrorTag;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('errorTags.deleted', { name }));
      else
        toast.error(
          t('errorTags.deleteFailed'),
          reason ?? payload?.errors.flatMap((e) => e.messages).join(' '),
        );
      return deleted;
    },
    [mutate, t],
  );
}
