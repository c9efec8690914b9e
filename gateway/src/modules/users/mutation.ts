import { requireViewer } from '../../access.js';
import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { restFields, toId } from '../../input.js';

/** The profile fields where null means "clear" rather than "leave as is". */
const clearable = (input: { dateOfBirth?: string | null }) =>
  input.dateOfBirth === null ? { date_of_birth: '' } : {};

export const userMutations: MutationResolvers = {
  updateProfile: async (_, { input }, ctx) => {
    requireViewer(ctx);
    const self = await ctx.loaders.users.self();
    return withFieldErrors(async () => ({
      user: await ctx.rest.put('user/{id}/', {
        params: { id: self.id },
        body: { ...restFields(input), ...clearable(input) },
      }),
    }));
  },

  createUser: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      user: await ctx.rest.post('user/', { body: { ...restFields(input), role: input.role ?? 1 } }),
    })),

  updateUser: async (_, { input }, ctx) => {
    const id = toId(input.id, 'id');
    return withFieldErrors(async () => ({
      user: await ctx.rest.put('user/{id}/', {
        params: { id },
        body: { ...restFields(input, ['id']), ...clearable(input) },
      }),
    }));
  },
};
