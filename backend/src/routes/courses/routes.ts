import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const courseRoutes: FastifyPluginAsyncZod = async (_app) => {};
