import type { Resolvers } from '../../generated/resolvers.js';
import { calendarFeedMutations, calendarFeedQueries } from './calendar.js';
import { accountMutations } from './mutation.js';
import { accountQueries } from './query.js';

export const accountResolvers: Resolvers = {
  Query: { ...accountQueries, ...calendarFeedQueries },
  Mutation: { ...accountMutations, ...calendarFeedMutations },
};
