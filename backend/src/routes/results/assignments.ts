import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { assignments, exercises } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, type Page, withTotal } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { authorizeClass } from '../../policies/classes.js';
import { isStudent } from '../../policies/roles.js';
import {
  assignmentSchema,
  classExerciseSchema,
  presentAssignment,
  presentClassExercise,
} from '../../presenters/results.js';
import { readableClassIds } from '../../policies/list-scope.js';
import { assignmentListQuery, classExercisesQuery } from './schema.js';
import { assignmentStats } from './stats.js';

const tags = ['results'];

interface AssignmentFilter {
  classIds: number[] | null;
  ids?: number[];
  kind?: (typeof assignments.kind.enumValues)[number];
  exerciseIds?: number[];
}

/** One page of assignments with their exercise, and the total: two queries. */
async function assignmentPage(db: Db, f: AssignmentFilter, p: Page) {
  const where: (SQL | undefined)[] = [];
  if (f.classIds) where.push(inArray(assignments.classId, f.classIds));
  if (f.ids) where.push(inArray(assignments.id, f.ids));
  if (f.kind) where.push(eq(assignments.kind, f.kind));
  if (f.exerciseIds) where.push(inArray(assignments.exerciseId, f.exerciseIds));
  const cond = and(...where);
  const [rows, [total]] = await withTotal(
    p,
    db
      .select({ assignment: assignments, exercise: exercises })
      .from(assignments)
      .innerJoin(exercises, eq(exercises.id, assignments.exerciseId))
      .where(cond)
      .orderBy(asc(assignments.id))
      .limit(p.page_size)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(assignments).where(cond),
  );
  return { rows, total: total?.n ?? 0 };
}

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class-exercises/',
    {
      schema: {
        tags,
        summary: "Exercises assigned to classes (the viewer's classes unless filtered)",
        querystring: assignmentListQuery,
        response: { 200: pageOf(assignmentSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const classIds = await readableClassIds(db, request.viewer, q);
      const { rows, total } = await assignmentPage(
        db,
        { classIds, ids: q.ids, kind: q.kind, exerciseIds: q.exercise_ids },
        q,
      );
      return paginate(
        request,
        q,
        total,
        rows.map((r) => presentAssignment(r.assignment, r.exercise)),
      );
    },
  );

  app.get(
    '/class-exercises/:id/',
    {
      schema: {
        tags,
        summary: 'One exercise assigned to a class',
        params: idParams,
        response: { 200: assignmentSchema },
      },
    },
    async (request) => {
      const [row] = await db
        .select({ assignment: assignments, exercise: exercises })
        .from(assignments)
        .innerJoin(exercises, eq(exercises.id, assignments.exerciseId))
        .where(eq(assignments.id, request.params.id));
      if (!row) throw notFound();
      await authorizeClass(db, request.viewer, row.assignment.classId, 'read');
      return presentAssignment(row.assignment, row.exercise);
    },
  );

  app.get(
    '/class/exercises',
    {
      schema: {
        tags,
        summary: "A class's assignments with submission figures (a student's figures cover only themself)",
        querystring: classExercisesQuery,
        response: { 200: pageOf(classExerciseSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const classIds = await readableClassIds(db, viewer, q);
      const { rows, total } = await assignmentPage(db, { classIds, ids: q.ids, kind: q.kind }, q);
      const stats = await assignmentStats(
        db,
        rows.map((r) => r.assignment),
        isStudent(viewer) ? viewer.user.id : undefined,
      );
      return paginate(
        request,
        q,
        total,
        rows.map((r) =>
          presentClassExercise(presentAssignment(r.assignment, r.exercise), stats.get(r.assignment.id)!),
        ),
      );
    },
  );
};
