import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CalendarFeedRevokeMutation = graphql(`
  mutation CalendarFeedRevokeMutation($input: RevokeCalendarFeedInput!) {
    revokeCalendarFeed(input: $input) {
      revoked
      errors {
        field
        messages
      }
    }
  }
`);

/** Revokes the viewer's calendar feed: its address stops working. Resolves to true once revoked. */
export function useRevokeCalendarFeed() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CalendarFeedRevokeMutation, {
    // Certain once asked: the card shows "no feed" at once.
    optimisticResponse: {
      revokeCalendarFeed: { revoked: true, errors: [] },
    },
    update(cache, { data }) {
      if (data?.revokeCalendarFeed.revoked) cache.modify({ fields: { calendarFeed: () => null } });
    },
  });
  return useCallback(async (): Promise<boolean> => {
    const result = await settle(mutate({ variables: { input: {} } }));
    const revoked = result?.data?.revokeCalendarFeed.revoked === true;
    if (revoked) toast.success(t('calendarFeed.revoked'));
    return revoked;
  }, [mutate, t]);
}
