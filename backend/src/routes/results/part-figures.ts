import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, listPage, pageOf, pageQuery } from '../../http/pagination.js';
import { readableAssignmentIds } from '../../policies/assignments.js';
import { requireRole } from '../../policies/roles.js';
import { partFigureSchema, presentPartFigure } from '../../presenters/part-figures.js';
import { assignmentPartFigures } from '../../queries/part-figures.js';

const partFiguresQuery = z.strictObject({
  ...pageQuery,
  assignment_ids: idList.describe('These assignments (a batch)'),
});

export const partFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class-exercises/part-figures',
    {
      schema: {
        tags: ['results'],
        summary:
          'Per assignment and question part: how the latest submitted attempts did (answered, scored, right)',
        description:
          'Staff of the classes only (admin, their teachers, assigned examiners): a student is 403, even ' +
          "for their own class, since the figures sum up other students' answers.",
        querystring: partFiguresQuery,
        response: { 200: pageOf(partFigureSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
      const ids = (await readableAssignmentIds(db, viewer, { assignment_ids: q.assignment_ids })) ?? [];
      const rows = (await assignmentPartFigures(db, ids)).map(presentPartFigure);
      return listPage(
        request,
        q,
        {
          rows: async (limit, offset) => rows.slice(offset, offset + limit),
          count: async () => [{ n: rows.length }],
        },
        (page) => page,
      );
    },
  );
};
