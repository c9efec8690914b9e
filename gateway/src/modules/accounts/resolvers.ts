import type { Resolvers } from '../../generated/resolvers.js';
import { accountMutations } from './mutation.js';
import { accountQueries } from './query.js';

export const accountResolvers: Resolvers = { Query: accountQueries, Mutation: accountMutations };
