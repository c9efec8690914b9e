import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MAX_ACCESSES, defaultMaxAttempts, examModeByDefault, reviewOptionsFor } from '@lms/domain';
import { z } from 'zod';
import {
  type AssignmentChange,
  changeAssignment,
  createAssignment,
  deleteAssignment,
} from '../../commands/assignments.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { authorizeClass } from '../../policies/classes.js';
import { figuresConfinedTo, readableClassIds } from '../../policies/list-scope.js';
import {
  assignmentSchema,
  classExerciseSchema,
  presentAssignment,
  presentClassExercise,
} from '../../presenters/results.js';
import { assignmentById, assignmentList, assignmentStats } from '../../queries/results.js';
import {
  assignmentCreateBody,
  assignmentListQuery,
  assignmentUpdateBody,
  classExercisesQuery,
} from './schema.js';

const asDate = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

const tags = ['results'];

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
      const list = assignmentList(db, { classIds, ids: q.ids, kind: q.kind, exerciseIds: q.exercise_ids });
      return listPage(request, q, list, (rows) =>
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
      const row = await assignmentById(db, request.params.id);
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
      const list = assignmentList(db, { classIds, ids: q.ids, kind: q.kind });
      return listPage(request, q, list, async (rows) => {
        const stats = await assignmentStats(
          db,
          rows.map((r) => r.assignment),
          figuresConfinedTo(viewer),
        );
        return rows.map((r) =>
          presentClassExercise(presentAssignment(r.assignment, r.exercise), stats.get(r.assignment.id)!),
        );
      });
    },
  );

  app.post(
    '/class-exercises/',
    {
      schema: {
        tags,
        summary: 'Assign an exercise to a class (admin: any class; teacher: own classes)',
        description:
          'Deadline on or after today (academy time zone), start before the deadline, time limit > 0 minutes, ' +
          '0 <= min_score <= max_score <= 100, max_accesses 1..10 (default 3, as `/constant_static.json`). ' +
          'exam_mode defaults by kind: on for tests and IELTS, off for homework and presentations. ' +
          'max_attempts 1..10 (tests and IELTS 1, other work 3 by default; a redo asked adds one). ' +
          'review_options: for answers, score, keys and feedback, after_submit | after_deadline | after_return | ' +
          "never; absent items take the kind's default (IELTS never shows keys). " +
          'The exercise must be readable by the assigner: common, or their own private one (admins: any).',
        body: assignmentCreateBody,
        response: { 201: assignmentSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      await authorizeClass(db, request.viewer, b.class_id, 'manage');
      const row = await createAssignment(db, request.viewer, b.class_id, {
        exerciseId: b.exercise_id,
        kind: b.kind,
        title: b.title,
        tutorial: b.tutorial ?? '',
        tagId: b.tag_id ?? null,
        startAt: asDate(b.start_at) ?? null,
        deadline: asDate(b.deadline) ?? null,
        timeLimit: b.time_limit ?? null,
        minScore: b.min_score ?? 0,
        maxScore: b.max_score ?? 100,
        maxAccesses: b.max_accesses ?? DEFAULT_MAX_ACCESSES,
        examMode: b.exam_mode ?? examModeByDefault(b.kind),
        maxAttempts: b.max_attempts ?? defaultMaxAttempts(b.kind),
        reviewOptions: reviewOptionsFor(b.kind, b.review_options),
      });
      return reply.status(201).send(presentAssignment(row.assignment, row.exercise));
    },
  );

  app.patch(
    '/class-exercises/:id/',
    {
      schema: {
        tags,
        summary: 'Change an assignment (same rights as assigning); absent fields are left as they are',
        description:
          'The same rules as creating; a deadline already past may be kept. The exercise cannot change once ' +
          'a student has started (409). A changed deadline or time limit moves the end of the attempts still ' +
          'open: the earlier of the deadline and their start plus the limit, never before now.',
        params: idParams,
        body: assignmentUpdateBody,
        response: { 200: assignmentSchema },
      },
    },
    async (request) => {
      const existing = await assignmentById(db, request.params.id);
      await authorizeClass(db, request.viewer, existing.assignment.classId, 'manage');
      const b = request.body;
      const change: AssignmentChange = {
        exerciseId: b.exercise_id,
        kind: b.kind,
        title: b.title,
        tutorial: b.tutorial,
        tagId: b.tag_id,
        startAt: asDate(b.start_at),
        deadline: asDate(b.deadline),
        timeLimit: b.time_limit,
        minScore: b.min_score,
        maxScore: b.max_score,
        maxAccesses: b.max_accesses,
        examMode: b.exam_mode,
        maxAttempts: b.max_attempts,
        // Items not sent keep what they were.
        reviewOptions: b.review_options && { ...existing.assignment.reviewOptions, ...b.review_options },
      };
      const row = await changeAssignment(db, request.viewer, existing.assignment, change);
      return presentAssignment(row.assignment, row.exercise);
    },
  );

  app.delete(
    '/class-exercises/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an assignment nobody has started (same rights as assigning)',
        description: "An assignment with an attempt keeps its students' work: 409.",
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const existing = await assignmentById(db, request.params.id);
      await authorizeClass(db, request.viewer, existing.assignment.classId, 'manage');
      await deleteAssignment(db, existing.assignment);
      return reply.status(204).send(null);
    },
  );
};
