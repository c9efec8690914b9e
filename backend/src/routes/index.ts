import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoutes } from './users/routes.js';

/** Every resource's routes; each module registers its own paths under the API prefix. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRoutes);
};
