import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { academyToday } from '@lms/domain';
import { createClass, deleteClass, updateClass, type ClassChanges } from '../../commands/classes.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  authorizeClass,
  authorizeClassDelete,
  authorizeStaffAssignment,
  visibleClassIds,
} from '../../policies/classes.js';
import { isTeacher, requireRole } from '../../policies/roles.js';
import { classSchema, presentClass, presentClasses } from '../../presenters/classes.js';
import { classById, classFacts, classFactsOf, classList } from '../../queries/classes.js';
import { calculateClassEndDate } from '../../queries/days-off.js';
import {
  adminOnlyClassFields,
  calculateEndDateQuery,
  calculateEndDateResponse,
  classCreateBody,
  classListQuery,
  classUpdateBody,
  type ClassUpdateBody,
} from './schema.js';
import { classExportRoutes } from './exports.js';
import { classStudentRoutes } from './students.js';

const tags = ['classes'];

/** The staff fields a body sends (their assignment is the administrator's, `authorizeStaffAssignment`). */
const staffFieldsSent = (body: ClassUpdateBody) => adminOnlyClassFields.filter((f) => body[f] !== undefined);

function toChanges(body: ClassUpdateBody): ClassChanges {
  const changes: ClassChanges = {
    name: body.name,
    courseId: body.course_id,
    numberOfSessions: body.number_of_sessions,
    classroomOnline: body.classroom_online,
    classroomOffline: body.classroom_offline,
    startDate: body.start_date,
    endDate: body.end_date === '' ? null : body.end_date,
    studyTimeStart: body.study_time_start,
    studyTimeEnd: body.study_time_end,
    classCode: body.class_code,
    weekdays: body.weekdays,
    description: body.description,
    teacherIds: body.teacher_ids,
    examinerIds: body.examiner_ids,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(classStudentRoutes);
  await app.register(classExportRoutes);

  app.get(
    '/class/',
    {
      schema: {
        tags,
        summary: 'List classes (admin: all; teacher and examiner: staffed; student: enrolled)',
        querystring: classListQuery,
        response: { 200: pageOf(classSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const today = academyToday();
      const visible = await visibleClassIds(db, request.viewer);
      return listPage(request, q, classList(db, { ...q, visible }, today), async (rows) =>
        presentClasses(request.viewer, rows, await classFacts(db, rows, today)),
      );
    },
  );

  app.post(
    '/class/',
    {
      schema: {
        tags,
        summary: 'Create a class (admin or teacher; a teacher becomes its teacher)',
        body: classCreateBody,
        response: { 201: classSchema },
      },
    },
    async (request, reply) => {
      const { viewer } = request;
      const body = request.body;
      requireRole(viewer, 'ADMIN', 'TEACHER');
      authorizeStaffAssignment(viewer, staffFieldsSent(body));
      const row = await createClass(
        db,
        { id: viewer.user.id, isTeacher: isTeacher(viewer) },
        {
          ...toChanges(body),
          name: body.name,
          numberOfSessions: body.number_of_sessions,
          startDate: body.start_date,
          studyTimeStart: body.study_time_start,
          studyTimeEnd: body.study_time_end,
          weekdays: body.weekdays,
        },
      );
      return reply.status(201).send(presentClass(viewer, row, await classFactsOf(db, row)));
    },
  );

  app.get(
    '/class/calculate-end-date',
    {
      schema: {
        tags,
        summary: 'Session dates and expected end date from a start date, sessions, weekdays and days off',
        querystring: calculateEndDateQuery,
        response: { 200: calculateEndDateResponse },
      },
    },
    async (request) => {
      const q = request.query;
      requireRole(request.viewer, 'ADMIN', 'TEACHER');
      if (q.class_id !== undefined) await authorizeClass(db, request.viewer, q.class_id, 'read');
      const result = await calculateClassEndDate(db, {
        startDate: q.start_date,
        numberOfSessions: q.number_of_sessions,
        weekdays: q.weekdays,
        classId: q.class_id,
      });
      return {
        expected_end_date: result.expectedEndDate,
        session_dates: result.sessionDates,
        days_off_skipped: result.daysOffSkipped,
      };
    },
  );

  app.get(
    '/class/:id/',
    { schema: { tags, summary: 'One class', params: idParams, response: { 200: classSchema } } },
    async (request) => {
      const { id } = request.params;
      await authorizeClass(db, request.viewer, id, 'read');
      const row = await classById(db, id);
      return presentClass(request.viewer, row, await classFactsOf(db, row));
    },
  );

  app.put(
    '/class/:id/',
    {
      schema: {
        tags,
        summary: 'Update a class (admin or its teacher; partial; staff fields admin only)',
        params: idParams,
        body: classUpdateBody,
        response: { 200: classSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      const { id } = request.params;
      await authorizeClass(db, viewer, id, 'manage');
      authorizeStaffAssignment(viewer, staffFieldsSent(request.body));
      const current = await classById(db, id);
      const row = await updateClass(db, current, toChanges(request.body));
      return presentClass(viewer, row, await classFactsOf(db, row));
    },
  );

  app.delete(
    '/class/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a class with its lessons, attendance, enrolments and results (admin only)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeClassDelete(db, request.viewer, id);
      await deleteClass(db, id);
      return reply.status(204).send(null);
    },
  );
};
