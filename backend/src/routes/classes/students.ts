import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addStudents, joinByCode, updateStudentStatus } from '../../commands/class-students.js';
import type { Db } from '../../db/client.js';
import { STUDENT_CLASS_STATUSES } from '../../db/schema.js';
import type { Viewer } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import {
  authorizeAddStudents,
  authorizeStaffClassList,
  readableStudentClassIds,
  rosterOwner,
} from '../../policies/class-students.js';
import { authorizeClass, authorizeClasses } from '../../policies/classes.js';
import { requireRole } from '../../policies/roles.js';
import {
  classSchema,
  classStudentSchema,
  presentClass,
  presentClassStudent,
  presentClasses,
  type ClassStudentRow,
} from '../../presenters/classes.js';
import { classStudentList, studentClassList, studentsOf } from '../../queries/class-students.js';
import { classFacts, classFactsOf, staffedClasses } from '../../queries/classes.js';
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
  const students = await studentsOf(db, memberships);
  return memberships.map((m) => presentClassStudent(viewer, m, students.get(m.studentId)!));
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
      const list = classStudentList(db, {
        classIds: [...(q.class_ids ?? []), ...(q.class_id ? [q.class_id] : [])],
        ids: q.ids,
        studentIds: q.student_ids,
        status: q.status,
        ownerId: rosterOwner(viewer),
      });
      return listPage(request, q, list, (rows) =>
        rows.map((r) => presentClassStudent(viewer, r.membership, r.student)),
      );
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
        response: {
          201: z.array(
            classStudentSchema
              .extend({
                already_member: z
                  .boolean()
                  .describe(
                    'True when the student already was in the class with this status: nothing changed',
                  ),
              })
              .describe('ClassStudentAdded'),
          ),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await authorizeAddStudents(db, request.viewer, body.class_id);
      const rows = await addStudents(db, body.class_id, body.student_ids, body.status);
      const json = await presentMemberships(
        db,
        request.viewer,
        rows.map((r) => r.membership),
      );
      return reply.status(201).send(json.map((m, i) => ({ ...m, already_member: rows[i]!.alreadyMember })));
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
      return reply.status(201).send({
        status: membership.status,
        class: presentClass(request.viewer, cls, await classFactsOf(db, cls)),
      });
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
      const classIds = await readableStudentClassIds(db, viewer, studentId);
      const list = studentClassList(db, {
        studentId,
        classIds,
        status: q.status,
        ownerId: rosterOwner(viewer),
      });
      return listPage(request, q, list, async (rows) => {
        const classRows = rows.map((r) => r.cls);
        const presented = presentClasses(viewer, classRows, await classFacts(db, classRows));
        return rows.map((r, i) => ({
          id: r.membership.id,
          status: r.membership.status,
          joined_at: r.membership.joinedAt.toISOString(),
          class: presented[i]!,
        }));
      });
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
      const staffId = q.teacher_id ?? viewer.user.id;
      await authorizeStaffClassList(db, viewer, staffId);
      return listPage(request, q, staffedClasses(db, staffId), async (rows) =>
        presentClasses(viewer, rows, await classFacts(db, rows)),
      );
    },
  );
};
