/** What the IELTS operations work on: the seeded exercises and people, and what earlier runs made. */
export interface IeltsIds {
  listeningExerciseId: string;
  readingExerciseId: string;
  writingExerciseId: string;
  speakingExerciseId: string;
  candidateId: string;
  examinerId: string;
  testId: string;
  dateId: string;
  laterDateId: string;
  codeId: string;
  code: string;
  registrationId: string;
  laterRegistrationId: string;
  paymentId: string;
  amount: number;
  rivalRegistrationId: string;
  rivalPaymentId: string;
  rivalAmount: number;
}

export type IeltsRole = 'visitor' | 'candidate' | 'rival' | 'admin' | 'examiner';

/** What a run may do on the REST API between two operations (the runner's own routes, not GraphQL). */
export interface IeltsSteps {
  /** The candidate takes and submits every section the registration's sitting opened. */
  submitSections: (ids: IeltsIds) => Promise<void>;
}

export interface IeltsRun {
  as: IeltsRole;
  variables?: (ids: IeltsIds) => Record<string, unknown>;
  /** Keeps an id of what the run made, for the runs after it. */
  keep?: (data: Record<string, any>, ids: IeltsIds) => void;
  /** Runs after the operation, outside its budget. */
  then?: (ids: IeltsIds, steps: IeltsSteps) => Promise<void>;
  /** REST calls at most. */
  budget: number;
}

/** The payment of one registration in the answer of `MyIeltsRegistrationsQuery`. */
function paymentOf(data: Record<string, any>, registrationId: string): { id: string; amount: number } {
  const items = data.ieltsRegistrations.items as { id: string; payment: { id: string; amount: number } }[];
  const payment = items.find((r) => String(r.id) === registrationId)?.payment;
  if (!payment) throw new Error(`No payment for registration ${registrationId}`);
  return { id: String(payment.id), amount: payment.amount };
}

const criteria = { taskAchievement: 6, coherenceCohesion: 6.5, lexicalResource: 6, grammaticalRange: 6 };
/** Noon in the academy thirty days after `today` (its YYYY-MM-DD), as an instant. */
const inAMonth = (today: string) =>
  new Date(Date.parse(`${today}T12:00:00+07:00`) + 30 * 86_400_000).toISOString();
const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The REST-call budget of every operation of the IELTS pages (issue 14), run in the order their pages run
 * them against the real backend (integration/test/ielts.integration.test.ts): an administrator sets up a
 * test, exam dates and a promotion code; a visitor reads the open dates; the candidate registers with the
 * code and sits the test; the administrator confirms the payment, edits the registrant, assigns an examiner,
 * who marks; a second registration is canceled and a rival's paid one refunded.
 */
export const IELTS_BUDGETS = (today: string): [string, IeltsRun][] => [
  ['IeltsExercisePickQuery', { as: 'admin', variables: () => ({ search: null }), budget: 1 }],
  [
    'CreateIeltsTestMutation',
    {
      as: 'admin',
      variables: (ids) => ({
        input: {
          name: 'Mock Academic Budget',
          module: 'ACADEMIC',
          listeningExerciseId: ids.listeningExerciseId,
          readingExerciseId: ids.readingExerciseId,
          writingExerciseId: ids.writingExerciseId,
          speakingExerciseId: ids.speakingExerciseId,
        },
      }),
      keep: (data, ids) => (ids.testId = String(data.createIeltsTest.test.id)),
      budget: 1,
    },
  ],
  ['IeltsTestListQuery', { as: 'admin', variables: () => ({ page: 1, pageSize: 15 }), budget: 1 }],
  ['IeltsTestEditQuery', { as: 'admin', variables: (ids) => ({ id: ids.testId }), budget: 1 }],
  [
    'UpdateIeltsTestMutation',
    {
      as: 'admin',
      variables: (ids) => ({ input: { id: ids.testId, description: 'Đề thi thử Academic.' } }),
      budget: 1,
    },
  ],
  [
    'CreateIeltsExamDateMutation',
    {
      as: 'admin',
      variables: (ids) => ({
        input: {
          examDate: today,
          shift: 'MORNING',
          testId: ids.testId,
          skillPackage: 'FOUR_SKILLS',
          unitPrice: 4_750_000,
          capacity: 20,
        },
      }),
      keep: (data, ids) => (ids.dateId = String(data.createIeltsExamDate.examDate.id)),
      budget: 1,
    },
  ],
  [
    'CreateIeltsExamDateMutation',
    {
      as: 'admin',
      variables: (ids) => ({
        input: {
          examDate: dayAfter(today, 14),
          shift: 'AFTERNOON',
          testId: ids.testId,
          skillPackage: 'THREE_SKILLS',
          unitPrice: 3_900_000,
          capacity: 20,
        },
      }),
      keep: (data, ids) => (ids.laterDateId = String(data.createIeltsExamDate.examDate.id)),
      budget: 1,
    },
  ],
  ['ExamDateListQuery', { as: 'admin', variables: () => ({ page: 1, pageSize: 15 }), budget: 2 }],
  [
    'UpdateIeltsExamDateMutation',
    {
      as: 'admin',
      variables: (ids) => ({ input: { id: ids.laterDateId, description: 'Phòng 204.' } }),
      budget: 1,
    },
  ],
  [
    'CreatePromotionCodeMutation',
    {
      as: 'admin',
      variables: () => ({
        input: {
          title: 'Ưu đãi thử',
          code: 'BUDGET10',
          discountKind: 'PERCENT',
          discountValue: 10,
          usageLimit: 5,
          expiresAt: inAMonth(today),
        },
      }),
      keep: (data, ids) => {
        ids.codeId = String(data.createPromotionCode.promotionCode.id);
        ids.code = 'BUDGET10';
      },
      budget: 1,
    },
  ],
  ['PromotionCodeListQuery', { as: 'admin', variables: () => ({ page: 1, pageSize: 15 }), budget: 1 }],
  [
    'UpdatePromotionCodeMutation',
    { as: 'admin', variables: (ids) => ({ input: { id: ids.codeId, usageLimit: 10 } }), budget: 1 },
  ],
  ['IeltsOpenDatesQuery', { as: 'visitor', budget: 1 }],
  [
    'IeltsQuoteQuery',
    { as: 'candidate', variables: (ids) => ({ examDateId: ids.dateId, promotionCode: ids.code }), budget: 1 },
  ],
  [
    'RegisterIeltsMutation',
    {
      as: 'candidate',
      variables: (ids) => ({
        input: { examDateId: ids.dateId, promotionCode: ids.code, passport: 'C1234567' },
      }),
      keep: (data, ids) => (ids.registrationId = String(data.registerIelts.registration.id)),
      budget: 1,
    },
  ],
  [
    'RegisterIeltsMutation',
    {
      as: 'candidate',
      variables: (ids) => ({ input: { examDateId: ids.laterDateId } }),
      keep: (data, ids) => (ids.laterRegistrationId = String(data.registerIelts.registration.id)),
      budget: 1,
    },
  ],
  [
    'MyIeltsRegistrationsQuery',
    {
      as: 'candidate',
      keep: (data, ids) => {
        const payment = paymentOf(data, ids.registrationId);
        ids.paymentId = payment.id;
        ids.amount = payment.amount;
      },
      budget: 1,
    },
  ],
  [
    'CancelIeltsRegistrationMutation',
    { as: 'candidate', variables: (ids) => ({ input: { id: ids.laterRegistrationId } }), budget: 1 },
  ],
  [
    'RegisterIeltsMutation',
    {
      as: 'rival',
      variables: (ids) => ({ input: { examDateId: ids.dateId } }),
      keep: (data, ids) => (ids.rivalRegistrationId = String(data.registerIelts.registration.id)),
      budget: 1,
    },
  ],
  [
    'MyIeltsRegistrationsQuery',
    {
      as: 'rival',
      keep: (data, ids) => {
        const payment = paymentOf(data, ids.rivalRegistrationId);
        ids.rivalPaymentId = payment.id;
        ids.rivalAmount = payment.amount;
      },
      budget: 1,
    },
  ],
  ['PaymentListQuery', { as: 'admin', variables: () => ({ page: 1, pageSize: 15 }), budget: 2 }],
  // Issue 30 point 2: a bank statement read as a dry run (its one transfer names no invoice).
  [
    'ImportBankStatementMutation',
    {
      as: 'admin',
      variables: () => ({
        input: {
          filename: 'sao-ke.csv',
          content: Buffer.from('amount,description\n100000,chuyen khoan\n').toString('base64'),
          dryRun: true,
        },
      }),
      budget: 1,
    },
  ],
  [
    'ConfirmIeltsPaymentMutation',
    {
      as: 'admin',
      variables: (ids) => ({ input: { paymentId: ids.paymentId, amount: ids.amount } }),
      budget: 1,
    },
  ],
  [
    'ConfirmIeltsPaymentMutation',
    {
      as: 'admin',
      variables: (ids) => ({ input: { paymentId: ids.rivalPaymentId, amount: ids.rivalAmount } }),
      budget: 1,
    },
  ],
  [
    'RefundIeltsPaymentMutation',
    { as: 'admin', variables: (ids) => ({ input: { paymentId: ids.rivalPaymentId } }), budget: 1 },
  ],
  [
    'RegistrantListQuery',
    { as: 'admin', variables: () => ({ filter: { isLmsStudent: false }, page: 1, pageSize: 15 }), budget: 1 },
  ],
  ['RegistrantEditQuery', { as: 'admin', variables: (ids) => ({ id: ids.candidateId }), budget: 2 }],
  [
    'RegistrantSaveMutation',
    {
      as: 'admin',
      variables: (ids) => ({
        input: { id: ids.candidateId, passport: 'C7654321', address: '5 Lê Lợi, Huế' },
      }),
      budget: 1,
    },
  ],
  ['RegistrationDatesQuery', { as: 'admin', budget: 1 }],
  [
    'RegistrationListQuery',
    {
      as: 'admin',
      variables: (ids) => ({ filter: { examDateIds: [ids.dateId] }, page: 1, pageSize: 15 }),
      budget: 2,
    },
  ],
  [
    'SitIeltsTestMutation',
    {
      as: 'candidate',
      variables: (ids) => ({ input: { registrationId: ids.registrationId } }),
      then: (ids, steps) => steps.submitSections(ids),
      budget: 1,
    },
  ],
  ['RegistrationDetailQuery', { as: 'admin', variables: (ids) => ({ id: ids.registrationId }), budget: 2 }],
  ['IeltsExaminersQuery', { as: 'admin', budget: 1 }],
  [
    'MarkpointQuery',
    { as: 'admin', variables: () => ({ filter: { status: 'UNMARKED' }, page: 1, pageSize: 15 }), budget: 2 },
  ],
  [
    'AssignIeltsExaminerMutation',
    {
      as: 'admin',
      variables: (ids) => ({ input: { registrationIds: [ids.registrationId], examinerId: ids.examinerId } }),
      budget: 1,
    },
  ],
  ['MarkpointQuery', { as: 'examiner', variables: () => ({ page: 1, pageSize: 15 }), budget: 2 }],
  ['ScoreIeltsQuery', { as: 'examiner', variables: (ids) => ({ id: ids.registrationId }), budget: 2 }],
  [
    'MarkIeltsMutation',
    {
      as: 'examiner',
      variables: (ids) => ({
        input: {
          registrationId: ids.registrationId,
          writingTask1: criteria,
          writingTask2: criteria,
          speaking: { fluencyCoherence: 7, lexicalResource: 7, grammaticalRange: 6.5, pronunciation: 7 },
        },
      }),
      budget: 1,
    },
  ],
  // Issue 30 point 4: the draft is published, then corrected with a reason.
  [
    'PublishIeltsBandsMutation',
    { as: 'examiner', variables: (ids) => ({ input: { registrationId: ids.registrationId } }), budget: 1 },
  ],
  [
    'CorrectIeltsBandsMutation',
    {
      as: 'examiner',
      variables: (ids) => ({
        input: {
          registrationId: ids.registrationId,
          writingTask1: criteria,
          writingTask2: { ...criteria, taskAchievement: 7 },
          speaking: { fluencyCoherence: 7, lexicalResource: 7, grammaticalRange: 6.5, pronunciation: 7 },
          reason: 'Task 2 read again',
        },
      }),
      budget: 1,
    },
  ],
  ['BandPublishingQuery', { as: 'examiner', variables: (ids) => ({ id: ids.registrationId }), budget: 1 }],
  ['MyIeltsRegistrationsQuery', { as: 'candidate', budget: 1 }],
];
