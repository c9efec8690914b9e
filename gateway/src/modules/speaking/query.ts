import type { QueryResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';

export const speakingQueries: QueryResolvers = {
  /** Null for an attempt that does not exist or that the viewer does not mark (the backend leaves it out). */
  speakingScore: (_, { attemptId }, ctx) =>
    ctx.loaders.speaking.scoreOfAttempt.load(toId(attemptId, 'attemptId')),
};
