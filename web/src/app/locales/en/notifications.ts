/** The texts of features/notifications, loaded with its page (src/app/routes.tsx). */
export const catalogue = {
  notifications: {
    title: 'Notifications',
    unreadCount_one: '{{count}} unread',
    unreadCount_other: '{{count}} unread',
    show: 'Show',
    all: 'All',
    unreadOnly: 'Unread only',
    none: 'You have no notifications yet: new work, returned work and reminders will show here.',
    noneUnread: 'Nothing unread.',
  },
};
