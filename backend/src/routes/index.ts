import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.js';
import { classRoutes } from './classes/routes.js';
import { courseRoutes } from './courses/routes.js';
import { examRoutes } from './exams/routes.js';
import { exerciseRoutes } from './exercises/routes.js';
import { importRoutes } from './import/routes.js';
import { questionRoutes } from './questions/routes.js';
import { resultRoutes } from './results/routes.js';
import { tagRoutes } from './tags/routes.js';
import { timetableRoutes } from './timetable/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { userRoutes } from './users/routes.js';

/** Every resource's routes; each module registers its own paths under the API prefix. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(courseRoutes);
  await app.register(classRoutes);
  await app.register(timetableRoutes);
  await app.register(resultRoutes);
  await app.register(tagRoutes);
  await app.register(questionRoutes);
  await app.register(exerciseRoutes);
  await app.register(uploadRoutes);
  await app.register(importRoutes);
  await app.register(examRoutes);
};
