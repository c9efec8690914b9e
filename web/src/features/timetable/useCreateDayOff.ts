import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CreateDayOffInput } from '../../gql/graphql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const DayOffCreateMutation = graphql(`
  mutation DayOffCreateMutation($input: CreateDayOffInput!) {
    createDayOff(input: $input) {
      dayOff {
        id
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Adds a day off. Where it sorts is the server's to say: the cached pages of days off are forgotten, and
 * the list on screen reloads. Null when the error link has already reported a failure.
 */
export function useCreateDayOff() {
  const { t } = useTranslation();
  const [mutate] = useMutation(DayOffCreateMutation, {
    update(cache, { data }) {
      if (data?.createDayOff.dayOff) forgetPages(cache, 'daysOff');
    },
  });
  return useCallback(
    async (input: CreateDayOffInput) => {
      const result = await settle(mutate({ variables: { input } }));
      const payload = result?.data?.createDayOff;
      if (payload?.dayOff) toast.success(t('daysOff.created'));
      return payload ? { errors: payload.errors } : null;
    },
    [mutate, t],
  );
}
