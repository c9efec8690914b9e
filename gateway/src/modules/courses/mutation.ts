import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { restFields, toId } from '../../input.js';

export const courseMutations: MutationResolvers = {
  createCourse: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      course: await ctx.rest.post('course/', { body: restFields(input) }),
    })),

  updateCourse: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const course = await ctx.rest.put('course/{id}/', {
        params: { id: toId(input.id) },
        // A null target band clears it (general English); the other fields are left out when null.
        body: {
          ...restFields(input, ['id', 'targetBand']),
          ...('targetBand' in input ? { target_band: input.targetBand ?? null } : {}),
        },
      });
      return { course };
    }),

  deleteCourse: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('course/{id}/', { params: { id } });
      return { deletedId: id };
    }),
};
