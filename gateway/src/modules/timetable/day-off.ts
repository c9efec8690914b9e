import type { DayOffResolvers } from '../../generated/resolvers.js';

export const DayOff: DayOffResolvers = {
  class: (d, _, ctx) => (d.class_id === null ? null : ctx.loaders.class.load(d.class_id)),
  createdAt: (d) => d.created_at,
};
