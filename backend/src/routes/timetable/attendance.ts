import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendances, lessons } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { authorizeClass } from '../../policies/classes.js';
import { attendanceRows, markAttendance } from '../../commands/attendance.js';
import {
  attendanceSchema,
  lessonAttendanceSchema,
  presentAttendance,
  presentLesson,
} from '../../presenters/timetable.js';
import { readableLessonIds } from './access.js';
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
      const cond = and(
        classIds ? inArray(lessons.classId, classIds) : undefined,
        lessonIds ? inArray(attendances.lessonId, lessonIds) : undefined,
        studentIds ? inArray(attendances.studentId, studentIds) : undefined,
      );
      const [rows, [total]] = await withTotal(
        q,
        attendanceRows(db, cond).limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(attendances)
          .innerJoin(lessons, eq(lessons.id, attendances.lessonId))
          .where(cond),
      );
      return paginate(request, q, total?.n ?? 0, rows.map(presentAttendance));
    },
  );

  app.post(
    '/class/attendance',
    {
      schema: {
        tags,
        summary:
          "Take a lesson's attendance for any number of students (upsert, repeatable); a scheduled lesson " +
          'becomes done. Answers the lesson and its whole attendance list',
        body: attendanceBody,
        response: { 200: lessonAttendanceSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const [lesson] = await db.select().from(lessons).where(eq(lessons.id, body.lesson_id));
      if (!lesson) throw notFound();
      await authorizeClass(db, request.viewer, lesson.classId, 'manage');
      if (lesson.status === 'canceled') throw badRequest({ lesson_id: 'lesson_canceled' });
      const marked = await markAttendance(db, {
        lesson,
        markedBy: request.viewer.user.id,
        records: body.records,
      });
      return { lesson: presentLesson(marked.lesson), results: marked.rows.map(presentAttendance) };
    },
  );
};
