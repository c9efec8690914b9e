import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { SaveSpeakingRubricInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';

export const SpeakingSaveRubricMutation = graphql(`
  mutation SpeakingSaveRubricMutation($input: SaveSpeakingRubricInput!) {
    saveSpeakingRubric(input: $input) {
      speakingScore {
        ...MarkSpeaking_score
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Gives bands of the oral rubric; the answer (keyed by attempt) updates the speaking page in the cache. */
export function useSaveSpeakingRubric() {
  const [mutate] = useMutation(SpeakingSaveRubricMutation);
  return useCallback(
    async (input: SaveSpeakingRubricInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.saveSpeakingRubric;
      return {
        ok: Boolean(payload?.speakingScore),
        score: payload?.speakingScore ?? null,
        errors: payload?.errors ?? [],
      };
    },
    [mutate],
  );
}
