import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPayment, refundPayment } from '../../commands/ielts/payments.js';
import { reconcileStatement } from '../../commands/ielts/statements.js';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MissingColumnsError,
  UnreadableFileError,
  WrongFileTypeError,
} from '../../import/files.js';
import { readStatementSheet, transfersOfSheet } from '../../import/statement.js';
import { pickLang } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireIeltsAdmin } from '../../policies/ielts.js';
import { isAdmin, isStudent } from '../../policies/roles.js';
import { paymentSchema, presentPayment } from '../../presenters/ielts/payments.js';
import { paymentById, paymentList } from '../../queries/ielts/payments.js';
import { confirmPaymentBody, paymentListQuery, statementBody, statementReport } from './schema.js';

const tags = ['ielts'];

/** Payments (`ielt/payment/`): confirming one opens the sitting; refunding one cancels its registration. */
export const ieltsPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app;

  app.get(
    '/ielt/payment/',
    {
      schema: {
        tags,
        summary: 'Payments, newest first: all (administrators), own (candidates)',
        querystring: paymentListQuery,
        response: { 200: pageOf(paymentSchema) },
      },
    },
    async (request) => {
      const v = request.viewer;
      if (!isAdmin(v) && !isStudent(v)) throw forbidden();
      const q = request.query;
      const now = new Date();
      return listPage(
        request,
        q,
        paymentList(db, {
          ids: q.ids,
          registrationIds: q.registration_ids,
          status: q.status,
          examDateIds: q.exam_date_ids,
          search: q.search,
          candidateId: isAdmin(v) ? undefined : v.user.id,
        }),
        (rows) => rows.map((r) => presentPayment(r, now, pickLang(request.headers['accept-language']))),
      );
    },
  );

  app.post(
    '/ielt/payment/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a payment (administrators); repeating it is harmless',
        description:
          '400 on amount when it is not the invoice’s amount; 409 on a refunded or canceled payment. The first ' +
          'confirmation mails the candidate and opens the sitting.',
        params: idParams,
        body: confirmPaymentBody,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      await confirmPayment(db, mailer, request.params.id, {
        amount: request.body.amount,
        method: request.body.method,
        adminId: request.viewer.user.id,
        now: new Date(),
        webOrigin: app.webOrigin,
      }).catch(paymentUnknown);
      return presentPayment(
        await paymentById(db, request.params.id),
        new Date(),
        pickLang(request.headers['accept-language']),
      );
    },
  );

  app.post(
    '/ielt/payment/statement',
    {
      // Base64 of a 10 MB file.
      bodyLimit: Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4096,
      schema: {
        tags,
        summary:
          'Reconcile a bank statement (administrators): match its transfers to invoices by number and amount; a dry run lists them, a commit confirms the exact matches',
        description:
          'A transfer matches when its description names one invoice (case, spaces and dashes ignored) and its ' +
          'amount is the invoice’s; the rest are listed with the reason. A row already used, or an invoice ' +
          'already paid, is never confirmed again. Unreadable rows: 400 with an error per row (`rows.<n>.<column>`), ' +
          'nothing confirmed.',
        body: statementBody,
        response: { 200: statementReport },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const content = Buffer.from(request.body.content, 'base64');
      if (content.length > MAX_IMPORT_BYTES) throw new ApiError(413, 'import_too_large');
      let sheet: Awaited<ReturnType<typeof readStatementSheet>>;
      let read: ReturnType<typeof transfersOfSheet>;
      try {
        sheet = await readStatementSheet(request.body.filename, content);
        read = transfersOfSheet(sheet);
      } catch (error) {
        if (error instanceof WrongFileTypeError) throw new ApiError(415, 'import_file_type');
        if (error instanceof UnreadableFileError) throw badRequest({ file: 'import_file_unreadable' });
        if (error instanceof MissingColumnsError) throw badRequest({ file: 'ielts_statement_columns' });
        throw error;
      }
      if (sheet.rows.length > MAX_IMPORT_ROWS) throw badRequest({ file: 'import_too_many_rows' });
      if (read.errors.length)
        throw new ApiError(
          400,
          'ielts_statement_has_errors',
          Object.fromEntries(read.errors.map((e) => [`rows.${e.row}.${e.column}`, e.key])),
        );
      if (!read.transfers.length) throw badRequest({ file: 'ielts_statement_empty' });
      const dryRun = request.body.dry_run;
      const rows = await reconcileStatement(db, mailer, read.transfers, {
        dryRun,
        adminId: request.viewer.user.id,
        now: new Date(),
        webOrigin: app.webOrigin,
      });
      return {
        dry_run: dryRun,
        format: /\.xlsx$/i.test(request.body.filename) ? ('xlsx' as const) : ('csv' as const),
        rows: rows.length,
        matches: rows.filter((r) => r.outcome === (dryRun ? 'match' : 'confirmed')).length,
        transfers: rows.map((r) => ({
          row: r.transfer.row,
          amount: r.transfer.amount,
          description: r.transfer.description,
          reference: r.transfer.reference,
          date: r.transfer.date,
          invoice: r.invoice,
          payment_id: r.payment?.id ?? null,
          invoice_amount: r.payment?.amount ?? null,
          outcome: r.outcome,
        })),
      };
    },
  );

  app.post(
    '/ielt/payment/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a paid payment or cancel a pending one; its registration is canceled (administrators)',
        params: idParams,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      await refundPayment(db, request.params.id, new Date()).catch(paymentUnknown);
      return presentPayment(
        await paymentById(db, request.params.id),
        new Date(),
        pickLang(request.headers['accept-language']),
      );
    },
  );
};

/** An unknown payment in the path is a 404, not a field error. */
function paymentUnknown(error: unknown): never {
  const fields = (error as { fields?: Record<string, string> }).fields;
  if (fields?.payment_id === 'not_found') throw notFound();
  throw error;
}
