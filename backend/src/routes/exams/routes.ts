import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerRoutes } from './answers.js';
import { attemptRoutes } from './attempts.js';
import { closingRoutes } from './closing.js';
import { playRoutes } from './plays.js';
import { reviewRoutes } from './review.js';

/** Taking an exam: the attempt (rules, start, read), its answers, its listening plays, its closing (exits, submit) and its review. */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(attemptRoutes);
  await app.register(answerRoutes);
  await app.register(closingRoutes);
  await app.register(playRoutes);
  await app.register(reviewRoutes);
};
