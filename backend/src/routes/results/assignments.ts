import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { assignmentListQuery, classExercisesQuery } from './schema.js';

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
};
