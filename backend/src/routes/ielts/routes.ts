import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionCodeRoutes } from './codes.js';
import { ieltsExamDateRoutes } from './dates.js';
import { ieltsPaymentRoutes } from './payments.js';
import { ieltsRegistrantRoutes } from './registrants.js';
import { ieltsRegistrationRoutes } from './registrations.js';
import { ieltsTestRoutes } from './tests.js';

/**
 * IELTS operations (issue 14, docs/design.md section 10): tests, exam dates, registrants, registrations
 * (`ielt/`), payments (`ielt/payment/`) and promotion codes; registering, paying, sitting through the exam
 * runner and band marking.
 */
export const ieltsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ieltsTestRoutes);
  await app.register(ieltsExamDateRoutes);
  await app.register(ieltsRegistrantRoutes);
  await app.register(promotionCodeRoutes);
  await app.register(ieltsRegistrationRoutes);
  await app.register(ieltsPaymentRoutes);
};
