import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const PublishIeltsBandsMutation = graphql(`
  mutation PublishIeltsBandsMutation($input: PublishIeltsBandsInput!) {
    publishIeltsBands(input: $input) {
      registration {
        id
        status
        bandState
        markedAt
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Publishes a registration's draft bands: the candidate sees them and is mailed the results (once, the server
 * guards a repeat). A refusal (no draft, the academy's second-examiner rule) comes back as the toast.
 */
export function usePublishIeltsBands() {
  const { t } = useTranslation();
  const [mutate] = useMutation(PublishIeltsBandsMutation);
  return useCallback(
    async (registrationId: string) => {
      const result = await settle(mutate({ variables: { input: { registrationId } } }));
      const payload = result?.data?.publishIeltsBands;
      if (payload?.registration) toast.success(t('ielts.score.published'));
      else for (const e of payload?.errors ?? []) toast.error(e.messages.join(' '));
      return Boolean(payload?.registration);
    },
    [mutate, t],
  );
}
