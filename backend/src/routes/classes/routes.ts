import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const classRoutes: FastifyPluginAsyncZod = async (_app) => {};
