import type {
  RestIeltsExamDate,
  RestBankStatementReport,
  RestIeltsPayment,
  RestIeltsPaymentTransfer,
  RestIeltsRegistrant,
  RestIeltsRegistration,
  RestIeltsTest,
  RestIeltsTestBrief,
  RestPromotionCode,
} from '../../rest/types.js';

/** A test in full (administrators' lists) or its public part (inside an exam date). */
export type IeltsTestParent = RestIeltsTest | RestIeltsTestBrief;
export type IeltsBandRowParent = { min_raw: number; band: number };
export type IeltsExamDateParent = RestIeltsExamDate;
export type IeltsRegistrantParent = RestIeltsRegistrant;
export type IeltsRegistrationParent = RestIeltsRegistration;
export type IeltsSectionParent = RestIeltsRegistration['sections'][number];
export type IeltsBandsParent = RestIeltsRegistration['bands'];
export type IeltsWritingTaskMarksParent = NonNullable<RestIeltsRegistration['bands']['writing_task1']>;
export type IeltsSpeakingMarksParent = NonNullable<RestIeltsRegistration['bands']['speaking_criteria']>;
export type IeltsBandCorrectionParent = RestIeltsRegistration['corrections'][number];
export type IeltsBandSetParent = IeltsBandCorrectionParent['before'];
export type IeltsPaymentParent = RestIeltsPayment;
export type IeltsPaymentTransferParent = RestIeltsPaymentTransfer;
export type BankStatementReportParent = RestBankStatementReport;
export type BankStatementTransferParent = RestBankStatementReport['transfers'][number];
export type PromotionCodeParent = RestPromotionCode;
export type IeltsQuoteParent = {
  unit_price: number;
  discount: number;
  amount: number;
  promotion_code: string | null;
};
