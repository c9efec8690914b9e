import type { CourseResolvers } from '../../generated/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { CourseParent } from './mappers.js';

/** A class embeds only the course's id and name; the rest is loaded (`course/?ids=`) when asked for. */
async function full(c: CourseParent, ctx: GatewayContext) {
  if ('created_at' in c) return c;
  const course = await ctx.loaders.courses.course.load(c.id);
  if (!course) throw gatewayError('NOT_FOUND', 'This course no longer exists');
  return course;
}

export const Course: CourseResolvers = {
  description: async (c, _, ctx) => (await full(c, ctx)).description,
  targetBand: async (c, _, ctx) => (await full(c, ctx)).target_band,
  createdAt: async (c, _, ctx) => (await full(c, ctx)).created_at,
};
