import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { MarkIeltsRegistrationInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const MarkIeltsMutation = graphql(`
  mutation MarkIeltsMutation($input: MarkIeltsRegistrationInput!) {
    markIeltsRegistration(input: $input) {
      registration {
        id
        bandState
        draftedByName
        draftedAt
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Saves an examiner's bands of a registration as a draft (the server computes the bands; nothing is mailed).
 * The page shows the bands from its form; the answer updates only the draft's state.
 */
export function useMarkIelts() {
  const { t } = useTranslation();
  const [mutate] = useMutation(MarkIeltsMutation);
  return useCallback(
    async (input: MarkIeltsRegistrationInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.markIeltsRegistration;
      if (payload?.registration) toast.success(t('ielts.score.saved'));
      return { ok: Boolean(payload?.registration), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
