import { requireViewer } from '../../access.js';
import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { restFields } from '../../input.js';

/**
 * The account actions of django-rest-authemail's endpoints. All but `changePassword` are public (no
 * `@auth`): the REST client then carries no token and the backend's public routes answer.
 */
export const accountMutations: MutationResolvers = {
  signUp: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      await ctx.rest.post('accounts/signup/', { body: restFields(input) });
      // The backend answers the account's names only; the web words its own welcome.
      return { message: null };
    }),

  requestPasswordReset: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const { message } = await ctx.rest.post('accounts/password/reset/', { body: { email: input.email } });
      return { message };
    }),

  resetPassword: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const { success } = await ctx.rest.post('accounts/password/reset/verified/', {
        body: restFields(input),
      });
      return { message: success };
    }),

  changePassword: (_, { input }, ctx) => {
    requireViewer(ctx);
    return withFieldErrors(async () => {
      const { success } = await ctx.rest.post('accounts/password/change/', { body: restFields(input) });
      return { message: success };
    });
  },
};
