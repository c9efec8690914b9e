import type {
  NotificationPageResolvers,
  NotificationPreferencesResolvers,
  NotificationResolvers,
} from '../../generated/resolvers.js';
import type { NotificationKindValue } from '../../rest/types.js';

/** REST's notification as the schema names it; an empty link is none. */
export const Notification: NotificationResolvers = {
  id: (n) => String(n.id),
  link: (n) => n.link || null,
  createdAt: (n) => n.created_at,
  readAt: (n) => n.read_at,
};

export const NotificationPage: NotificationPageResolvers = {
  pageSize: (p) => p.page_size,
};

/** Every kind listed, in the backend's order, with its channel. */
export const NotificationPreferences: NotificationPreferencesResolvers = {
  kinds: (p) =>
    Object.entries(p.channels).map(([kind, channel]) => ({ kind: kind as NotificationKindValue, channel })),
  dailyDigest: (p) => p.digest,
  language: (p) => p.lang,
};
