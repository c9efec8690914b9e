import type { Resolvers } from '../../generated/resolvers.js';
import { reportMutations } from './mutation.js';
import { reportQueries } from './query.js';
import { Report } from './report.js';

export const reportResolvers: Resolvers = { Query: reportQueries, Mutation: reportMutations, Report };
