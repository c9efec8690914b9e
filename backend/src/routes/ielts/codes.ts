import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPromotionCode, updatePromotionCode } from '../../commands/ielts/codes.js';
import { badRequest } from '../../http/errors.js';
import { listPage, pageOf } from '../../http/pagination.js';
import { idParams } from '../../http/validators.js';
import { requireIeltsAdmin } from '../../policies/ielts.js';
import { presentPromotionCode, promotionCodeSchema } from '../../presenters/ielts/codes.js';
import { promotionCodeById, promotionCodeList } from '../../queries/ielts/codes.js';
import { defined, promotionCreateBody, promotionListQuery, promotionUpdateBody } from './schema.js';

const tags = ['ielts'];

/** Promotion codes (administrators). */
export const promotionCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/ielt/promotion-codes/',
    {
      schema: {
        tags,
        summary: 'Promotion codes, newest first (administrators)',
        querystring: promotionListQuery,
        response: { 200: pageOf(promotionCodeSchema) },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const now = new Date();
      return listPage(request, request.query, promotionCodeList(db, request.query), (rows) =>
        rows.map((r) => presentPromotionCode(r, now)),
      );
    },
  );

  app.post(
    '/ielt/promotion-codes/',
    {
      schema: {
        tags,
        summary: 'Create a promotion code (administrators); 409 on code when it exists',
        body: promotionCreateBody,
        response: { 201: promotionCodeSchema },
      },
    },
    async (request, reply) => {
      requireIeltsAdmin(request.viewer);
      const b = request.body;
      const now = new Date();
      if (b.expires_at <= now) throw badRequest({ expires_at: 'ielts_expiry_past' });
      const id = await createPromotionCode(db, {
        title: b.title,
        code: b.code,
        discountKind: b.discount_kind,
        discountValue: b.discount_value,
        usageLimit: b.usage_limit,
        expiresAt: b.expires_at,
        status: b.status,
      });
      return reply.status(201).send(presentPromotionCode(await promotionCodeById(db, id), now));
    },
  );

  app.put(
    '/ielt/promotion-codes/:id/',
    {
      schema: {
        tags,
        summary: 'Change a promotion code (administrators; partial)',
        params: idParams,
        body: promotionUpdateBody,
        response: { 200: promotionCodeSchema },
      },
    },
    async (request) => {
      requireIeltsAdmin(request.viewer);
      const code = await promotionCodeById(db, request.params.id);
      const b = request.body;
      await updatePromotionCode(
        db,
        code,
        defined({
          title: b.title,
          discountKind: b.discount_kind,
          discountValue: b.discount_value,
          usageLimit: b.usage_limit,
          expiresAt: b.expires_at,
          status: b.status,
        }),
      );
      return presentPromotionCode(await promotionCodeById(db, code.id), new Date());
    },
  );
};
