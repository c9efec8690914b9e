import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPage, pageOf } from '../../http/pagination.js';
import { classProgress, progressRoster } from '../../queries/progress.js';
import { classProgressSchema, presentClassProgress } from '../../presenters/timetable.js';
import { readableClassIds, readableStudentIds } from '../../policies/list-scope.js';
import { progressQuery } from './schema.js';

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/percent-summary',
    {
      schema: {
        tags: ['attendance'],
        summary:
          'Attendance and assignment progress per class and active student (batchable by class_ids); ' +
          'a student gets only their own rows',
        querystring: progressQuery,
        response: { 200: pageOf(classProgressSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      const classIds = await readableClassIds(db, viewer, q);
      return listPage(request, q, progressRoster(db, { classIds, studentIds }), async (roster) =>
        (await classProgress(db, roster)).map(presentClassProgress),
      );
    },
  );
};
