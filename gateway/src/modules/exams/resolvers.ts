import type { Resolvers } from '../../generated/resolvers.js';
import { Attempt, ExamExercise, ExamPart, ExamQuestion, SavedAnswer } from './attempt.js';
import { examMutations } from './mutation.js';
import { examQueries } from './query.js';
import { AttemptReview, ReviewPart, ReviewQuestion } from './review.js';

export const examResolvers: Resolvers = {
  Query: examQueries,
  Mutation: examMutations,
  Attempt,
  ExamExercise,
  ExamQuestion,
  ExamPart,
  SavedAnswer,
  AttemptReview,
  ReviewQuestion,
  ReviewPart,
};
