import { accommodationErrors, extraMinutesFor } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAssignmentAccommodation, setAssignmentAccommodation } from '../../commands/accommodations.js';
import { badRequest } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { id } from '../../http/validators.js';
import { readableAssignmentIds } from '../../policies/assignments.js';
import { assertEnrolled } from '../../policies/class-students.js';
import { ENROLLED, authorizeClass } from '../../policies/classes.js';
import { isStudent } from '../../policies/roles.js';
import { accommodationRows, type AccommodationRow } from '../../queries/accommodations.js';
import { assignmentById } from '../../queries/results.js';
import { assignmentBatchQuery } from '../analytics/schema.js';

const tags = ['results'];

const rowSchema = z
  .object({
    assignment_id: z.number().int(),
    student_id: z.number().int(),
    extra_time_percent: z.number().int().nullable().describe('Percent of the time limit added (0..200)'),
    extra_time_minutes: z.number().int().nullable().describe('Minutes added to the time limit (0..600)'),
    extra_attempts: z.number().int().describe("Attempts added to the assignment's cap (0..10)"),
    source: z
      .enum(['assignment', 'standing'])
      .describe("assignment: this assignment's override; standing: the student's standing setting"),
    extra_minutes: z
      .number()
      .int()
      .describe("The whole minutes it adds to this assignment's time limit (0 when untimed)"),
  })
  .describe('AssignmentAccommodation');

const present = (r: AccommodationRow) => ({
  assignment_id: r.assignmentId,
  student_id: r.studentId,
  extra_time_percent: r.extraTimePercent,
  extra_time_minutes: r.extraTimeMinutes,
  extra_attempts: r.extraAttempts,
  source: r.source,
  extra_minutes: extraMinutesFor(r.timeLimit, r),
});

const params = z.object({ id, studentId: id });

const body = z.object({
  extra_time_percent: z.number().nullable(),
  extra_time_minutes: z.number().nullable(),
  extra_attempts: z.number().optional(),
});

/**
 * Accommodations on one assignment (issue 31 point 1, docs/design.md section 12): the override of a student
 * wins over their standing setting for that assignment. The class's staff read them (a student their own);
 * its teachers and admins set and clear them.
 */
export const assignmentAccommodationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class-exercises/accommodations',
    {
      schema: {
        tags,
        summary:
          "The students of each assignment's class with an accommodation on it, and where it comes from",
        description:
          'One row per enrolled student who has an override on the assignment or a standing setting (the ' +
          'override wins). Staff of the class read every row; a student of the class only their own.',
        querystring: assignmentBatchQuery,
        response: { 200: pageOf(rowSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const ids = (await readableAssignmentIds(db, viewer, request.query)) ?? [];
      const own = isStudent(viewer) ? viewer.user.id : undefined;
      const rows = ids.length ? await accommodationRows(db, ids, ENROLLED, own) : [];
      const whole = {
        rows: async (limit: number, offset: number) => rows.slice(offset, offset + limit),
        count: async () => [{ n: rows.length }],
      };
      return listPage(request, request.query, whole, (page) => page.map(present));
    },
  );

  app.put(
    '/class-exercises/:id/accommodations/:studentId/',
    {
      schema: {
        tags,
        summary: "Set one student's extra time and extra attempts on this assignment (its teachers, admins)",
        description:
          'One of a percent (0..200) of the time limit or minutes (0..600), null or 0 for none, and extra ' +
          "attempts (0..10) on this assignment's cap. It wins over the student's standing setting here. An " +
          'attempt already started keeps its end. 400 with field errors otherwise, or when the student is not ' +
          'enrolled in the class (student_id).',
        params,
        body,
        response: { 200: rowSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      const { assignment } = await assignmentById(db, request.params.id);
      await authorizeClass(db, viewer, assignment.classId, 'manage');
      const acc = {
        extraTimePercent: request.body.extra_time_percent || null,
        extraTimeMinutes: request.body.extra_time_minutes || null,
        extraAttempts: request.body.extra_attempts ?? 0,
      };
      const errors = accommodationErrors(acc);
      if (errors.length)
        throw badRequest(Object.fromEntries(errors.map((e) => [e.field, e.code as MessageKey])));
      await assertEnrolled(db, assignment.classId, request.params.studentId);
      const row = await setAssignmentAccommodation(
        db,
        assignment.id,
        request.params.studentId,
        acc,
        viewer.user.id,
        new Date(),
      );
      return present({ ...row, source: 'assignment', timeLimit: assignment.timeLimit });
    },
  );

  app.delete(
    '/class-exercises/:id/accommodations/:studentId/',
    {
      schema: {
        tags,
        summary: "Clear one student's override on this assignment: their standing setting applies again",
        description: 'Its teachers and admins; clearing when there is none changes nothing.',
        params,
        response: { 204: z.null().describe('Cleared') },
      },
    },
    async (request, reply) => {
      const { assignment } = await assignmentById(db, request.params.id);
      await authorizeClass(db, request.viewer, assignment.classId, 'manage');
      await clearAssignmentAccommodation(db, assignment.id, request.params.studentId);
      return reply.status(204).send(null);
    },
  );
};
