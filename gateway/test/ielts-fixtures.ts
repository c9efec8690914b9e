// The backend's IELTS answers and the GraphQL documents the IELTS module's test files share.

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const test = {
  id: 3,
  name: 'Mock Academic 01',
  module: 'academic',
  description: 'Đề thi thử',
  active: true,
  created_at: '2026-09-01T03:00:00.000Z',
};
export const fullTest = {
  ...test,
  listening_exercise: { id: 11, name: 'Listening 1' },
  reading_exercise: { id: 12, name: 'Reading 1' },
  writing_exercise: { id: 13, name: 'Writing' },
  speaking_exercise: null,
  listening_table: [
    { min_raw: 39, band: 9 },
    { min_raw: 0, band: 0 },
  ],
  reading_table: [{ min_raw: 0, band: 0 }],
  listening_plays: 1,
  creator_name: 'Admin',
};
export const date = {
  id: 7,
  exam_date: '2026-12-05',
  shift: 'morning',
  test,
  description: 'Ca sáng',
  skill_package: '4_skills',
  format: 'computer',
  status: 'open',
  unit_price: 4_750_000,
  capacity: 24,
  registered_count: 3,
  seats_left: 21,
  registrable: true,
  class_id: null,
  created_at: '2026-09-01T03:00:00.000Z',
};
export const payment = {
  id: 31,
  invoice: 'INV-2026-000031',
  candidate_id: 101,
  registration_id: 51,
  exam_type: 'IELTS 4 skills — computer',
  exam_skill_package: '4_skills',
  exam_format: 'computer',
  unit_price: 4_750_000,
  discount: 475_000,
  amount: 4_275_000,
  status: 'pending',
  method: null,
  promotion_code: null,
  paid_at: null,
  created_at: '2026-09-02T03:00:00.000Z',
  transfer: {
    bank_name: 'Vietcombank',
    bank_bin: '970436',
    account_number: '1023456789',
    account_holder: 'HOC VIEN ANH NGU DEMO',
    amount: 4_275_000,
    content: 'INV-2026-000031',
    qr_payload:
      '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA5303704540742750005802VN',
  },
};
export const noBands = {
  listening_raw: null,
  listening: null,
  reading_raw: null,
  reading: null,
  writing_task1: null,
  writing_task2: null,
  writing: null,
  speaking_criteria: null,
  speaking: null,
  overall: null,
};
export const registration = (id: number, candidate: number, o: object = {}) => ({
  id,
  candidate_id: candidate,
  exam_date: date,
  skill_package: '4_skills',
  status: 'unpaid',
  payment: { ...payment, registration_id: id, candidate_id: candidate },
  sections: [],
  bands: noBands,
  examiner: null,
  band_state: 'none',
  drafted_by: null,
  drafted_at: null,
  corrections: [],
  marked_at: null,
  lang: 'vi',
  created_at: '2026-09-02T03:00:00.000Z',
  ...o,
});
export const registrant = (id: number) => ({
  id,
  name: `Thí sinh ${id}`,
  email: `c${id}@example.test`,
  phone: '0912345678',
  date_of_birth: null,
  passport: '',
  address: '',
  is_lms_student: false,
  registration_count: 1,
  created_at: '2026-09-02T03:00:00.000Z',
});

export const OPEN = `{ ieltsOpenExamDates { total items { id examDate shift skillPackage format status unitPrice seatsLeft registrable test { id name module } } } }`;
export const REGISTRATIONS = `{ ieltsRegistrations(filter: { examDateIds: ["7"] }) { total items { id status
  candidate { id name isLmsStudent } examDate { id } payment { invoice amount discount status } bands { overall } } } }`;
export const TEST_ADMIN_FIELDS = `{ ieltsOpenExamDates { items { test { id listeningTable { minRaw band } } classId } } }`;
export const TESTS = `{ ieltsTests { items { id listeningExerciseName speakingExerciseId listeningTable { minRaw band } readingTable { minRaw band } } } }`;
export const CONFIRM = `mutation ($input: ConfirmIeltsPaymentInput!) {
  confirmIeltsPayment(input: $input) { payment { id status method } errors { field messages } } }`;
export const PAYMENTS = `{ ieltsPayments { items { id examSkillPackage examFormat transfer { bankName bankBin accountNumber accountHolder amount content qrPayload } } } }`;
export const STATEMENT = `mutation ($input: ImportBankStatementInput!) {
  importBankStatement(input: $input) { report { dryRun rows matches transfers { row invoice paymentId invoiceAmount outcome } }
    errors { field messages } } }`;
export const REGISTER = `mutation ($input: RegisterIeltsInput!) {
  registerIelts(input: $input) { registration { id status payment { amount } } errors { field messages } } }`;
export const MARK = `mutation ($input: MarkIeltsRegistrationInput!) {
  markIeltsRegistration(input: $input) { registration { id status bands { overall writing } } errors { field messages } } }`;
export const PUBLISH = `mutation ($input: PublishIeltsBandsInput!) {
  publishIeltsBands(input: $input) { registration { id status bandState markedAt } errors { field messages } } }`;
export const CORRECT = `mutation ($input: CorrectIeltsBandsInput!) {
  correctIeltsBands(input: $input) { registration { id bandState bands { listening }
    bandCorrections { id correctedByName correctedAt reason before { listeningRaw listening } after { listeningRaw listening } } }
    errors { field messages } } }`;
export const task = { taskAchievement: 6, coherenceCohesion: 6, lexicalResource: 7, grammaticalRange: 6 };
