import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dropFromPages } from '../../shared/cache';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

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
  const [mutate] = useMutation(TagDeleteMutation, {
    context: { silent: true },
    update(cache, { data }) {
      const id = data?.deleteTag.deletedId;
      if (id !== null && id !== undefined) dropFromPages(cache, 'tags', 'Tag', String(id));
    },
  });
  return useCallback(
    async (id: string, name: string) => {
      let reason: string | undefined;
      const result = await mutate({ variables: { input: { id } } }).catch((error: unknown) => {
        reason = error instanceof Error ? error.message : undefined;
        return null;
      });
      const payload = result?.data?.deleteTag;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('tags.deleted', { name }));
      else
        toast.error(t('tags.deleteFailed'), reason ?? payload?.errors.flatMap((e) => e.messages).join(' '));
      return deleted;
    },
    [mutate, t],
  );
}
