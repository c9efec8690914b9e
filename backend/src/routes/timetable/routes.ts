import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const timetableRoutes: FastifyPluginAsyncZod = async (_app) => {};
