import type { Resolvers } from '../../generated/resolvers.js';
import { Assignment, AssignmentPartFigure, AssignmentStats, Exercise } from './assignment.js';
import { ClassOverview } from './class-overview.js';
import { ClassStudent } from './class-student.js';
import { Class } from './class.js';
import { resultMutations } from './mutation.js';
import { resultQueries } from './query.js';
import { Result, Score, ScoreSummary } from './result.js';
import { StudentProgress } from './student-progress.js';

export const resultResolvers: Resolvers = {
  Query: resultQueries,
  Mutation: resultMutations,
  Class,
  ClassOverview,
  ClassStudent,
  Assignment,
  AssignmentStats,
  AssignmentPartFigure,
  Exercise,
  Result,
  Score,
  ScoreSummary,
  StudentProgress,
};
