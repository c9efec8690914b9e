import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createErrorTag,
  createTag,
  deleteErrorTag,
  deleteTag,
  renameTag,
  updateErrorTag,
} from '../../commands/tags.js';
import { forbidden } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { isAdmin } from '../../policies/roles.js';
import {
  commonnessOfNewErrorTag,
  mayReadPrivateTagsOf,
  ownerOfNewTag,
  requireErrorTagReader,
  requireErrorTagWriter,
  requireTagReader,
  requireTagWriter,
} from '../../policies/tags.js';
import { errorTagSchema, presentErrorTag, presentTag, tagSchema } from '../../presenters/tags.js';
import { errorTagById, errorTagList, tagById, tagList } from '../../queries/tags.js';
import {
  errorTagBody,
  errorTagListQuery,
  errorTagUpdateBody,
  tagBody,
  tagListQuery,
  tagUpdateBody,
} from './schema.js';

const tags = ['tags'];
const deleted = { 204: z.null().describe('Deleted') };

export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/tag/',
    {
      schema: {
        tags,
        summary: 'List tags: the common ones and the private ones the caller may read (admins: all)',
        querystring: tagListQuery,
        response: { 200: pageOf(tagSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const viewer = request.viewer;
      if (q.owner_id !== undefined && !mayReadPrivateTagsOf(viewer, q.owner_id)) throw forbidden();
      const list = tagList(db, {
        ids: q.ids,
        store: q.store,
        ownerId: q.owner_id,
        search: q.search,
        privateOf: isAdmin(viewer) ? 'all' : viewer.user.id,
      });
      return listPage(request, q, list, (rows) => rows.map(presentTag));
    },
  );

  app.post(
    '/tag/',
    {
      schema: {
        tags,
        summary: 'Create a tag: common for an admin, the teacher’s own for a teacher',
        body: tagBody,
        response: { 201: tagSchema },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOfNewTag(request.viewer);
      const row = await createTag(db, { name: request.body.name, ownerId });
      return reply.status(201).send(presentTag(row));
    },
  );

  app.get(
    '/tag/:id/',
    { schema: { tags, summary: 'One tag', params: idParams, response: { 200: tagSchema } } },
    async (request) => {
      const row = await tagById(db, request.params.id);
      requireTagReader(request.viewer, row);
      return presentTag(row);
    },
  );

  app.put(
    '/tag/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a tag (admins the common ones, teachers their own)',
        params: idParams,
        body: tagUpdateBody,
        response: { 200: tagSchema },
      },
    },
    async (request) => {
      const row = await tagById(db, request.params.id);
      requireTagWriter(request.viewer, row);
      return presentTag(await renameTag(db, row, request.body.name));
    },
  );

  app.delete(
    '/tag/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a tag (admins the common ones, teachers their own); what carried it keeps going',
        params: idParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      const row = await tagById(db, request.params.id);
      requireTagWriter(request.viewer, row);
      await deleteTag(db, row.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/error-tag/',
    {
      schema: {
        tags,
        summary: 'List error tags (staff): common and teachers’ own, with filters for the tree',
        querystring: errorTagListQuery,
        response: { 200: pageOf(errorTagSchema) },
      },
    },
    async (request) => {
      requireErrorTagReader(request.viewer);
      const q = request.query;
      const list = errorTagList(db, {
        ids: q.ids,
        parentIds: q.parent_ids,
        top: q.top,
        isCommon: q.is_common,
        managerId: q.manager_id,
        search: q.search,
      });
      return listPage(request, q, list, (rows) => rows.map(presentErrorTag));
    },
  );

  app.post(
    '/error-tag/',
    {
      schema: {
        tags,
        summary: 'Create an error tag: common for an admin, the teacher’s own for a teacher',
        body: errorTagBody,
        response: { 201: errorTagSchema },
      },
    },
    async (request, reply) => {
      const isCommon = commonnessOfNewErrorTag(request.viewer);
      const body = request.body;
      const row = await createErrorTag(db, {
        name: body.name,
        parentId: body.parent_id,
        link: body.link,
        isCommon,
        managerId: request.viewer.user.id,
      });
      return reply.status(201).send(presentErrorTag(row));
    },
  );

  app.get(
    '/error-tag/:id/',
    {
      schema: { tags, summary: 'One error tag (staff)', params: idParams, response: { 200: errorTagSchema } },
    },
    async (request) => {
      requireErrorTagReader(request.viewer);
      return presentErrorTag(await errorTagById(db, request.params.id));
    },
  );

  app.put(
    '/error-tag/:id/',
    {
      schema: {
        tags,
        summary: 'Update an error tag (admins the common ones, teachers their own; partial)',
        params: idParams,
        body: errorTagUpdateBody,
        response: { 200: errorTagSchema },
      },
    },
    async (request) => {
      requireErrorTagReader(request.viewer);
      const row = await errorTagById(db, request.params.id);
      requireErrorTagWriter(request.viewer, row);
      const body = request.body;
      return presentErrorTag(
        await updateErrorTag(db, row, { name: body.name, parentId: body.parent_id, link: body.link }),
      );
    },
  );

  app.delete(
    '/error-tag/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an error tag and its child tags (admins the common ones, teachers their own)',
        params: idParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      requireErrorTagReader(request.viewer);
      const row = await errorTagById(db, request.params.id);
      requireErrorTagWriter(request.viewer, row);
      await deleteErrorTag(db, row.id);
      return reply.status(204).send(null);
    },
  );
};
