import { requireViewer } from '../../access.js';
import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.js';

/**
 * The signed-in user's calendar feed (issue 31 point 4), over `users/me/calendar-feed/`: whether there is one,
 * a new address (answered once: the backend keeps only its hash), and revoking it.
 */
export const calendarFeedQueries: QueryResolvers = {
  calendarFeed: async (_, __, ctx) => {
    requireViewer(ctx);
    const state = await ctx.rest.get('users/me/calendar-feed/');
    return state.exists && state.created_at ? { createdAt: state.created_at } : null;
  },
};

export const calendarFeedMutations: MutationResolvers = {
  regenerateCalendarFeed: (_, { input }, ctx) => {
    requireViewer(ctx);
    return withFieldErrors(async () => {
      const made = await ctx.rest.post('users/me/calendar-feed/');
      return {
        url: made.url,
        calendarFeed: { createdAt: made.created_at },
        clientMutationId: input.clientMutationId ?? null,
      };
    });
  },
  revokeCalendarFeed: (_, { input }, ctx) => {
    requireViewer(ctx);
    return withFieldErrors(async () => {
      await ctx.rest.delete('users/me/calendar-feed/');
      return { revoked: true, clientMutationId: input.clientMutationId ?? null };
    });
  },
};
