import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { toast } from '../ui/toast';
import { settle } from './mutations';

const RedoRequestMutation = graphql(`
  mutation RedoRequestMutation($input: RequestRedoInput!) {
    requestRedo(input: $input) {
      result {
        id
        status
        redoRequested
        redoRequestedAt
        redoNote
      }
      errors {
        field
        messages
      }
    }
  }
`);

interface StatusRow {
  attemptId?: string | number | null;
  redoRequested?: boolean;
}

/**
 * The assignment overview's rows are not normalised (no id of their own): the row of this attempt is
 * changed where it stands in its assignment's `studentStatuses`. The `Result` itself is normalised and
 * takes the answer's fields by itself.
 */
function markRowAsked(cache: ApolloCache, assignmentId: string, attemptId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Assignment', id: assignmentId }),
    fields: {
      studentStatuses: (rows: unknown) =>
        Array.isArray(rows)
          ? (rows as StatusRow[]).map((r) =>
              String(r.attemptId) === attemptId ? { ...r, redoRequested: true } : r,
            )
          : rows,
    },
  });
}

/**
 * Asks the student to redo a returned attempt (issue 13), on the marking page and on the assignment
 * overview (`assignmentId`: the overview's row of the attempt is marked as asked). Resolves to whether it was asked, and the server's reasons when it refused (not returned,
 * already asked or started, deadline passed), which are also shown as a toast.
 */
export function useRequestRedo(assignmentId?: string) {
  const { t } = useTranslation();
  const [mutate] = useMutation(RedoRequestMutation, {
    update(cache, { data }) {
      const result = data?.requestRedo.result;
      if (result && assignmentId) markRowAsked(cache, assignmentId, String(result.id));
    },
  });
  return useCallback(
    async (attemptId: string, note: string) => {
      const answer = await settle(mutate({ variables: { input: { attemptId, note } } }));
      const payload = answer?.data?.requestRedo;
      if (payload?.result) toast.success(t('redo.asked'));
      else if (payload?.errors.length)
        toast.error(t('redo.failed'), payload.errors.flatMap((e) => e.messages).join(' '));
      return { ok: Boolean(payload?.result), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
