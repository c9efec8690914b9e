import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const CalendarFeedRegenerateMutation = graphql(`
  mutation CalendarFeedRegenerateMutation($input: RegenerateCalendarFeedInput!) {
    regenerateCalendarFeed(input: $input) {
      url
      calendarFeed {
        createdAt
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Makes the viewer's calendar feed, or a new address for it (the old one stops working): resolves to the new
 * address, which the server answers this once, or null when it failed.
 */
export function useRegenerateCalendarFeed() {
  const { t } = useTranslation();
  const [mutate] = useMutation(CalendarFeedRegenerateMutation, {
    update(cache, { data }) {
      const feed = data?.regenerateCalendarFeed.calendarFeed;
      if (!feed) return;
      cache.modify({ fields: { calendarFeed: () => ({ __typename: 'CalendarFeed', ...feed }) } });
    },
  });
  return useCallback(async (): Promise<string | null> => {
    const result = await settle(mutate({ variables: { input: {} } }));
    const payload = result?.data?.regenerateCalendarFeed;
    if (!payload?.url) {
      const message = payload?.errors[0]?.messages[0];
      if (message) toast.error(message);
      return null;
    }
    toast.success(t('calendarFeed.made'));
    return payload.url;
  }, [mutate, t]);
}
