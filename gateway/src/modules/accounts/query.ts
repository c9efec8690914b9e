import { withFieldErrors } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';

export const accountQueries: QueryResolvers = {
  // Public: the reset page checks the e-mailed code before asking for a new password.
  verifyResetCode: (_, { code }, ctx) =>
    withFieldErrors(async () => {
      const { success } = await ctx.rest.get('accounts/password/reset/verify/', { query: { code } });
      return { message: success };
    }),
};
