import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const NotificationsMarkReadMutation = graphql(`
  mutation NotificationsMarkReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      notifications {
        id
        readAt
      }
      unread
      errors {
        field
        messages
      }
    }
  }
`);

interface CachedPage {
  unread: number;
  items: readonly Reference[];
}

/**
 * Marks some or all of the viewer's notifications read; resolves true when it did. The marked ones come back
 * with their `readAt` (normalised, so every list shows them read); the unread count is set on every cached
 * page (the bell's and the list's), and "all" stamps each cached row until the lists are fetched again.
 */
export function useMarkNotificationsRead() {
  const [mutate] = useMutation(NotificationsMarkReadMutation);
  return useCallback(
    async (input: { ids: string[] } | { all: true }): Promise<boolean> => {
      const all = 'all' in input;
      const result = await settle(
        mutate({
          variables: { input },
          update(cache, { data }) {
            const unread = data?.markNotificationsRead.unread;
            if (unread === null || unread === undefined) return;
            const rows: Reference[] = [];
            cache.modify<{ notifications: CachedPage }>({
              fields: {
                notifications(page) {
                  const cached = page as CachedPage;
                  if (all) rows.push(...cached.items);
                  return { ...cached, unread };
                },
              },
            });
            const stamp = new Date().toISOString();
            for (const row of rows)
              cache.modify<{ readAt: string | null }>({
                id: cache.identify(row),
                fields: { readAt: (readAt) => readAt ?? stamp },
              });
          },
        }),
      );
      const payload = result?.data?.markNotificationsRead;
      const message = payload?.errors[0]?.messages[0];
      if (message) toast.error(message);
      return Boolean(payload && !payload.errors.length);
    },
    [mutate],
  );
}
