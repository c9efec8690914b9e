import { partNumbers } from '@lms/domain';
import { interactionOf, type Interaction } from '@lms/domain/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { z } from 'zod';
import { idList, listPage, pageOf, pageQuery } from '../../http/pagination.js';
import { readableAssignmentIds } from '../../policies/assignments.js';
import { requireRole } from '../../policies/roles.js';
import { partFigureSchema, presentPartFigure } from '../../presenters/part-figures.js';
import { assignmentPartFigures, exerciseParts } from '../../queries/part-figures.js';

const partFiguresQuery = z.strictObject({
  ...pageQuery,
  assignment_ids: idList.describe('These assignments (a batch)'),
});

/**
 * The figures per assignment in the exam's order (question by question, part by part), each part with its
 * number in the exam; a part no longer in the exercise comes last, without a number.
 */
async function inExamOrder(db: Db, figures: Awaited<ReturnType<typeof assignmentPartFigures>>) {
  const layout = await exerciseParts(db, [...new Set(figures.map((f) => f.exerciseId))]);
  const byExercise = new Map<number, { id: number; interaction: Interaction }[]>();
  for (const p of layout) {
    const list = byExercise.get(p.exerciseId) ?? [];
    list.push({ id: p.partId, interaction: interactionOf(p.questionType) });
    byExercise.set(p.exerciseId, list);
  }
  const places = new Map(
    [...byExercise].map(([exerciseId, parts]) => {
      const numbers = partNumbers(parts);
      return [exerciseId, new Map(parts.map((p, index) => [p.id, { index, number: numbers.get(p.id) }]))];
    }),
  );
  const placeOf = (f: (typeof figures)[number]) => places.get(f.exerciseId)?.get(f.partId);
  return [...figures]
    .sort(
      (a, b) =>
        a.assignmentId - b.assignmentId ||
        (placeOf(a)?.index ?? Infinity) - (placeOf(b)?.index ?? Infinity) ||
        a.partId - b.partId,
    )
    .map((f) => presentPartFigure(f, placeOf(f)?.number ?? null));
}

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
      const rows = await inExamOrder(db, await assignmentPartFigures(db, ids));
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
