import multipart from '@fastify/multipart';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, badRequest } from '../../http/errors.js';
import { claimIdempotencyAfterBody } from '../../http/idempotency.js';
import { pickLang, translate } from '../../http/messages.js';
import { bankScope, storeForNew } from '../../policies/bank.js';
import { importQuestions, questionsForExport, resolveTags, tagIdsByName } from '../../import/bank.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MissingColumnsError,
  rowsOfFile,
  UnreadableFileError,
  WrongFileTypeError,
} from '../../import/files.js';
import { giftOf, questionsSheet, templateSheets, templateTypes } from '../../import/layout.js';
import { questionsFromRows } from '../../import/rows.js';
import { writeCsv, writeWorkbook } from '../../import/sheets.js';
import { importUpload } from './upload.js';
import { userImportRoutes } from './users.js';
import { exportQuery, importQuery, importRefusal, importReport, templateQuery } from './schema.js';

const tags = ['import'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendFile(reply: FastifyReply, body: Buffer | string, type: string, filename: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Import and export of the question bank (issue 11 item 7, docs/decisions.md "Import layout"). Multipart is
 * registered here, inside this plugin, so no other route accepts files by accident.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(userImportRoutes);

  app.post(
    '/import-data/',
    {
      schema: {
        tags,
        summary:
          'Import questions from an Excel (.xlsx), CSV, GIFT or Aiken file (multipart field `file`, at most 10 MB) into the caller’s store: a dry run reports every row; a commit writes all rows in one transaction or none',
        querystring: importQuery,
        response: { 200: importReport, 201: importReport, 400: importRefusal },
      },
    },
    async (request, reply) => {
      const place = storeForNew(request.viewer);
      const { file, content, field } = await importUpload(request);
      const fieldValue = field('dry_run');
      const dryRun = request.query.dry_run ?? fieldValue !== 'false';
      const digest = createHash('sha256').update(content).digest('hex');
      const body = `${file.filename}\n${digest}\n${String(dryRun)}`;
      if (await claimIdempotencyAfterBody(db, request, reply, body)) return reply;

      let read: Awaited<ReturnType<typeof rowsOfFile>>;
      try {
        read = await rowsOfFile(file.filename, content);
      } catch (error) {
        if (error instanceof WrongFileTypeError) throw new ApiError(415, 'import_file_type');
        if (error instanceof UnreadableFileError) throw badRequest({ file: 'import_file_unreadable' });
        if (error instanceof MissingColumnsError) throw badRequest({ file: 'import_columns_missing' });
        throw error;
      }
      if (read.rows.length > MAX_IMPORT_ROWS) throw badRequest({ file: 'import_too_many_rows' });
      const parsed = questionsFromRows(read.rows);
      if (!parsed.rows) throw badRequest({ file: 'import_empty' });
      const tagged = resolveTags(parsed.questions, await tagIdsByName(db, place));
      const rowErrors = [...parsed.errors, ...tagged.errors].sort((a, b) => a.row - b.row);

      const lang = pickLang(request.headers['accept-language']);
      const invalidRows = new Set(tagged.errors.map((e) => e.row));
      const report = {
        dry_run: dryRun,
        format: read.format,
        rows: parsed.rows,
        valid: parsed.valid - invalidRows.size,
        questions: parsed.questionCount,
        errors: rowErrors.map((e) => ({ row: e.row, column: e.column, message: translate(e.key, lang) })),
        created_ids: [] as number[],
      };
      if (dryRun) return report;
      if (rowErrors.length)
        return reply
          .status(400)
          .send({ code: 400, message: translate('import_has_errors', lang), ...report });
      const ids = await importQuestions(db, place, parsed.questions, tagged.ids);
      return reply.status(201).send({ ...report, created_ids: ids });
    },
  );

  app.get(
    '/import-data/template',
    {
      schema: {
        tags,
        summary:
          'A template to fill in (staff): a header and one example row per interaction, and (xlsx) a sheet explaining the columns in the caller’s language',
        querystring: templateQuery,
      },
    },
    async (request, reply) => {
      bankScope(request.viewer);
      const types = templateTypes(request.query.interaction);
      const lang = pickLang(request.headers['accept-language']);
      const sheets = templateSheets(types, lang);
      const name = `questions-template${request.query.interaction ? `-${request.query.interaction}` : ''}`;
      if (request.query.format === 'csv')
        return sendFile(reply, writeCsv(sheets[0]!), 'text/csv; charset=utf-8', `${name}.csv`);
      return sendFile(reply, await writeWorkbook(sheets), XLSX, `${name}.xlsx`);
    },
  );

  app.get(
    '/question/export',
    {
      schema: {
        tags,
        summary:
          'Export the questions a `question/` search finds (same filters, staff, what the caller may read) as Excel or GIFT; the file imports back to the same questions',
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const found = await questionsForExport(db, {
        scope: bankScope(request.viewer),
        ids: q.ids,
        store: q.store,
        ownerId: q.owner_id,
        types: q.types,
        topicGroups: q.topic_groups,
        tagIds: q.tag_ids,
        search: q.search,
        ordering: q.ordering,
      });
      const questions = found.map(({ row, tagNames, parts }) => ({
        title: row.title,
        questionType: row.questionType,
        content: row.content,
        description: row.description,
        topicGroup: row.topicGroup,
        tagNames,
        parts,
      }));
      if (q.format === 'gift')
        return sendFile(reply, giftOf(questions), 'text/plain; charset=utf-8', `questions-${today()}.gift`);
      return sendFile(
        reply,
        await writeWorkbook([questionsSheet(questions)]),
        XLSX,
        `questions-${today()}.xlsx`,
      );
    },
  );
};
