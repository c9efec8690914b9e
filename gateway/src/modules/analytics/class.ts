import type { ClassResolvers, ErrorTagTallyResolvers } from '../../generated/resolvers.js';
import { ANALYTICS_MONTHS_DEFAULT } from '@lms/domain';
import { tallies } from './tallies.js';

export const Class: ClassResolvers = {
  errorTagTallies: async (c, { months }, ctx) =>
    tallies(await ctx.loaders.analytics.errorTagsOfClass(months ?? ANALYTICS_MONTHS_DEFAULT).load(c.id)),
};

export const ErrorTagTally: ErrorTagTallyResolvers = {
  /** REST trend values are lower case; the enum map gives the wire names. */
  trend: (t) => t.trend,
};
