import { academyToday, defaultStatisticsRange, statisticsRangeError } from '@lms/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { pickLang } from '../../http/messages.js';
import { writeCsv, writeWorkbook } from '../../import/sheets.js';
import {
  requireStatisticsFigure,
  requireStatisticsFilters,
  statisticsScope,
} from '../../policies/statistics.js';
import { presentStatistics, statisticsSchema, statisticsSheet } from '../../presenters/statistics.js';
import { allFigures, FIGURES, type StatisticsFilter } from '../../queries/statistics.js';
import { statisticsExportQuery, statisticsQuery } from './schema.js';

const tags = ['statistics'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Filters = { from?: string | undefined; to?: string | undefined; class_id?: number; course_id?: number };

/**
 * The filter of a request: the range (defaults filled in, refused when it ends before it starts or is longer
 * than five years), the class and course (400 when unknown), within what the viewer may read.
 */
async function filterOf(db: Db, request: FastifyRequest, q: Filters): Promise<StatisticsFilter> {
  const now = new Date();
  const today = academyToday(now);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? defaultStatisticsRange(to).from;
  const wrong = statisticsRangeError(from, to);
  if (wrong) throw badRequest({ [wrong.field]: wrong.key });
  const classIds = await statisticsScope(db, request.viewer);
  await requireStatisticsFilters(db, classIds, q.class_id, q.course_id);
  return { from, to, classIds, classId: q.class_id, courseId: q.course_id, now };
}

/**
 * Statistics (issue 15, docs/design.md section 11): administrators read every figure of the academy, teachers the
 * figures of the classes they teach (the teacher menu's test information); each figure is one grouped query.
 */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/users/statistics/',
    {
      schema: {
        tags,
        summary: 'The academy’s figures over a date range (administrators: all classes; teachers: their own)',
        description:
          'Filters: from/to (both included, default the last twelve months), class_id, course_id. 400 on `to` ' +
          'for an end before the start, on class_id/course_id for an unknown class or course; 403 for a ' +
          'teacher’s filter on a class they do not teach and for students and examiners. The IELTS figures ' +
          '(ielts_registrations, ielts_bands, ielts_revenue, promotion_usage) are the academy’s: answered to ' +
          'administrators only (absent for teachers), over the exam dates and payments of the range, whatever ' +
          'the class and course filters.',
        querystring: statisticsQuery,
        response: { 200: statisticsSchema },
      },
    },
    async (request) => {
      const f = await filterOf(db, request, request.query);
      return presentStatistics(f, await allFigures(db, f));
    },
  );

  app.get(
    '/users/statistics/export',
    {
      schema: {
        tags,
        summary: 'One figure as a CSV or Excel file (same filters and rights as `users/statistics/`)',
        description:
          'Headers in the caller’s language (Accept-Language); an empty range gives the headers alone. A ' +
          'teacher’s export of an IELTS figure is a 403.',
        querystring: statisticsExportQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const f = await filterOf(db, request, q);
      requireStatisticsFigure(f.classIds, q.figure);
      const sheet = statisticsSheet(
        q.figure,
        await FIGURES[q.figure](db, f),
        pickLang(request.headers['accept-language']),
      );
      const name = `statistics-${q.figure.replaceAll('_', '-')}-${f.from}-${f.to}.${q.format}`;
      const body = q.format === 'csv' ? writeCsv(sheet) : await writeWorkbook([sheet]);
      return reply
        .header('content-type', q.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
