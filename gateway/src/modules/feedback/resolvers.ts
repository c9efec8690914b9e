import type { Resolvers } from '../../generated/resolvers.js';
import { Class, Feedback, FeedbackSummary } from './feedback.js';
import { feedbackMutations } from './mutation.js';
import { feedbackQueries } from './query.js';

export const feedbackResolvers: Resolvers = {
  Query: feedbackQueries,
  Mutation: feedbackMutations,
  Feedback,
  FeedbackSummary,
  Class,
};
