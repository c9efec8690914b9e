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
        status
        bandState
        draftedByName
        draftedAt
        markedAt
        bands {
          listening
          reading
          writing
          speaking
          overall
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Saves an examiner's bands of a registration as a draft (the server computes the bands; nothing is mailed). */
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
