import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFeedback, updateFeedback } from '../../commands/feedback.js';
import type { Viewer } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import {
  authorShown,
  feedbackScope,
  inScope,
  requireClassesInScope,
  requireFeedbackAuthor,
  requireFeedbackClass,
  requireSummaryReader,
} from '../../policies/feedback.js';
import { mergeIds } from '../../policies/list-scope.js';
import {
  feedbackSchema,
  feedbackSummarySchema,
  presentFeedback,
  presentFeedbackSummary,
  type FeedbackView,
} from '../../presenters/feedback.js';
import { feedbackById, feedbackList, feedbackSummaryList } from '../../queries/feedback.js';
import { feedbackCreateBody, feedbackListQuery, feedbackSummaryQuery, feedbackUpdateBody } from './schema.js';

const tags = ['feedback'];

const present = (viewer: Viewer) => (v: FeedbackView) =>
  presentFeedback(v, viewer.user.id, authorShown(viewer, v.feedback));

/**
 * Feedback on classes (issue 15, docs/design.md section 11): students write it on their classes (a rating of 1 to
 * 5, a text, optionally anonymous to the teachers); administrators read all of it, teachers the feedback on
 * the classes they teach, with a summary per class.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/feedback/',
    {
      schema: {
        tags,
        summary: 'List feedback: all (administrators), on the classes taught (teachers), own (students)',
        description: 'An anonymous feedback comes to the class’s teachers without its author.',
        querystring: feedbackListQuery,
        response: { 200: pageOf(feedbackSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = await feedbackScope(db, request.viewer);
      const classIds = mergeIds(q.class_id, q.class_ids);
      requireClassesInScope(scope, classIds);
      const list = feedbackList(db, scope, { ids: q.ids, classIds, rating: q.rating, ordering: q.ordering });
      return listPage(request, q, list, (rows) => rows.map(present(request.viewer)));
    },
  );

  app.get(
    '/feedback/summary',
    {
      schema: {
        tags,
        summary: 'Feedback figures per class: count, average rating, count of each rating',
        description:
          'Administrators: every class with feedback; teachers: the classes they teach. A class without ' +
          'feedback has no row.',
        querystring: feedbackSummaryQuery,
        response: { 200: pageOf(feedbackSummarySchema) },
      },
    },
    async (request) => {
      requireSummaryReader(request.viewer);
      const q = request.query;
      const scope = await feedbackScope(db, request.viewer);
      const classIds = mergeIds(q.class_id, q.class_ids);
      requireClassesInScope(scope, classIds);
      return listPage(request, q, feedbackSummaryList(db, scope, { classIds }), (rows) =>
        rows.map(presentFeedbackSummary),
      );
    },
  );

  app.post(
    '/feedback/',
    {
      schema: {
        tags,
        summary: 'Write feedback on one of the student’s classes (students), once per class',
        description:
          '400 on class_id for a class the student does not study in; 409 on class_id when they already ' +
          'wrote feedback on it (the same feedback sent again answers it).',
        body: feedbackCreateBody,
        response: { 201: feedbackSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await requireFeedbackClass(db, request.viewer, body.class_id);
      const id = await createFeedback(db, {
        classId: body.class_id,
        authorId: request.viewer.user.id,
        rating: body.rating,
        content: body.content,
        anonymous: body.anonymous,
      });
      return reply.status(201).send(present(request.viewer)(await feedbackById(db, id)));
    },
  );

  app.get(
    '/feedback/:id/',
    { schema: { tags, summary: 'One feedback', params: idParams, response: { 200: feedbackSchema } } },
    async (request) => {
      const scope = await feedbackScope(db, request.viewer);
      const view = await feedbackById(db, request.params.id);
      if (!inScope(scope, view.feedback)) throw notFound();
      return present(request.viewer)(view);
    },
  );

  app.put(
    '/feedback/:id/',
    {
      schema: {
        tags,
        summary: 'Change one’s own feedback (its author; partial)',
        params: idParams,
        body: feedbackUpdateBody,
        response: { 200: feedbackSchema },
      },
    },
    async (request) => {
      const view = await feedbackById(db, request.params.id);
      requireFeedbackAuthor(request.viewer, view.feedback);
      await updateFeedback(db, view.feedback, request.body);
      return present(request.viewer)(await feedbackById(db, view.feedback.id));
    },
  );
};
