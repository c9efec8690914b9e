import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPayment, refundPayment } from '../../commands/ielts/payments.js';
import { forbidden, notFound } from '../../http/errors.js';
import { pickLang } from '../../http/messages.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireIeltsAdmin } from '../../policies/ielts.js';
import { isAdmin, isStudent } from '../../policies/roles.js';
import { paymentSchema, presentPayment } from '../../presenters/ielts/payments.js';
import { paymentById, paymentList } from '../../queries/ielts/payments.js';
import { confirmPaymentBody, paymentListQuery } from './schema.js';

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
