import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';

const ScoreDeleteMutation = graphql(`
  mutation ScoreDeleteMutation($input: DeleteScoreInput!) {
    deleteScore(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Deletes a score. Whoever sees the scores tab may mark the class (admin, its teachers, its examiners), so
 * the row leaves at once (optimistic); a refusal brings it back and the error toast says why.
 */
export function useDeleteScore() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ScoreDeleteMutation, {
    update(cache, { data }) {
      const id = data?.deleteScore.deletedId;
      if (id === null || id === undefined) return;
      // Lists holding the score drop the dangling reference when they are read again.
      cache.evict({ id: cache.identify({ __typename: 'Score', id }) });
      cache.gc();
    },
  });
  return useCallback(
    async (id: string) => {
      const result = await settle(
        mutate({
          variables: { input: { id } },
          // The generated types leave __typename out; Apollo needs it to find the row in the cache.
          optimisticResponse: {
            deleteScore: { __typename: 'DeleteScorePayload', deletedId: id, errors: [] },
          } as ResultOf<typeof ScoreDeleteMutation>,
        }),
      );
      const payload = result?.data?.deleteScore;
      const deleted = payload?.deletedId !== null && payload?.deletedId !== undefined;
      if (deleted) toast.success(t('scores.deleted'));
      else if (payload?.errors.length)
        toast.error(t('scores.deleteFailed'), payload.errors.flatMap((e) => e.messages).join(' '));
      return deleted;
    },
    [mutate, t],
  );
}
