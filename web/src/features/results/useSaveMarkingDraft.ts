import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { SaveMarkingDraftInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';

export const MarkingSaveDraftMutation = graphql(`
  mutation MarkingSaveDraftMutation($input: SaveMarkingDraftInput!) {
    saveMarkingDraft(input: $input) {
      marking {
        ...MarkAttempt_marking
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Writes the marker's draft; the answer (keyed by attempt) updates the marking page in the cache, and comes
 * back as `marking`: the draft as the server holds it, what returning the work would return.
 */
export function useSaveMarkingDraft() {
  const [mutate] = useMutation(MarkingSaveDraftMutation);
  return useCallback(
    async (input: SaveMarkingDraftInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.saveMarkingDraft;
      return {
        ok: Boolean(payload?.marking),
        marking: payload?.marking ?? null,
        sent: result !== null,
        errors: payload?.errors ?? [],
      };
    },
    [mutate],
  );
}
