import { lessonHasStarted } from '@lms/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { authorizeClass } from '../../policies/classes.js';
import { markAttendance } from '../../commands/attendance.js';
import { attendanceList } from '../../queries/attendance.js';
import { lessonById } from '../../queries/lessons.js';
import {
  attendanceSchema,
  lessonAttendanceSchema,
  presentAttendance,
  presentLesson,
} from '../../presenters/timetable.js';
import { readableLessonIds } from '../../policies/lessons.js';
import { readableClassIds, readableStudentIds } from '../../policies/list-scope.js';
import { attendanceBody, attendanceListQuery } from './schema.js';

const tags = ['attendance'];

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/attendances',
    {
      schema: {
        tags,
        summary:
          'Attendance rows filtered by classes, lessons and students (batchable); a student gets only their own',
        querystring: attendanceListQuery,
        response: { 200: pageOf(attendanceSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentIds = readableStudentIds(viewer, q);
      const lessonIds = await readableLessonIds(db, viewer, q);
      const classIds = await readableClassIds(db, viewer, q);
      return listPage(request, q, attendanceList(db, { classIds, lessonIds, studentIds }), (rows) =>
        rows.map(presentAttendance),
      );
    },
  );

  app.post(
    '/class/attendance',
    {
      schema: {
        tags,
        summary:
          "Take a lesson's attendance for any number of students (upsert, repeatable); a scheduled lesson " +
          'becomes done. Refused (400) before the lesson starts and for a canceled lesson. Answers the ' +
          'lesson and its whole attendance list',
        body: attendanceBody,
        response: { 200: lessonAttendanceSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const lesson = await lessonById(db, body.lesson_id);
      await authorizeClass(db, request.viewer, lesson.classId, 'manage');
      if (lesson.status === 'canceled') throw badRequest({ lesson_id: 'lesson_canceled' });
      // Attendance opens at the lesson's start (server clock, academy time zone); past lessons stay open.
      if (!lessonHasStarted(lesson))
        throw badRequest({ lesson_id: 'lesson_not_started' }, 'lesson_not_started');
      const marked = await markAttendance(db, {
        lesson,
        markedBy: request.viewer.user.id,
        records: body.records,
      });
      return { lesson: presentLesson(marked.lesson), results: marked.rows.map(presentAttendance) };
    },
  );
};
