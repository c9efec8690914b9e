import { likeContaining } from '../../db/search.js';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { academyToday } from '../../commands/calendar.js';
import { calculateEndDate, createClass, updateClass, type ClassChanges } from '../../commands/classes.js';
import { classStaff, classStudents, classes } from '../../db/schema.js';
import type { Viewer } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { authorizeClass, visibleClassIds } from '../../policies/classes.js';
import { membershipsChanged } from '../../policies/memberships.js';
import { isAdmin, isTeacher, requireRole } from '../../policies/roles.js';
import { classSchema, presentClass, presentClasses } from '../../presenters/classes.js';
import {
  adminOnlyClassFields,
  calculateEndDateQuery,
  calculateEndDateResponse,
  classCreateBody,
  classListQuery,
  classUpdateBody,
  type ClassUpdateBody,
} from './schema.js';
import { classStudentRoutes } from './students.js';

const tags = ['classes'];

/** Staff assignment is an administrator's decision (DESIGN.md permission matrix). */
function refuseStaffFields(viewer: Viewer, body: ClassUpdateBody) {
  if (isAdmin(viewer)) return;
  const sent = adminOnlyClassFields.filter((f) => body[f] !== undefined);
  if (sent.length) throw badRequest(Object.fromEntries(sent.map((f) => [f, 'role_change_forbidden'])));
}

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

/** The last day a class meets: the real end date once set, else the expected one. */
const lastDay = sql<string | null>`coalesce(${classes.endDate}, ${classes.expectedEndDate})`;

function stateCondition(state: 'upcoming' | 'ongoing' | 'finished', today: string) {
  if (state === 'upcoming') return gt(classes.startDate, today);
  if (state === 'finished') return lt(lastDay, today);
  return and(lte(classes.startDate, today), or(isNull(lastDay), gte(lastDay, today)));
}

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(classStudentRoutes);

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
      const where: (SQL | undefined)[] = [];
      const visible = await visibleClassIds(db, request.viewer);
      if (visible) where.push(inArray(classes.id, visible));
      if (q.ids) where.push(inArray(classes.id, q.ids));
      if (q.course_ids) where.push(inArray(classes.courseId, q.course_ids));
      if (q.teacher_ids) {
        const taught = db
          .select({ id: classStaff.classId })
          .from(classStaff)
          .where(and(inArray(classStaff.userId, q.teacher_ids), eq(classStaff.kind, 'teacher')));
        where.push(inArray(classes.id, taught));
      }
      if (q.student_ids) {
        const attended = db
          .select({ id: classStudents.classId })
          .from(classStudents)
          .where(inArray(classStudents.studentId, q.student_ids));
        where.push(inArray(classes.id, attended));
      }
      if (q.search) {
        const pattern = likeContaining(q.search);
        where.push(or(ilike(classes.name, pattern), ilike(classes.classCode, pattern)));
      }
      if (q.state) where.push(stateCondition(q.state, today));
      const cond = and(...where);
      const column = {
        name: classes.name,
        start_date: classes.startDate,
        created_at: classes.createdAt,
        class_code: classes.classCode,
      }[q.ordering.replace('-', '') as 'name'];
      const order = q.ordering.startsWith('-') ? desc(column) : asc(column);
      const [rows, [total]] = await withTotal(
        q,
        db
          .select()
          .from(classes)
          .where(cond)
          .orderBy(order, asc(classes.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(classes).where(cond),
      );
      return paginate(request, q, total?.n ?? 0, await presentClasses(db, request.viewer, rows, today));
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
      refuseStaffFields(viewer, body);
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
      return reply.status(201).send(await presentClass(db, request.viewer, row));
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
      const result = await calculateEndDate(db, {
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
      const [row] = await db.select().from(classes).where(eq(classes.id, id));
      if (!row) throw notFound();
      return presentClass(db, request.viewer, row);
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
      refuseStaffFields(viewer, request.body);
      const [current] = await db.select().from(classes).where(eq(classes.id, id));
      if (!current) throw notFound();
      const row = await updateClass(db, current, toChanges(request.body));
      return presentClass(db, request.viewer, row);
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
      await authorizeClass(db, request.viewer, id, 'manage');
      // Deleting takes the class's whole history with it: an administrator's decision, not a teacher's.
      requireRole(request.viewer, 'ADMIN');
      await db.delete(classes).where(eq(classes.id, id));
      membershipsChanged();
      return reply.status(204).send(null);
    },
  );
};
