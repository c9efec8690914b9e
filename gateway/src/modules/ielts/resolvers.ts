import type { Resolvers } from '../../generated/resolvers.js';
import { PromotionCode, promotionCodeMutations, promotionCodeQueries } from './codes.js';
import { IeltsExamDate, ieltsExamDateMutations, ieltsExamDateQueries } from './dates.js';
import {
  BankStatementReport,
  BankStatementTransfer,
  IeltsPayment,
  IeltsPaymentTransfer,
  ieltsPaymentMutations,
  ieltsPaymentQueries,
} from './payments.js';
import { IeltsRegistrant, ieltsRegistrantQueries } from './registrants.js';
import {
  IeltsBandCorrection,
  IeltsBandSet,
  IeltsBands,
  IeltsQuote,
  IeltsRegistration,
  IeltsSection,
  IeltsSpeakingMarks,
  IeltsWritingTaskMarks,
  ieltsRegistrationMutations,
  ieltsRegistrationQueries,
} from './registrations.js';
import { IeltsBandRow, IeltsTest, ieltsTestMutations, ieltsTestQueries } from './tests.js';

/** By resource (tests, dates, registrants, codes, registrations, payments): its types, queries, mutations. */
export const ieltsResolvers: Resolvers = {
  Query: {
    ...ieltsExamDateQueries,
    ...ieltsTestQueries,
    ...ieltsRegistrantQueries,
    ...ieltsRegistrationQueries,
    ...ieltsPaymentQueries,
    ...promotionCodeQueries,
  },
  Mutation: {
    ...ieltsTestMutations,
    ...ieltsExamDateMutations,
    ...promotionCodeMutations,
    ...ieltsRegistrationMutations,
    ...ieltsPaymentMutations,
  },
  IeltsTest,
  IeltsBandRow,
  IeltsExamDate,
  IeltsRegistrant,
  IeltsRegistration,
  IeltsSection,
  IeltsBands,
  IeltsWritingTaskMarks,
  IeltsSpeakingMarks,
  IeltsBandCorrection,
  IeltsBandSet,
  IeltsPayment,
  IeltsPaymentTransfer,
  BankStatementReport,
  BankStatementTransfer,
  PromotionCode,
  IeltsQuote,
};
