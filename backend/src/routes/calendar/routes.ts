import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regenerateFeed, revokeFeed } from '../../commands/calendar-feeds.js';
import { pickLang } from '../../http/messages.js';
import { feedUrl } from './feed.js';
import { feedOfUser } from '../../queries/calendar.js';
import { calendarFeedCreatedSchema, calendarFeedStateSchema } from './schema.js';

const tags = ['calendar'];

/**
 * The signed-in user's private calendar feed (issue 31 point 4, docs/design.md section 12): every role has
 * one of its own, made, replaced and revoked by its owner alone (the path names no one else).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/users/me/calendar-feed/',
    {
      schema: {
        tags,
        summary:
          'Whether the signed-in user has a calendar feed (its link is not retrievable: only its hash is kept)',
        response: { 200: calendarFeedStateSchema },
      },
    },
    async (request) => {
      const feed = await feedOfUser(db, request.viewer.user.id);
      return { exists: feed !== null, created_at: feed?.createdAt.toISOString() ?? null };
    },
  );

  app.post(
    '/users/me/calendar-feed/',
    {
      schema: {
        tags,
        summary:
          'Makes the signed-in user’s calendar feed, or a new link for it: the previous link answers 404 at once. ' +
          'The link is answered this once; its words are in the caller’s language (Accept-Language)',
        response: { 201: calendarFeedCreatedSchema },
      },
    },
    async (request, reply) => {
      const lang = pickLang(request.headers['accept-language']);
      const { token, feed } = await regenerateFeed(db, request.viewer.user.id, lang);
      return reply.status(201).send({
        url: feedUrl(app.webOrigin, token),
        created_at: feed.createdAt.toISOString(),
      });
    },
  );

  app.delete(
    '/users/me/calendar-feed/',
    {
      schema: {
        tags,
        summary:
          'Revokes the signed-in user’s calendar feed: its link answers 404 from now on (204 with none too)',
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await revokeFeed(db, request.viewer.user.id);
      return reply.status(204).send(null);
    },
  );
};
