import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CorrectIeltsBandsInput } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CorrectIeltsBandsMutation = graphql(`
  mutation CorrectIeltsBandsMutation($input: CorrectIeltsBandsInput!) {
    correctIeltsBands(input: $input) {
      registration {
        id
        bands {
          listening
          reading
          writing
          speaking
          overall
        }
        ...BandCorrections_registration
      }
      errors {
        field
        messages
      }
    }
  }
`);

/** Corrects published bands with a reason; the record and the corrected bands come back into the cache. */
export function useCorrectIeltsBands() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CorrectIeltsBandsMutation);
  return useCallback(
    async (input: CorrectIeltsBandsInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.correctIeltsBands;
      if (payload?.registration) toast.success(t('ielts.score.corrected'));
      return { ok: Boolean(payload?.registration), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
