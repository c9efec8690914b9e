import type { Resolvers } from '../../generated/resolvers.js';
import { speakingMutations } from './mutation.js';
import { speakingQueries } from './query.js';
import { RubricMark, RubricPartScore, SpeakingScore, SpeechResult } from './speaking.js';

export const speakingResolvers: Resolvers = {
  Query: speakingQueries,
  Mutation: speakingMutations,
  SpeakingScore,
  RubricMark,
  RubricPartScore,
  SpeechResult,
};
