import { academyToday, shiftMonth } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { readableAssignmentIds } from '../../policies/assignments.js';
import { visibleClassIds } from '../../policies/classes.js';
import { readableClassIds, readableStudentIds } from '../../policies/list-scope.js';
import { isStudent, requireRole } from '../../policies/roles.js';
import {
  errorTagCountSchema,
  presentErrorTagCount,
  presentScoreBuckets,
  presentStudentStatus,
  scoreBucketSchema,
  studentStatusSchema,
} from '../../presenters/analytics.js';
import { assignmentScoreBuckets, assignmentStudentRows, errorTagCounts } from '../../queries/analytics.js';
import { assignmentBatchQuery, classErrorTagsQuery, studentErrorTagsQuery } from './schema.js';

const tags = ['analytics'];
const STAFF_ONLY =
  "Staff of the classes only (admin, their teachers, assigned examiners): a student is 403, even for their own class, since the figures sum up other students' work.";

/** A list computed whole in one query, answered in the page envelope. */
const whole = <T>(rows: T[]) => ({
  rows: async (limit: number, offset: number) => rows.slice(offset, offset + limit),
  count: async () => [{ n: rows.length }],
});

/** The first instant of the month `months - 1` months before this one, in the academy's time zone (+07:00). */
function sinceMonths(months: number, now = new Date()) {
  const first = shiftMonth(academyToday(now).slice(0, 7), months - 1);
  return new Date(`${first}-01T00:00:00+07:00`);
}

/**
 * An assignment across its class and the mistakes that recur (issue 13 items 2 and 4): every student's status,
 * the score distribution, and error tags on returned answers per month, each one grouped query per batch.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class-exercises/student-statuses',
    {
      schema: {
        tags,
        summary:
          "Every active student of each assignment's class with their latest attempt: status, score, draft",
        description: STAFF_ONLY,
        querystring: assignmentBatchQuery,
        response: { 200: pageOf(studentStatusSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
      const ids = (await readableAssignmentIds(db, viewer, request.query)) ?? [];
      const rows = ids.length ? await assignmentStudentRows(db, ids) : [];
      return listPage(request, request.query, whole(rows), (page) => page.map(presentStudentStatus));
    },
  );

  app.get(
    '/class-exercises/score-distribution',
    {
      schema: {
        tags,
        summary: "How the active students' latest returned scores spread over tenths of the maximum",
        description: `${STAFF_ONLY} Every bucket of every assignment is answered, empty ones with 0.`,
        querystring: assignmentBatchQuery,
        response: { 200: pageOf(scoreBucketSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
      const ids = (await readableAssignmentIds(db, viewer, request.query)) ?? [];
      const rows = ids.length ? presentScoreBuckets(ids, await assignmentScoreBuckets(db, ids)) : [];
      return listPage(request, request.query, whole(rows), (page) => page);
    },
  );

  app.get(
    '/users/error-tags/',
    {
      schema: {
        tags,
        summary: "A student's mistakes: error tags on their returned answers, per tag and month",
        description:
          'A student reads their own (asking for another is 403). Staff name the students (student_id or ' +
          'student_ids) and count only answers in classes they read (admins: all). Drafts never count.',
        querystring: studentErrorTagsQuery,
        response: { 200: pageOf(errorTagCountSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      if (!studentIds) throw badRequest({ student_id: 'analytics_student_required' });
      const classIds = isStudent(viewer) ? null : await visibleClassIds(db, viewer);
      const rows =
        classIds && classIds.length === 0
          ? []
          : await errorTagCounts(db, { by: 'student', studentIds, classIds, since: sinceMonths(q.months) });
      return listPage(request, q, whole(rows), (page) => page.map((r) => presentErrorTagCount('student', r)));
    },
  );

  app.get(
    '/class/error-tags',
    {
      schema: {
        tags,
        summary:
          "A class's recurring mistakes: error tags on its students' returned answers, per tag and month",
        description: `${STAFF_ONLY} Drafts never count.`,
        querystring: classErrorTagsQuery,
        response: { 200: pageOf(errorTagCountSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
      const classIds = (await readableClassIds(db, viewer, q)) ?? [];
      const rows = await errorTagCounts(db, { by: 'class', classIds, since: sinceMonths(q.months) });
      return listPage(request, q, whole(rows), (page) => page.map((r) => presentErrorTagCount('class', r)));
    },
  );
};
