import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import { dropFromPages } from '../../shared/cache';

const ClassDeleteMutation = graphql(`
  mutation ClassDeleteMutation($input: DeleteClassInput!) {
    deleteClass(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes a class and drops it from every cached list at once (optimistic: an administrator's delete
 * succeeds unless the server refuses, and then the row comes back).
 */
export function useDeleteClass() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ClassDeleteMutation, {
    update(cache, { data }) {
      const id = data?.deleteClass.deletedId;
      if (id === null || id === undefined) return;
      dropFromPages(cache, 'classes', 'Class', String(id));
    },
  });
  return useCallback(
    async (id: string) => {
      const result = await settle(
        mutate({
          variables: { input: { id } },
          // The generated types leave __typename out; Apollo needs it to write the answer.
          optimisticResponse: {
            deleteClass: { __typename: 'DeleteClassPayload', deletedId: id, errors: [] },
          } as ResultOf<typeof ClassDeleteMutation>,
        }),
      );
      const payload = result?.data?.deleteClass;
      if (payload?.deletedId !== null && payload?.deletedId !== undefined)
        toast.success(t('classes.deleted'));
      else if (payload?.errors.length)
        toast.error(t('classes.deleteFailed'), payload.errors.flatMap((e) => e.messages).join(' '));
      return Boolean(payload?.deletedId);
    },
    [mutate, t],
  );
}
