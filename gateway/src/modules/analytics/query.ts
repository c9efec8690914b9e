import { ANALYTICS_MONTHS_DEFAULT } from '@lms/domain';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { assertCanReadStudent } from '../users/api.js';
import { tallies } from './tallies.js';

export const analyticsQueries: QueryResolvers = {
  /**
   * Without an id, the viewer's own (the backend answers a student theirs, one call); a student naming
   * someone else is FORBIDDEN before any REST call, and the backend refuses it too.
   */
  studentErrorTags: async (_, { studentId, months }, ctx) => {
    const span = months ?? ANALYTICS_MONTHS_DEFAULT;
    if (!studentId) return tallies(await ctx.rest.getAll('users/error-tags/', { months: span }));
    const id = toId(studentId, 'studentId');
    await assertCanReadStudent(ctx, { id });
    return tallies(await ctx.loaders.analytics.errorTagsOfStudent(span).load(id));
  },
};
