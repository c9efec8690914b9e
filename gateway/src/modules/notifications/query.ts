import type { QueryResolvers } from '../../generated/resolvers.js';

export const notificationQueries: QueryResolvers = {
  notifications: (_, { page, pageSize, unreadOnly }, ctx) =>
    ctx.rest.get('notification/', {
      query: { page: page ?? 1, page_size: pageSize ?? 20, unread_only: unreadOnly ? 'true' : 'false' },
    }),

  notificationPreferences: (_, __, ctx) => ctx.rest.get('notification/preferences/'),
};
