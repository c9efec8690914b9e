import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { dropFromPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const DayOffDeleteMutation = graphql(`
  mutation DayOffDeleteMutation($input: DeleteDayOffInput!) {
    deleteDayOff(input: $input) {
      deletedId
      errors {
        field
        messages
      }
    }
  }
`);

/** Deletes a day off; the row leaves every cached page at once (optimistic), and comes back if refused. */
export function useDeleteDayOff() {
  const { t } = useTranslation();
  const [mutate] = useMutation(DayOffDeleteMutation, {
    update(cache, { data }) {
      const id = data?.deleteDayOff.deletedId;
      if (id !== null && id !== undefined) dropFromPages(cache, 'daysOff', 'DayOff', String(id));
    },
  });
  return useCallback(
    async (id: string) => {
      const result = await settle(
        mutate({
          variables: { input: { id } },
          // The generated types leave __typename out; Apollo needs it to write the answer.
          optimisticResponse: {
            deleteDayOff: { __typename: 'DeleteDayOffPayload', deletedId: id, errors: [] },
          } as ResultOf<typeof DayOffDeleteMutation>,
        }),
      );
      const payload = result?.data?.deleteDayOff;
      if (payload?.deletedId) toast.success(t('daysOff.deleted'));
      else if (payload?.errors.length)
        toast.error(t('daysOff.deleteFailed'), payload.errors.flatMap((e) => e.messages).join(' '));
    },
    [mutate, t],
  );
}
