import type { Resolvers } from '../../generated/resolvers.js';
import { notificationMutations } from './mutation.js';
import { Notification, NotificationPage, NotificationPreferences } from './notification.js';
import { notificationQueries } from './query.js';

export const notificationResolvers: Resolvers = {
  Query: notificationQueries,
  Mutation: notificationMutations,
  Notification,
  NotificationPage,
  NotificationPreferences,
};
