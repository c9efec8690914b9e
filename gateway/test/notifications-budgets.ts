/** What the notification operations work on: a notification of the student's, found by the list. */
export interface NotificationIds {
  notificationId: string;
}

export interface NotificationRun {
  variables?: (ids: NotificationIds) => Record<string, unknown>;
  /** Keeps an id of what the run read, for the runs after it. */
  keep?: (data: Record<string, any>, ids: NotificationIds) => void;
  /** REST calls at most. */
  budget: number;
}

/**
 * The REST-call budget of every operation of the notification centre and its settings (issue 31 point 2),
 * run in this order as a student's pages run them, against the real backend
 * (integration/test/notifications.integration.test.ts), after work was assigned to the student's class: the
 * header's bell, the full list, marking one read, the profile's settings card and its save. Each is one call:
 * the centre's page carries its unread count, and marking read answers the count after the change.
 */
export const NOTIFICATION_BUDGETS: [string, NotificationRun][] = [
  ['NotificationBellQuery', { budget: 1 }],
  [
    'NotificationListQuery',
    {
      variables: () => ({ page: 1, pageSize: 20, unreadOnly: false }),
      keep: (data, ids) => (ids.notificationId = String(data.notifications.items[0].id)),
      budget: 1,
    },
  ],
  [
    'NotificationsMarkReadMutation',
    { variables: (ids) => ({ input: { ids: [ids.notificationId] } }), budget: 1 },
  ],
  ['NotificationPreferencesCardQuery', { budget: 1 }],
  [
    'NotificationPreferencesUpdateMutation',
    {
      variables: () => ({
        input: { kinds: [{ kind: 'RETURNED', channel: 'IN_APP' }], dailyDigest: false, language: 'en' },
      }),
      budget: 1,
    },
  ],
];
