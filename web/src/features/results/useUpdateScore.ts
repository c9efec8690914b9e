import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';
import { graphql } from '../../gql';
import type { ScoreKind } from '../../gql/graphql';

const ScoreUpdateMutation = graphql(`
  mutation ScoreUpdateMutation($input: UpdateScoreInput!) {
    updateScore(input: $input) {
      score {
        id
        kind
        value
        note
      }
      errors {
        field
        messages
      }
    }
  }
`);

export interface ScoreChange {
  kind: ScoreKind;
  value: number;
  note: string;
}

/**
 * Changes a score; the answer carries the score with its id, so the cache updates the row where it shows.
 * A score outside an assignment has no rule the form has not checked already (0 to 100), so its new values
 * show at once; one for an assignment waits for the server, which checks the assignment's maximum.
 */
export function useUpdateScore() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ScoreUpdateMutation);
  return useCallback(
    async (id: string, change: ScoreChange, opts: { forAssignment: boolean }) => {
      const result = await settle(
        mutate({
          variables: { input: { id, ...change } },
          // The generated types leave __typename out; Apollo needs it to find the row in the cache.
          optimisticResponse: opts.forAssignment
            ? undefined
            : ({
                updateScore: {
                  __typename: 'ScorePayload',
                  score: { __typename: 'Score', id, ...change },
                  errors: [],
                },
              } as ResultOf<typeof ScoreUpdateMutation>),
        }),
      );
      const payload = result?.data?.updateScore;
      if (payload?.score) toast.success(t('scores.updated'));
      return { ok: Boolean(payload?.score), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
