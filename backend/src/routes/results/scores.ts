import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeScore, deleteScore, recordScore } from '../../commands/scores.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { authorizeClass } from '../../policies/classes.js';
import {
  presentScore,
  presentStudentScore,
  scoreSchema,
  studentScoreSchema,
} from '../../presenters/results.js';
import { readableClassIds, readableStudentIds } from '../../policies/list-scope.js';
import { scoreCreateBody, scoreListQuery, scoreUpdateBody, studentScoreQuery } from './schema.js';
import { scoreById, scoreList, scoreSummaryPairs, studentScoreSummaries } from '../../queries/results.js';

const tags = ['scores'];

export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/users/score/',
    {
      schema: {
        tags,
        summary: 'Score summary per class and student (a student: their own only)',
        description:
          'One row per membership (any status but request) in the filtered classes and students: ' +
          'means of the scores by kind, and the mean of the latest marked attempts.',
        querystring: studentScoreQuery,
        response: { 200: pageOf(studentScoreSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      const classIds = await readableClassIds(db, viewer, q);
      return listPage(request, q, scoreSummaryPairs(db, { classIds, studentIds }), async (pairs) =>
        (await studentScoreSummaries(db, pairs)).map(presentStudentScore),
      );
    },
  );

  app.get(
    '/class/score',
    {
      schema: {
        tags,
        summary: 'Scores of classes (a student: their own only)',
        querystring: scoreListQuery,
        response: { 200: pageOf(scoreSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      const classIds = await readableClassIds(db, viewer, q);
      const list = scoreList(db, { classIds, studentIds, ids: q.ids, kind: q.kind });
      return listPage(request, q, list, (rows) => rows.map(presentScore));
    },
  );

  app.post(
    '/class/score',
    {
      schema: {
        tags,
        summary: 'Give a student a score (admin, teacher of the class, assigned examiner)',
        body: scoreCreateBody,
        response: { 201: scoreSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await authorizeClass(db, request.viewer, body.class_id, 'mark');
      const row = await recordScore(
        db,
        {
          classId: body.class_id,
          studentId: body.student_id,
          kind: body.kind,
          value: body.value,
          assignmentId: body.assignment_id,
          note: body.note,
        },
        request.viewer.user.id,
      );
      return reply.status(201).send(presentScore(row));
    },
  );

  app.put(
    '/class/score/:id/',
    {
      schema: {
        tags,
        summary: 'Change a score (same rights as giving one)',
        params: idParams,
        body: scoreUpdateBody,
        response: { 200: scoreSchema },
      },
    },
    async (request) => {
      const existing = await scoreById(db, request.params.id);
      await authorizeClass(db, request.viewer, existing.classId, 'mark');
      const body = request.body;
      const row = await changeScore(
        db,
        existing,
        { kind: body.kind, value: body.value, assignmentId: body.assignment_id, note: body.note },
        request.viewer.user.id,
      );
      return presentScore(row);
    },
  );

  app.delete(
    '/class/score/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a score (same rights as giving one)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const existing = await scoreById(db, request.params.id);
      await authorizeClass(db, request.viewer, existing.classId, 'mark');
      await deleteScore(db, existing, request.viewer.user.id);
      return reply.status(204).send(null);
    },
  );
};
