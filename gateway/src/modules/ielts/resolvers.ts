import type { Resolvers } from '../../generated/resolvers.js';
import { ieltsMutations } from './mutation.js';
import { ieltsQueries } from './query.js';
import {
  IeltsBandRow,
  IeltsBands,
  IeltsExamDate,
  IeltsPayment,
  IeltsQuote,
  IeltsRegistrant,
  IeltsRegistration,
  IeltsSection,
  IeltsSpeakingMarks,
  IeltsTest,
  IeltsWritingTaskMarks,
  PromotionCode,
} from './types.js';

export const ieltsResolvers: Resolvers = {
  Query: ieltsQueries,
  Mutation: ieltsMutations,
  IeltsTest,
  IeltsBandRow,
  IeltsExamDate,
  IeltsRegistrant,
  IeltsRegistration,
  IeltsSection,
  IeltsBands,
  IeltsWritingTaskMarks,
  IeltsSpeakingMarks,
  IeltsPayment,
  PromotionCode,
  IeltsQuote,
};
