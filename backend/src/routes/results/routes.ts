import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentAccommodationRoutes } from './accommodations.js';
import { assignmentRoutes } from './assignments.js';
import { partFigureRoutes } from './part-figures.js';
import { scoreRoutes } from './scores.js';
import { userExamRoutes } from './user-exams.js';

/** The read side of assignments and results, and scores: what a class overview needs. */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(assignmentRoutes);
  await app.register(assignmentAccommodationRoutes);
  await app.register(userExamRoutes);
  await app.register(scoreRoutes);
  await app.register(partFigureRoutes);
};
