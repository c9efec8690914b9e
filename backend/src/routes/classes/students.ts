import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addStudents, joinByCode, updateStudentStatus } from '../../commands/class-students.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../http/auth.js';
import { STUDENT_CLASS_STATUSES, classStaff, classStudents, classes, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { authorizeClass, authorizeClasses } from '../../policies/classes.js';
import { isAdmin, isStudent, isTeacher, requireRole } from '../../policies/roles.js';
import {
  classSchema,
  classStudentSchema,
  presentClass,
  presentClassStudent,
  presentClasses,
  type ClassStudentRow,
} from '../../presenters/classes.js';
import {
  classStudentAddBody,
  classStudentListQuery,
  joinBody,
  studentClassesQuery,
  teacherClassesQuery,
  updateStudentStatusBody,
} from './schema.js';

const tags = ['class students'];

const studentClassSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(STUDENT_CLASS_STATUSES),
    joined_at: z.string(),
    class: classSchema,
  })
  .describe('StudentClass');

async function presentMemberships(db: Db, viewer: Viewer, memberships: ClassStudentRow[]) {
  if (memberships.length === 0) return [];
  const students = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        memberships.map((m) => m.studentId),
      ),
    );
  const byId = new Map(students.map((u) => [u.id, u]));
  return memberships.map((m) => presentClassStudent(viewer, m, byId.get(m.studentId)!));
}

async function userExists(db: Db, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound();
}

/** Who is in which class, joining by code, and a teacher's approval of a student's status. */
export const classStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/students',
    {
      schema: {
        tags,
        summary: 'Students of a class (class_id) or of several (class_ids, for batching)',
        querystring: classStudentListQuery,
        response: { 200: pageOf(classStudentSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      if (q.class_id === undefined && !q.class_ids) throw badRequest({ class_id: 'required' });
      if (q.class_id !== undefined) await authorizeClass(db, viewer, q.class_id, 'read');
      if (q.class_ids) await authorizeClasses(db, viewer, q.class_ids, 'read');
      const where: (SQL | undefined)[] = [
        inArray(classStudents.classId, [...(q.class_ids ?? []), ...(q.class_id ? [q.class_id] : [])]),
      ];
      if (q.ids) where.push(inArray(classStudents.id, q.ids));
      if (q.student_ids) where.push(inArray(classStudents.studentId, q.student_ids));
      if (q.status) where.push(eq(classStudents.status, q.status));
      // A student sees who is in the class, not who asked, left or paused: active classmates and their own row.
      if (isStudent(viewer)) {
        where.push(or(eq(classStudents.status, 'active'), eq(classStudents.studentId, viewer.user.id)));
      }
      const cond = and(...where);
      const [rows, [total]] = await withTotal(
        q,
        db
          .select({ membership: classStudents, student: users })
          .from(classStudents)
          .innerJoin(users, eq(users.id, classStudents.studentId))
          .where(cond)
          .orderBy(asc(classStudents.classId), asc(users.name), asc(classStudents.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(classStudents).where(cond),
      );
      const results = rows.map((r) => presentClassStudent(viewer, r.membership, r.student));
      return paginate(request, q, total?.n ?? 0, results);
    },
  );

  app.post(
    '/class/students',
    {
      schema: {
        tags,
        summary:
          'Add students to a class (admin); students already there take the status. Teachers approve the ' +
          'requests of students who asked to join (teacher/update-student-status)',
        body: classStudentAddBody,
        response: { 201: z.array(classStudentSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Only administrators pull a user into a class: a teacher could otherwise reach any student account.
      requireRole(request.viewer, 'ADMIN');
      await authorizeClass(db, request.viewer, body.class_id, 'manage');
      const rows = await addStudents(db, body.class_id, body.student_ids, body.status);
      return reply.status(201).send(await presentMemberships(db, request.viewer, rows));
    },
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/teacher/update-student-status',
    schema: {
      tags,
      summary: "Change a student's status in a class (admin or its teacher), e.g. approve a request",
      body: updateStudentStatusBody,
      response: { 200: classStudentSchema },
    },
    handler: async (request) => {
      const body = request.body;
      await authorizeClass(db, request.viewer, body.class_id, 'manage');
      const row = await updateStudentStatus(db, body.class_id, body.student_id, body.status);
      const [json] = await presentMemberships(db, request.viewer, [row]);
      return json!;
    },
  });

  app.post(
    '/students/join',
    {
      schema: {
        tags,
        summary: 'Ask to join a class by its code (students); a teacher then approves',
        body: joinBody,
        response: { 201: studentClassSchema.omit({ id: true, joined_at: true }) },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'STUDENT');
      const { cls, membership } = await joinByCode(db, request.viewer.user.id, request.body.class_code);
      return reply
        .status(201)
        .send({ status: membership.status, class: await presentClass(db, request.viewer, cls) });
    },
  );

  app.get(
    '/students/class',
    {
      schema: {
        tags,
        summary:
          "A student's classes, every status (own; admin any student; teacher students of own classes)",
        querystring: studentClassesQuery,
        response: { 200: pageOf(studentClassSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      const studentId = q.student_id ?? viewer.user.id;
      const where: (SQL | undefined)[] = [eq(classStudents.studentId, studentId)];
      if (studentId !== viewer.user.id) {
        if (!isAdmin(viewer) && !isTeacher(viewer)) throw forbidden();
        await userExists(db, studentId);
        if (isTeacher(viewer)) {
          // A teacher sees the student only through the classes they teach.
          const taught = db
            .select({ id: classStaff.classId })
            .from(classStaff)
            .where(eq(classStaff.userId, viewer.user.id));
          const [shared] = await db
            .select({ n: count() })
            .from(classStudents)
            .where(and(eq(classStudents.studentId, studentId), inArray(classStudents.classId, taught)));
          if (!shared?.n) throw forbidden();
          where.push(inArray(classStudents.classId, taught));
        }
      }
      if (q.status) where.push(eq(classStudents.status, q.status));
      // A student sees who is in the class, not who asked, left or paused: active classmates and their own row.
      if (isStudent(viewer)) {
        where.push(or(eq(classStudents.status, 'active'), eq(classStudents.studentId, viewer.user.id)));
      }
      const cond = and(...where);
      const [rows, [total]] = await withTotal(
        q,
        db
          .select({ membership: classStudents, cls: classes })
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .where(cond)
          .orderBy(desc(classes.startDate), asc(classes.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(classStudents).where(cond),
      );
      const presented = await presentClasses(
        db,
        viewer,
        rows.map((r) => r.cls),
      );
      const results = rows.map((r, i) => ({
        id: r.membership.id,
        status: r.membership.status,
        joined_at: r.membership.joinedAt.toISOString(),
        class: presented[i]!,
      }));
      return paginate(request, q, total?.n ?? 0, results);
    },
  );

  app.get(
    '/teacher/class',
    {
      schema: {
        tags,
        summary: 'Classes the viewer teaches or examines (admin may ask for any teacher_id)',
        querystring: teacherClassesQuery,
        response: { 200: pageOf(classSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
      const staffId = q.teacher_id ?? viewer.user.id;
      if (staffId !== viewer.user.id) {
        if (!isAdmin(viewer)) throw forbidden();
        await userExists(db, staffId);
      }
      const staffed = db
        .select({ id: classStaff.classId })
        .from(classStaff)
        .where(eq(classStaff.userId, staffId));
      const cond = inArray(classes.id, staffed);
      const [rows, [total]] = await withTotal(
        q,
        db
          .select()
          .from(classes)
          .where(cond)
          .orderBy(desc(classes.startDate), asc(classes.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(classes).where(cond),
      );
      return paginate(request, q, total?.n ?? 0, await presentClasses(db, viewer, rows));
    },
  );
};
