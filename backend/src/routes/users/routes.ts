import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendWelcomeMail } from '../../commands/accounts.js';
import { createUser, updateUserAccount } from '../../commands/users.js';
import { pickLang } from '../../http/messages.js';
import { conflict } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireRole } from '../../policies/roles.js';
import {
  authorizeProfileEdit,
  authorizeUserRead,
  readableStaff,
  readableUsers,
} from '../../policies/users.js';
import { presentUser, presentUserFor, userSchema } from '../../presenters/users.js';
import { emailTaken, staffList, userById, userList } from '../../queries/users.js';
import { managerFields, staffListQuery, userCreateBody, userListQuery, userUpdateBody } from './schema.js';

const tags = ['users'];

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
      const list = userList(db, { ...q, ...readableUsers(viewer) });
      return listPage(request, q, list, (rows) => rows.map((row) => presentUserFor(viewer, row)));
    },
  );

  app.get(
    '/staff/',
    {
      schema: {
        tags,
        summary:
          'Staff by id (staff): the public profile of the people records name (authors, markers, tag managers)',
        querystring: staffListQuery,
        response: { 200: pageOf(userSchema) },
      },
    },
    async (request) => {
      const { viewer } = request;
      readableStaff(viewer);
      const q = request.query;
      return listPage(request, q, staffList(db, q.ids), (rows) =>
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
      const row = await createUser(db, app.identity, {
        ...Object.fromEntries(Object.entries(toRow(body)).filter(([, v]) => v !== undefined)),
        email: body.email,
        name: body.name,
        role: body.role,
        joinedAt: new Date(),
      });
      await sendWelcomeMail(db, app.mailer, {
        user: row,
        lang: pickLang(request.headers['accept-language']),
        webOrigin: app.webOrigin,
      });
      return reply.status(201).send(presentUser(row));
    },
  );

  app.get(
    '/user/:id/',
    { schema: { tags, summary: 'One user', params: idParams, response: { 200: userSchema } } },
    async (request) => {
      const { id } = request.params;
      const row = await userById(db, id);
      await authorizeUserRead(db, request.viewer, id);
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
      const row = await userById(db, id);
      authorizeProfileEdit(
        viewer,
        id,
        Object.keys(managerFields).filter((f) => f in body),
      );
      if (body.email && body.email !== row.email && (await emailTaken(db, body.email))) {
        throw conflict('email_taken', 'email');
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
