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
        attemptId
        status
        score
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
 * so they come again from the server. The attempt's result takes its new status and total in the cache:
 * evicting the reviews instead would make the page being left ask for its attempt again, and the next
 * submission fetched ahead be asked for a second time (issue 25 point 9). Pages showing a review ask again
 * when they open (docs/architecture.md).
 */
export function useReturnAttempt() {
  const { t } = useTranslation();
  const [mutate] = useMutation(MarkingReturnMutation, {
    update(cache, { data }) {
      const returned = data?.returnAttempt.marking;
      if (!returned) return;
      cache.modify({
        id: cache.identify({ __typename: 'Result', id: returned.attemptId }),
        fields: { status: () => returned.status, score: () => returned.score ?? null },
      });
      for (const fieldName of ['results', 'assignments']) cache.evict({ id: 'ROOT_QUERY', fieldName });
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
