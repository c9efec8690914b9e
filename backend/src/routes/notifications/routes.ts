import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markRead, updatePreferences } from '../../commands/notifications.js';
import { pickLang } from '../../http/messages.js';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationsReadSchema,
  presentNotification,
  presentPreferences,
} from '../../presenters/notifications.js';
import { notificationPage, preferencesOf, unreadCount } from '../../queries/notifications.js';
import { notificationListQuery, notificationPreferencesBody, notificationReadBody } from './schema.js';

const tags = ['notifications'];

/**
 * The signed-in user's notification centre and settings (issue 31 point 2, docs/design.md section 12): every
 * role, their own rows only. Texts are made in the caller's language (Accept-Language).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/notification/',
    {
      schema: {
        tags,
        summary: "The caller's notifications, the newest first, with the unread count",
        querystring: notificationListQuery,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const lang = pickLang(request.headers['accept-language']);
      const { rows, total, unread } = await notificationPage(db, request.viewer.user.id, q);
      return {
        items: rows.map((n) => presentNotification(n, lang)),
        total,
        unread,
        page: q.page,
        page_size: q.page_size,
      };
    },
  );

  app.post(
    '/notification/read/',
    {
      schema: {
        tags,
        summary: 'Mark some (`ids`) or all (`all: true`) of the caller’s notifications read',
        description:
          "Ids that are not the caller's are ignored; 400 on ids when none is the caller's, or when neither " +
          'ids nor all is given.',
        body: notificationReadBody,
        response: { 200: notificationsReadSchema },
      },
    },
    async (request) => {
      const userId = request.viewer.user.id;
      const lang = pickLang(request.headers['accept-language']);
      const marked = await markRead(db, userId, request.body, new Date());
      return {
        items: marked.map((n) => presentNotification(n, lang)),
        unread: await unreadCount(db, userId),
      };
    },
  );

  app.get(
    '/notification/preferences/',
    {
      schema: {
        tags,
        summary: "The caller's notification settings, every kind listed",
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => presentPreferences(await preferencesOf(db, request.viewer.user.id)),
  );

  app.put(
    '/notification/preferences/',
    {
      schema: {
        tags,
        summary: "Change the caller's notification settings (partial: what is omitted stays)",
        body: notificationPreferencesBody,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const channels = Object.fromEntries(
        Object.entries(b.channels ?? {}).filter(([, channel]) => channel !== undefined),
      );
      return presentPreferences(
        await updatePreferences(
          db,
          request.viewer.user.id,
          { channels, digest: b.digest, lang: b.lang },
          new Date(),
        ),
      );
    },
  );
};
