import type { QueryResolvers } from '../../generated/resolvers.js';
import { orNull, toGraphQLError } from '../../errors.js';
import { toId } from '../../input.js';
import { RestError } from '../../rest/client.js';

export const examQueries: QueryResolvers = {
  /** Its student's attempt; null when there is none (403 stays FORBIDDEN). */
  attempt: async (_, { id }, ctx) => {
    const row = await ctx.loaders.exams.attempt.load(toId(id));
    if (!(row instanceof Error)) return row;
    if (row instanceof RestError && row.status === 404) return null;
    throw toGraphQLError(row);
  },

  attemptReview: (_, { id }, ctx) =>
    orNull(() => ctx.rest.get('students/exercise_detail', { query: { user_exam_id: toId(id) } })),
};
