import { academyToday } from '@lms/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLang } from '../../http/messages.js';
import { idParams } from '../../http/validators.js';
import { writeCsv, writeWorkbook, type SheetOut } from '../../import/sheets.js';
import { authorizeClass } from '../../policies/classes.js';
import { attendanceSheet, gradebookSheet, nameSlug } from '../../presenters/class-exports.js';
import { attendanceData, gradebookData } from '../../queries/class-exports.js';
import { classById } from '../../queries/classes.js';
import { classExportQuery } from './schema.js';

const tags = ['classes'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RIGHTS =
  'The rights of the data it holds: administrators, the class’s teachers and its examiners (who read and ' +
  'mark it); 403 for a student or other staff, 404 for an unknown class. Headers in the caller’s language ' +
  '(Accept-Language); a class without students gives the headers alone.';

async function sendSheet(
  reply: FastifyReply,
  sheet: SheetOut,
  format: 'csv' | 'xlsx',
  what: string,
  className: string,
) {
  const name = `${what}-${nameSlug(className)}-${academyToday()}.${format}`;
  const body = format === 'csv' ? writeCsv(sheet) : await writeWorkbook([sheet]);
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A class's gradebook and attendance as CSV or Excel files (issue 31 point 3, docs/decisions.md). */
export const classExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/class/:id/gradebook/export',
    {
      schema: {
        tags,
        summary: 'The class’s gradebook as a CSV or Excel file',
        description:
          'A row per student (every membership but a request): for each assignment the latest attempt’s ' +
          'score, status and date (returned, else submitted), then the mean of the marked scores; a last row ' +
          `of the class’s means. ${RIGHTS}`,
        params: idParams,
        querystring: classExportQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeClass(db, request.viewer, id, 'mark');
      const cls = await classById(db, id);
      const sheet = gradebookSheet(await gradebookData(db, id), pickLang(request.headers['accept-language']));
      return sendSheet(reply, sheet, request.query.format, 'gradebook', cls.name);
    },
  );

  app.get(
    '/class/:id/attendance/export',
    {
      schema: {
        tags,
        summary: 'The class’s attendance as a CSV or Excel file',
        description:
          'A row per student and lesson held (started, not canceled): session, date, start time and ' +
          `duration in minutes (the academy’s time zone), the mark and its note. ${RIGHTS}`,
        params: idParams,
        querystring: classExportQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeClass(db, request.viewer, id, 'mark');
      const cls = await classById(db, id);
      const sheet = attendanceSheet(
        await attendanceData(db, id),
        pickLang(request.headers['accept-language']),
      );
      return sendSheet(reply, sheet, request.query.format, 'attendance', cls.name);
    },
  );
};
