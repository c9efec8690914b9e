import { academyToday } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.js';
import { z } from 'zod';
import { createDayOff, deleteDayOff } from '../../commands/days-off.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  authorizeDayOffRead,
  authorizeDayOffWrite,
  readableDayOffClassIds,
} from '../../policies/days-off.js';
import { dayOffSchema, presentDayOff } from '../../presenters/timetable.js';
import { dayOffById, dayOffList } from '../../queries/days-off.js';
import { dayOffBody, dayOffListQuery } from './schema.js';

const tags = ['days off'];

export const dayOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/day-off/',
    {
      schema: {
        tags,
        summary:
          "Days off of one class or many, always with the academy's own days off, by date (oldest first, " +
          'or newest first with ordering=-date)',
        querystring: dayOffListQuery,
        response: { 200: pageOf(dayOffSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const classIds = await readableDayOffClassIds(db, request.viewer, q);
      const list = dayOffList(db, {
        classIds,
        ids: q.ids,
        from: q.from,
        to: q.to,
        newestFirst: q.ordering === '-date',
      });
      return listPage(request, q, list, (rows) => rows.map(presentDayOff));
    },
  );

  app.post(
    '/class/day-off/',
    {
      schema: {
        tags,
        summary:
          "Add a day off to a class, or to the whole academy (class_id null, admin only); that day's " +
          'scheduled lessons are canceled. A date before today needs a reason',
        body: dayOffBody,
        response: { 201: dayOffSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const body = request.body;
      await authorizeDayOffWrite(db, viewer, body.class_id);
      // A day off after the fact rewrites history (lessons canceled, end dates moved): say why.
      if (body.date < academyToday() && !body.reason) throw badRequest({ reason: 'day_off_past_reason' });
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
      const row = await dayOffById(db, request.params.id);
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
      const row = await dayOffById(db, request.params.id);
      await authorizeDayOffWrite(db, request.viewer, row.classId);
      await deleteDayOff(db, row);
      return reply.status(204).send(null);
    },
  );
};
