import { and, asc, count, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { daysOff } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { createDayOff, deleteDayOff } from '../../commands/days-off.js';
import { dayOffSchema, presentDayOff } from '../../presenters/timetable.js';
import { authorizeDayOffRead, authorizeDayOffWrite, dayOffClassIds } from './access.js';
import { dayOffBody, dayOffListQuery } from './schema.js';

const tags = ['days off'];

async function loadDayOff(db: Db, id: number) {
  const [row] = await db.select().from(daysOff).where(eq(daysOff.id, id));
  if (!row) throw notFound();
  return row;
}

export const dayOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/day-off/',
    {
      schema: {
        tags,
        summary: "Days off of one class or many, always with the academy's own days off, in date order",
        querystring: dayOffListQuery,
        response: { 200: pageOf(dayOffSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const classIds = await dayOffClassIds(db, request.viewer, q);
      const cond = and(
        classIds ? or(isNull(daysOff.classId), inArray(daysOff.classId, classIds)) : undefined,
        q.ids ? inArray(daysOff.id, q.ids) : undefined,
        q.from ? gte(daysOff.date, q.from) : undefined,
        q.to ? lte(daysOff.date, q.to) : undefined,
      );
      const [rows, [total]] = await withTotal(
        q,
        db
          .select()
          .from(daysOff)
          .where(cond)
          .orderBy(asc(daysOff.date), asc(daysOff.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(daysOff).where(cond),
      );
      return paginate(request, q, total?.n ?? 0, rows.map(presentDayOff));
    },
  );

  app.post(
    '/class/day-off/',
    {
      schema: {
        tags,
        summary:
          "Add a day off to a class, or to the whole academy (class_id null, admin only); that day's " +
          'scheduled lessons are canceled',
        body: dayOffBody,
        response: { 201: dayOffSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const body = request.body;
      await authorizeDayOffWrite(db, viewer, body.class_id);
      const row = await createDayOff(db, {
        classId: body.class_id,
        date: body.date,
        reason: body.reason,
        createdBy: viewer.user.id,
      });
      return reply.status(201).send(presentDayOff(row));
    },
  );

  app.get(
    '/class/day-off/:id/',
    { schema: { tags, summary: 'One day off', params: idParams, response: { 200: dayOffSchema } } },
    async (request) => {
      const row = await loadDayOff(db, request.params.id);
      await authorizeDayOffRead(db, request.viewer, row.classId);
      return presentDayOff(row);
    },
  );

  app.delete(
    '/class/day-off/:id/',
    {
      schema: {
        tags,
        summary: 'Remove a day off; the lessons it canceled are scheduled again',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const row = await loadDayOff(db, request.params.id);
      await authorizeDayOffWrite(db, request.viewer, row.classId);
      await deleteDayOff(db, row);
      return reply.status(204).send(null);
    },
  );
};
