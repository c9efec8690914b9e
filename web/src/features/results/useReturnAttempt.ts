import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const MarkingReturnMutation = graphql(`
  mutation MarkingReturnMutation($input: ReturnAttemptInput!) {
    returnAttempt(input: $input) {
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
 * Returns the work to its student. The queue and the results lists change (the attempt is no longer waiting),
 * so they come again from the server; the review of this attempt too (its status and total).
 */
export function useReturnAttempt() {
  const { t } = useTranslation();
  const [mutate] = useMutation(MarkingReturnMutation, {
    update(cache, { data }) {
      if (!data?.returnAttempt.marking) return;
      for (const fieldName of ['results', 'attemptReview', 'assignments'])
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  return useCallback(
    /** `confirmUnmarked`: the marker saw the unmarked parts named and returns them with 0. */
    async (attemptId: string, { confirmUnmarked = false }: { confirmUnmarked?: boolean } = {}) => {
      const result = await settle(mutate({ variables: { input: { attemptId, confirmUnmarked } } }));
      const payload = result?.data?.returnAttempt;
      if (payload?.marking) toast.success(t('marking.returned'));
      return { ok: Boolean(payload?.marking), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
