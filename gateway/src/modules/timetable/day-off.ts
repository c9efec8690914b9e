import { classById } from '../classes/api.js';
import type { DayOffResolvers } from '../../generated/resolvers.js';

export const DayOff: DayOffResolvers = {
  class: (d, _, ctx) => (d.class_id === null ? null : classById(ctx, d.class_id)),
  createdAt: (d) => d.created_at,
};
