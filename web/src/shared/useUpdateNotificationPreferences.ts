import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import type { UpdateNotificationPreferencesInput } from '../gql/graphql';
import type { ServerFieldError } from '../ui/form/serverErrors';
import { settle } from './mutations';

const NotificationPreferencesUpdateMutation = graphql(`
  mutation NotificationPreferencesUpdateMutation($input: UpdateNotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      notificationPreferences {
        kinds {
          kind
          channel
        }
        dailyDigest
        language
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Changes the viewer's notification settings (issue 31 point 2): the profile's card, and the interface
 * language switch for the mail language (docs/decisions.md, issue 31 "Mail language"). The settings are not
 * normalised (no id): the answer replaces the cached `notificationPreferences`. Resolves the field mistakes,
 * empty on success, or null when the call failed (the error link has said so).
 */
export function useUpdateNotificationPreferences({ silent = false }: { silent?: boolean } = {}) {
  const [mutate] = useMutation(NotificationPreferencesUpdateMutation, {
    context: { silent },
    update(cache, { data }) {
      const preferences = data?.updateNotificationPreferences.notificationPreferences;
      if (preferences) cache.modify({ fields: { notificationPreferences: () => preferences } });
    },
  });
  return useCallback(
    async (input: UpdateNotificationPreferencesInput): Promise<readonly ServerFieldError[] | null> => {
      const result = await settle(mutate({ variables: { input } }));
      return result?.data?.updateNotificationPreferences.errors ?? null;
    },
    [mutate],
  );
}
