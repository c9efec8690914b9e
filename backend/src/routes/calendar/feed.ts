import { academyToday } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoleNumber } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { API_PREFIX } from '../../http/prefix.js';
import { visibleClassIds } from '../../policies/classes.js';
import { presentCalendar } from '../../presenters/calendar.js';
import { calendarEntries, feedByTokenHash, hashFeedToken } from '../../queries/calendar.js';
import { calendarFileParams } from './schema.js';

/** The feed's address: on the web's origin, which the gateway passes `/lms-backend/api/` through from. */
export const feedUrl = (webOrigin: string, token: string) =>
  `${webOrigin}${API_PREFIX}/calendar/${token}.ics`;

/** A token as `regenerateFeed` makes it: 32 bytes, base64url without padding. */
const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The days a feed covers around today (academy days): the recent past and the coming term. */
export const FEED_DAYS = { before: 60, after: 180 } as const;

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A user's calendar feed (issue 31 point 4): fetched by calendar apps, which send no token; the token in the
 * path is the credential. A token revoked, replaced or never made is the 404 of any unknown path, body and
 * all, so the answer tells nothing of whether it existed. The feed shows what the owner's timetable shows:
 * the lessons, days off and deadlines of their classes (a student's enrolled ones, a teacher's own, every
 * class for an administrator) and their IELTS sittings, from FEED_DAYS.before days ago to FEED_DAYS.after on.
 */
export const calendarFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, rateLimits } = app;
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'A private calendar feed (text/calendar, RFC 5545), for calendar apps to subscribe to: the link ' +
          '`POST users/me/calendar-feed/` answered; 404 for a link revoked, replaced or unknown',
        params: calendarFileParams,
        security: [],
      },
    },
    async (request, reply) => {
      await rateLimits.consume('calendarFeed', request.ip);
      const token = FILE.exec(request.params.file)?.[1];
      const found = token ? await feedByTokenHash(db, hashFeedToken(token)) : null;
      if (!found) throw notFound();
      const { user, feed } = found;
      const now = new Date();
      const today = academyToday(now);
      const classIds = await visibleClassIds(db, { user, role: user.role as RoleNumber, realmRoles: [] });
      const content = await calendarEntries(db, user.id, classIds, {
        from: plusDays(today, -FEED_DAYS.before),
        to: plusDays(today, FEED_DAYS.after),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(presentCalendar(content, user, feed.lang === 'en' ? 'en' : 'vi', now));
    },
  );
};
