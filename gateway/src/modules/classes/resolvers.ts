import type { Resolvers } from '../../generated/resolvers.js';
import { ClassOverview } from './class-overview.js';
import { ClassStudent } from './class-student.js';
import { Class } from './class.js';
import { EndDateCalculation } from './end-date.js';
import { classMutations } from './mutation.js';
import { classQueries } from './query.js';

export const classResolvers: Resolvers = {
  Query: classQueries,
  Mutation: classMutations,
  Class,
  ClassOverview,
  ClassStudent,
  EndDateCalculation,
};
