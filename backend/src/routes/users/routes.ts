import { and, asc, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { likeContaining } from '../../db/search.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { classStaff, classStudents, users } from '../../db/schema.js';
import type { Viewer } from '../../http/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { isAdmin, isTeacher, requireRole } from '../../policies/roles.js';
import { syncAccess, updateUserAccount } from '../../commands/users.js';
import { presentUser, presentUserFor, userSchema } from '../../presenters/users.js';
import { userCreateBody, userListQuery, userUpdateBody, managerFields } from './schema.js';
import type { Db } from '../../db/client.js';

const tags = ['users'];

/** Students of the teacher's own classes: the only users a teacher may list or read. */
function teacherStudentIds(db: Db, viewer: Viewer) {
  return db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(classStaff, eq(classStaff.classId, classStudents.classId))
    .where(eq(classStaff.userId, viewer.user.id));
}

async function canRead(db: Db, viewer: Viewer, userId: number) {
  if (isAdmin(viewer) || viewer.user.id === userId) return true;
  if (!isTeacher(viewer)) return false;
  const rows = await teacherStudentIds(db, viewer);
  return rows.some((r) => r.id === userId);
}

function toRow(body: z.infer<typeof userUpdateBody>) {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    name: body.name,
    subEmail: body.sub_email,
    dateOfBirth: body.date_of_birth === '' ? null : body.date_of_birth,
    phone: body.phone,
    gender: body.gender,
    address: body.address,
    link: body.link,
    workPlace: body.work_place,
    passport: body.passport,
    profilePicture: body.profile_picture,
    role: body.role,
    studentStatus: body.student_status,
    isActive: body.is_active,
    email: body.email,
  };
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/self/',
    { schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } } },
    (request) => presentUser(request.viewer.user),
  );

  app.get(
    '/accounts/users/me/',
    {
      schema: {
        tags,
        summary: 'The signed-in user (django-rest-authemail shape, extended)',
        response: { 200: userSchema },
      },
    },
    (request) => presentUser(request.viewer.user),
  );

  app.get(
    '/user/',
    {
      schema: {
        tags,
        summary: 'List LMS users (admin: all; teacher: students of own classes)',
        querystring: userListQuery,
        response: { 200: pageOf(userSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      const q = request.query;
      requireRole(viewer, 'ADMIN', 'TEACHER');
      const where: (SQL | undefined)[] = [];
      if (isTeacher(viewer)) where.push(inArray(users.id, teacherStudentIds(db, viewer)));
      if (q.ids) where.push(inArray(users.id, q.ids));
      if (q.class_ids) {
        const inClasses = db
          .select({ id: classStudents.studentId })
          .from(classStudents)
          .where(inArray(classStudents.classId, q.class_ids));
        where.push(inArray(users.id, inClasses));
      }
      if (q.role !== undefined) where.push(eq(users.role, q.role));
      if (q.is_active) where.push(eq(users.isActive, q.is_active === 'true'));
      if (q.search) where.push(like(users.searchText, likeContaining(q.search.toLowerCase())));
      const cond = and(...where);
      const column = { name: users.name, created_at: users.createdAt, email: users.email }[
        q.ordering.replace('-', '') as 'name'
      ];
      const order = q.ordering.startsWith('-') ? desc(column) : asc(column);
      const [rows, [total]] = await withTotal(
        q,
        db
          .select()
          .from(users)
          .where(cond)
          .orderBy(order, asc(users.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(users).where(cond),
      );
      return paginate(
        request,
        q,
        total?.n ?? 0,
        rows.map((row) => presentUserFor(viewer, row)),
      );
    },
  );

  app.post(
    '/user/',
    {
      schema: {
        tags,
        summary: 'Create an LMS user (admin)',
        body: userCreateBody,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      const body = request.body;
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (existing) throw conflict('email_taken', 'email');
      const [row] = await db
        .insert(users)
        .values({
          ...Object.fromEntries(Object.entries(toRow(body)).filter(([, v]) => v !== undefined)),
          email: body.email,
          name: body.name,
          role: body.role,
          joinedAt: new Date(),
        })
        .returning();
      // One command: without its sign-in account (refused or unreachable provider), no row either.
      await syncAccess(db, app.identity, row!, { role: body.role }).catch(async (error: unknown) => {
        await db.delete(users).where(eq(users.id, row!.id));
        throw error;
      });
      return reply.status(201).send(presentUser(row!));
    },
  );

  app.get(
    '/user/:id/',
    { schema: { tags, summary: 'One user', params: idParams, response: { 200: userSchema } } },
    async (request) => {
      const { id } = request.params;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) throw notFound();
      if (!(await canRead(db, request.viewer, id))) throw forbidden();
      return presentUserFor(request.viewer, row);
    },
  );

  app.put(
    '/user/:id/',
    {
      schema: {
        tags,
        summary: 'Update a profile (self or admin); role, status, activity and e-mail are admin-only',
        params: idParams,
        body: userUpdateBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { viewer } = request;
      const { id } = request.params;
      const body = request.body;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) throw notFound();
      if (!isAdmin(viewer) && viewer.user.id !== id) throw forbidden();
      if (!isAdmin(viewer)) {
        const managed = Object.keys(managerFields).filter((f) => f in body);
        if (managed.length)
          throw badRequest(Object.fromEntries(managed.map((f) => [f, 'role_change_forbidden'])));
      }
      if (body.email && body.email !== row.email) {
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
        if (taken) throw conflict('email_taken', 'email');
      }
      const changes = Object.fromEntries(Object.entries(toRow(body)).filter(([, v]) => v !== undefined));
      const updated = await updateUserAccount(db, app.identity, row, {
        email: body.email,
        // Sent to the identity provider whenever given: the row may not be what the provider has.
        role: body.role,
        isActive: body.is_active !== row.isActive ? body.is_active : undefined,
        fields: changes,
      });
      app.forgetViewer(updated.sub);
      return presentUser(updated);
    },
  );
};
