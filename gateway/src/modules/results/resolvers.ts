import type { Resolvers } from '../../generated/resolvers.js';
import { Assignment, AssignmentStats, Exercise } from './assignment.js';
import { resultMutations } from './mutation.js';
import { resultQueries } from './query.js';
import { Result, Score, ScoreSummary } from './result.js';

export const resultResolvers: Resolvers = {
  Query: resultQueries,
  Mutation: resultMutations,
  Assignment,
  AssignmentStats,
  Exercise,
  Result,
  Score,
  ScoreSummary,
};
