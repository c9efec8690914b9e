import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const resultRoutes: FastifyPluginAsyncZod = async (_app) => {};
