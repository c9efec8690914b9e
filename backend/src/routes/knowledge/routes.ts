import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createArticle, deleteArticle, updateArticle } from '../../commands/knowledge.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { isAdmin, requireRole } from '../../policies/roles.js';
import { articleSchema, presentArticle } from '../../presenters/knowledge.js';
import { articleById, articleList } from '../../queries/knowledge.js';
import { articleCreateBody, articleListQuery, articleUpdateBody } from './schema.js';

const tags = ['knowledge'];

/**
 * The knowledge base (`/knowledge`, issue 15): articles on studying and IELTS that administrators write and
 * everyone signed in reads; drafts are administrators' only.
 */
export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/knowledge/',
    {
      schema: {
        tags,
        summary: 'List knowledge articles (any signed-in user; drafts for administrators)',
        description: 'Search folds case and Vietnamese marks over title, summary and text.',
        querystring: articleListQuery,
        response: { 200: pageOf(articleSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const list = articleList(db, {
        ids: q.ids,
        search: q.search,
        lang: q.lang,
        topic: q.topic,
        withDrafts: isAdmin(request.viewer),
        published: q.published,
        ordering: q.ordering,
      });
      return listPage(request, q, list, (rows) => rows.map(presentArticle));
    },
  );

  app.post(
    '/knowledge/',
    {
      schema: {
        tags,
        summary: 'Write an article (administrators)',
        body: articleCreateBody,
        response: { 201: articleSchema },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      const id = await createArticle(db, { ...request.body, authorId: request.viewer.user.id });
      return reply.status(201).send(presentArticle(await articleById(db, id, true)));
    },
  );

  app.get(
    '/knowledge/:id/',
    {
      schema: {
        tags,
        summary: 'One article with its text; a draft is 404 but for administrators',
        params: idParams,
        response: { 200: articleSchema },
      },
    },
    async (request) => presentArticle(await articleById(db, request.params.id, isAdmin(request.viewer))),
  );

  app.put(
    '/knowledge/:id/',
    {
      schema: {
        tags,
        summary: 'Change an article (administrators; partial)',
        params: idParams,
        body: articleUpdateBody,
        response: { 200: articleSchema },
      },
    },
    async (request) => {
      requireRole(request.viewer, 'ADMIN');
      const { id } = request.params;
      await articleById(db, id, true);
      await updateArticle(db, id, request.body);
      return presentArticle(await articleById(db, id, true));
    },
  );

  app.delete(
    '/knowledge/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an article (administrators)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      await deleteArticle(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
