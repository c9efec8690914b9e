/** What the notification operations work on: the seeded class's student, and what earlier runs read. */
export interface NotificationIds {
  /** A notification of the student's, read from the list (for marking it read). */
  notificationId: string;
}

export interface NotificationRun {
  as: 'student' | 'teacher';
  variables?: (ids: NotificationIds) => Record<string, unknown>;
  /** Keeps an id of what the run read, for the runs after it. */
  keep?: (data: Record<string, any>, ids: NotificationIds) => void;
  /** REST calls at most. */
  budget: number;
}

/**
 * The REST-call budget of every web operation of the notification centre (issue 31 point 2), run in this order
 * as the header's bell, `/notifications` and the profile's card run them, against the real backend
 * (integration/test/notifications-web.integration.test.ts), once the teacher has assigned work to the
 * student's class: each is one call, whatever the number of notifications.
 */
export const NOTIFICATION_BUDGETS: [string, NotificationRun][] = [
  ['NotificationBellQuery', { as: 'student', budget: 1 }],
  [
    'NotificationListQuery',
    {
      as: 'student',
      variables: () => ({ page: 1, pageSize: 15, unreadOnly: true }),
      keep: (data, ids) => (ids.notificationId = String(data.notifications.items[0].id)),
      budget: 1,
    },
  ],
  [
    'NotificationsMarkReadMutation',
    { as: 'student', variables: (ids) => ({ input: { ids: [ids.notificationId] } }), budget: 1 },
  ],
  ['NotificationPreferencesCardQuery', { as: 'teacher', budget: 1 }],
  [
    'NotificationPreferencesUpdateMutation',
    {
      as: 'student',
      variables: () => ({
        input: { kinds: [{ kind: 'RETURNED', channel: 'IN_APP' }], dailyDigest: true, language: 'en' },
      }),
      budget: 1,
    },
  ],
];
