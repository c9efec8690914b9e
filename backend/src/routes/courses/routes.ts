import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { likeContaining } from '../../db/search.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import { offsetOf, pageOf, paginate, withTotal } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireRole } from '../../policies/roles.js';
import { courseSchema, presentCourse } from '../../presenters/courses.js';
import { courseCreateBody, courseListQuery, courseUpdateBody } from './schema.js';

const tags = ['courses'];

/** Names are unique regardless of case: "IELTS 6.5" and "ielts 6.5" are one course. */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(sql`lower(${courses.name})`, name.toLowerCase()),
        exceptId ? ne(courses.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict('course_name_taken', 'name');
}

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/course/',
    {
      schema: {
        tags,
        summary: 'List courses (any signed-in user)',
        querystring: courseListQuery,
        response: { 200: pageOf(courseSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const where: (SQL | undefined)[] = [];
      if (q.ids) where.push(inArray(courses.id, q.ids));
      if (q.search) where.push(ilike(courses.name, likeContaining(q.search)));
      const cond = and(...where);
      const column = q.ordering.endsWith('name') ? courses.name : courses.createdAt;
      const order = q.ordering.startsWith('-') ? desc(column) : asc(column);
      const [rows, [total]] = await withTotal(
        q,
        db
          .select()
          .from(courses)
          .where(cond)
          .orderBy(order, asc(courses.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(courses).where(cond),
      );
      return paginate(request, q, total?.n ?? 0, rows.map(presentCourse));
    },
  );

  app.post(
    '/course/',
    {
      schema: {
        tags,
        summary: 'Create a course (admin)',
        body: courseCreateBody,
        response: { 201: courseSchema },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      const body = request.body;
      await assertNameFree(db, body.name);
      const [row] = await db
        .insert(courses)
        .values({ name: body.name, description: body.description, targetBand: body.target_band })
        .returning();
      return reply.status(201).send(presentCourse(row!));
    },
  );

  app.get(
    '/course/:id/',
    { schema: { tags, summary: 'One course', params: idParams, response: { 200: courseSchema } } },
    async (request) => {
      const [row] = await db.select().from(courses).where(eq(courses.id, request.params.id));
      if (!row) throw notFound();
      return presentCourse(row);
    },
  );

  app.put(
    '/course/:id/',
    {
      schema: {
        tags,
        summary: 'Update a course (admin; partial)',
        params: idParams,
        body: courseUpdateBody,
        response: { 200: courseSchema },
      },
    },
    async (request) => {
      requireRole(request.viewer, 'ADMIN');
      const { id } = request.params;
      const body = request.body;
      const [row] = await db.select().from(courses).where(eq(courses.id, id));
      if (!row) throw notFound();
      if (body.name !== undefined) await assertNameFree(db, body.name, id);
      const changes = { name: body.name, description: body.description, targetBand: body.target_band };
      if (Object.values(changes).every((v) => v === undefined)) return presentCourse(row);
      const [updated] = await db.update(courses).set(changes).where(eq(courses.id, id)).returning();
      return presentCourse(updated!);
    },
  );

  app.delete(
    '/course/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a course (admin); its classes keep going without a course',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      const [deleted] = await db
        .delete(courses)
        .where(eq(courses.id, request.params.id))
        .returning({ id: courses.id });
      if (!deleted) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
