import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReport, resolveReport } from '../../commands/reports.js';
import { pickLang } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { mergeIds } from '../../policies/list-scope.js';
import { checkReportTarget, requireReportReader, requireReporter } from '../../policies/reports.js';
import { presentReport, reportSchema } from '../../presenters/reports.js';
import { reportById, reportList } from '../../queries/reports.js';
import { reportCreateBody, reportListQuery, reportResolveBody } from './schema.js';

const tags = ['reports'];

/**
 * Reports on exercises (issue 15, docs/design.md section 11): anyone but an administrator reports a problem with
 * an exercise or one of its questions, from the exam runner or the review; administrators list them (the
 * `/manageStatistics/manageReport` table) and resolve them, and the reporter is told by mail.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/report/',
    {
      schema: {
        tags,
        summary: 'List reports (administrators), newest first',
        querystring: reportListQuery,
        response: { 200: pageOf(reportSchema) },
      },
    },
    async (request) => {
      requireReportReader(request.viewer);
      const q = request.query;
      const list = reportList(db, {
        ids: q.ids,
        status: q.status,
        kind: q.kind,
        exerciseIds: mergeIds(q.exercise_id, q.exercise_ids),
        search: q.search,
        ordering: q.ordering,
      });
      return listPage(request, q, list, (rows) => rows.map(presentReport));
    },
  );

  app.post(
    '/report/',
    {
      schema: {
        tags,
        summary: 'Report a problem with an exercise or one of its questions (teachers, students, examiners)',
        description:
          'The exercise must be one the reporter can see (400 on exercise_id otherwise, unknown ids alike); ' +
          'the question one of its questions, the attempt one of the reporter’s at it. The language of the ' +
          'request (Accept-Language) is the language of the mail sent when the report is resolved.',
        body: reportCreateBody,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => {
      requireReporter(request.viewer);
      const body = request.body;
      const target = {
        exerciseId: body.exercise_id,
        questionId: body.question_id,
        attemptId: body.attempt_id,
      };
      await checkReportTarget(db, request.viewer, target);
      const id = await createReport(db, {
        ...target,
        userId: request.viewer.user.id,
        kind: body.kind,
        content: body.content,
        lang: pickLang(request.headers['accept-language']),
      });
      return reply.status(201).send(presentReport(await reportById(db, id)));
    },
  );

  app.get(
    '/report/:id/',
    {
      schema: {
        tags,
        summary: 'One report (administrators)',
        params: idParams,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      requireReportReader(request.viewer);
      return presentReport(await reportById(db, request.params.id));
    },
  );

  app.post(
    '/report/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Resolve a report (administrators); the reporter is told by mail, in their language',
        description: '409 when the report is already resolved.',
        params: idParams,
        body: reportResolveBody,
        response: { 200: reportSchema },
      },
    },
    async (request) => {
      requireReportReader(request.viewer);
      const report = await reportById(db, request.params.id);
      await resolveReport(db, app.mailer, report, {
        adminId: request.viewer.user.id,
        note: request.body.note,
        now: new Date(),
        webOrigin: app.webOrigin,
      });
      return presentReport(await reportById(db, report.report.id));
    },
  );
};
