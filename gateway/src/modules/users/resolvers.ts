import type { Resolvers } from '../../generated/resolvers.js';
import { userMutations } from './mutation.js';
import { userQueries } from './query.js';
import { User } from './user.js';

export const userResolvers: Resolvers = { Query: userQueries, Mutation: userMutations, User };
