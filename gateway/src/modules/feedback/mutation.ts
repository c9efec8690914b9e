import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { restFields, toId } from '../../input.js';

export const feedbackMutations: MutationResolvers = {
  createFeedback: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      feedback: await ctx.rest.post('feedback/', {
        body: {
          class_id: toId(input.classId, 'classId'),
          rating: input.rating,
          content: input.content,
          anonymous: input.anonymous ?? false,
        },
      }),
    })),

  updateFeedback: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      feedback: await ctx.rest.put('feedback/{id}/', {
        params: { id: toId(input.id) },
        body: restFields(input, ['id']),
      }),
    })),
};
