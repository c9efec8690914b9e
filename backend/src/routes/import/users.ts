import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWelcomeMail } from '../../commands/accounts.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { claimIdempotencyAfterBody } from '../../http/idempotency.js';
import { pickLang, translate } from '../../http/messages.js';
import {
  detectFormat,
  MAX_IMPORT_ROWS,
  UnreadableFileError,
  WrongFileTypeError,
} from '../../import/files.js';
import { readCsv, readWorkbook, writeCsv, writeWorkbook } from '../../import/sheets.js';
import {
  classExists,
  existingToEnrol,
  importUsers,
  unknownColumns,
  USER_COLUMNS,
  usersFromRows,
} from '../../import/users.js';
import { requireRole } from '../../policies/roles.js';
import { importUpload } from './upload.js';

const tags = ['import'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const rowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
const usersReport = z
  .object({
    code: z.number().int().optional(),
    message: z.string().optional(),
    dry_run: z.boolean(),
    rows: z.number().int().describe('Rows read (blank rows skipped)'),
    new: z.number().int().describe('Users the import creates (or created)'),
    existing: z
      .array(
        z.object({
          row: z.number().int(),
          email: z.string(),
          enrolled: z
            .boolean()
            .describe(
              'True when the import puts this existing student in the class (or did, once committed)',
            ),
        }),
      )
      .describe('Rows whose e-mail already has a user: reported, not created again'),
    errors: z.array(rowError),
    created_ids: z.array(z.number().int()),
  })
  .describe('UsersImportReport');
const usersRefusal = usersReport
  .partial()
  .extend({
    code: z.number().int(),
    message: z.string(),
    errors: z.union([z.array(rowError), z.record(z.string(), z.array(z.string()))]).optional(),
  })
  .describe('UsersImportRefusal');

const EXAMPLE = {
  email: 'an.nguyen@example.com',
  first_name: 'An',
  last_name: 'Nguyễn Văn',
  full_name: 'Nguyễn Văn An',
  role: 'student',
  phone: '0912345678',
  date_of_birth: '2008-05-17',
};

/**
 * Bulk users (issue 31 point 5, docs/decisions.md "Bulk users import"): an admin's Excel or CSV file, a dry run
 * reporting every row, then all new users in one transaction or none, optionally enrolled in a class.
 */
export const userImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/users/import/template',
    {
      schema: {
        tags,
        summary: 'The users import template (admin): the columns and one example row',
        querystring: z.strictObject({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      const sheet = { name: 'Users', header: USER_COLUMNS, rows: [EXAMPLE] };
      const csv = request.query.format === 'csv';
      return reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : XLSX)
        .header('content-disposition', `attachment; filename="users-template.${csv ? 'csv' : 'xlsx'}"`)
        .header('cache-control', 'no-store')
        .send(csv ? writeCsv(sheet) : await writeWorkbook([sheet]));
    },
  );

  app.post(
    '/users/import',
    {
      schema: {
        tags,
        summary:
          'Import users from Excel (.xlsx) or CSV (admin, multipart field `file`, optional field `class_id`): a dry run reports every row; a commit creates every new user in one transaction or none, enrols the new students in the class and mails each new user a welcome link',
        querystring: z.strictObject({ dry_run: flag.optional() }),
        response: { 200: usersReport, 201: usersReport, 400: usersRefusal },
      },
    },
    async (request, reply) => {
      requireRole(request.viewer, 'ADMIN');
      const { file, content, field } = await importUpload(request);
      const dryRun = request.query.dry_run ?? field('dry_run') !== 'false';
      const lang = pickLang(request.headers['accept-language']);
      const classField = field('class_id')?.trim();
      // A repeated click (same key, same file) answers the first import again and mails no one twice.
      const digest = createHash('sha256').update(content).digest('hex');
      const body = `${file.filename}\n${digest}\n${String(dryRun)}\n${classField ?? ''}`;
      if (await claimIdempotencyAfterBody(db, request, reply, body)) return reply;
      let classId: number | undefined;
      if (classField) {
        classId = Number(classField);
        if (!(await classExists(db, classId))) throw badRequest({ class_id: 'users_import_class_unknown' });
      }

      let sheet: Awaited<ReturnType<typeof readWorkbook>>;
      try {
        const { format, text } = detectFormat(file.filename, content);
        if (format !== 'xlsx' && format !== 'csv') throw new WrongFileTypeError();
        sheet = format === 'xlsx' ? await readWorkbook(content) : readCsv(text!);
      } catch (error) {
        if (error instanceof WrongFileTypeError) throw new ApiError(415, 'users_import_file_type');
        if (error instanceof UnreadableFileError) throw badRequest({ file: 'import_file_unreadable' });
        throw error;
      }
      const unknown = unknownColumns(sheet.header);
      if (unknown.length || !sheet.header.some((h) => h.trim().toLowerCase() === 'email'))
        return reply.status(400).send({
          code: 400,
          message: translate('users_import_columns', lang, {
            columns: unknown.join(', ') || '—',
            expected: USER_COLUMNS.join(', '),
          }),
        });
      if (sheet.rows.length > MAX_IMPORT_ROWS) throw badRequest({ file: 'import_too_many_rows' });
      const rows = sheet.rows.filter((r) => Object.keys(r.cells).length);
      if (!rows.length) throw badRequest({ file: 'users_import_empty' });

      const checked = await usersFromRows(db, rows, new Date());
      const enrol = await existingToEnrol(db, checked.existing, classId);
      const report = {
        dry_run: dryRun,
        rows: rows.length,
        new: checked.fresh.length,
        existing: checked.existing.map((e) => ({
          row: e.row,
          email: e.email,
          enrolled: enrol.has(e.user.id),
        })),
        errors: checked.errors.map((e) => ({
          row: e.row,
          column: e.column,
          message: translate(e.key, lang),
        })),
        created_ids: [] as number[],
      };
      if (report.errors.length)
        return reply
          .status(400)
          .send({ code: 400, message: translate('users_import_has_errors', lang), ...report });
      if (dryRun) return report;
      const made = await importUsers(db, checked.fresh, classId, enrol);
      for (const user of made)
        await sendWelcomeMail(db, app.mailer, { user, lang, webOrigin: app.webOrigin });
      return reply.status(201).send({ ...report, created_ids: made.map((u) => u.id) });
    },
  );
};
