import type { Resolvers } from '../../generated/resolvers.js';
import { Assignment, AssignmentStudentStatus, ScoreBucket } from './assignment.js';
import { Class, ErrorTagTally } from './class.js';
import { analyticsQueries } from './query.js';

export const analyticsResolvers: Resolvers = {
  Query: analyticsQueries,
  Assignment,
  AssignmentStudentStatus,
  ScoreBucket,
  Class,
  ErrorTagTally,
};
