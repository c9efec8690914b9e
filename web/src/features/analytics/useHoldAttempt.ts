import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { OverviewStatus } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const OverviewHoldMutation = graphql(`
  mutation OverviewHoldMutation($input: HoldAttemptInput!) {
    holdAttempt(input: $input) {
      attemptId
      status
      errors {
        field
        messages
      }
    }
  }
`);

interface StatusRow {
  attemptId?: string | number | null;
  status?: OverviewStatus;
}

/**
 * Pauses an attempt being taken (`hold: true`) or lets a paused one go on, from the assignment overview
 * (issue 13). The overview's row of the attempt takes its new status in place (its rows are not normalised);
 * a cached `Result` of it too. Resolves to whether the server did it; a refusal is a toast with its reason.
 */
export function useHoldAttempt(assignmentId: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(OverviewHoldMutation, {
    update(cache, { data }) {
      const answer = data?.holdAttempt;
      if (!answer?.attemptId || !answer.status) return;
      const held = answer.status === 'HOLDING';
      cache.modify({
        id: cache.identify({ __typename: 'Assignment', id: assignmentId }),
        fields: {
          studentStatuses: (rows: unknown) =>
            Array.isArray(rows)
              ? (rows as StatusRow[]).map((r) =>
                  String(r.attemptId) === String(answer.attemptId)
                    ? { ...r, status: held ? 'HOLDING' : 'IN_PROGRESS' }
                    : r,
                )
              : rows,
        },
      });
      cache.modify({
        id: cache.identify({ __typename: 'Result', id: answer.attemptId }),
        fields: { status: () => answer.status },
      });
    },
  });
  return useCallback(
    async (attemptId: string, hold: boolean) => {
      const result = await settle(mutate({ variables: { input: { attemptId, hold } } }));
      const payload = result?.data?.holdAttempt;
      const ok = Boolean(payload?.status);
      if (ok) toast.success(t(hold ? 'holding.held' : 'holding.continued'));
      else if (payload?.errors.length)
        toast.error(
          t(hold ? 'holding.holdFailed' : 'holding.continueFailed'),
          payload.errors.flatMap((e) => e.messages).join(' '),
        );
      return ok;
    },
    [mutate, t],
  );
}
