import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCourse, deleteCourse, updateCourse } from '../../commands/courses.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireRole } from '../../policies/roles.js';
import { courseSchema, presentCourse } from '../../presenters/courses.js';
import { courseById, courseList } from '../../queries/courses.js';
import { courseCreateBody, courseListQuery, courseUpdateBody } from './schema.js';

const tags = ['courses'];

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
      return listPage(request, q, courseList(db, q), (rows) => rows.map(presentCourse));
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
      const row = await createCourse(db, {
        name: body.name,
        description: body.description,
        targetBand: body.target_band,
      });
      return reply.status(201).send(presentCourse(row));
    },
  );

  app.get(
    '/course/:id/',
    { schema: { tags, summary: 'One course', params: idParams, response: { 200: courseSchema } } },
    async (request) => {
      return presentCourse(await courseById(db, request.params.id));
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
      const row = await courseById(db, id);
      const changes = { name: body.name, description: body.description, targetBand: body.target_band };
      return presentCourse(await updateCourse(db, row, changes));
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
      await deleteCourse(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
