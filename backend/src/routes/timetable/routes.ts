import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceRoutes } from './attendance.js';
import { dayOffRoutes } from './days-off.js';
import { lessonRoutes } from './lessons.js';
import { progressRoutes } from './progress.js';

/** The dated side of a class: lessons (the timetable), attendance, progress and days off. */
export const timetableRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lessonRoutes);
  await app.register(attendanceRoutes);
  await app.register(progressRoutes);
  await app.register(dayOffRoutes);
};
