import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const test = {
  id: 3,
  name: 'Mock Academic 01',
  module: 'academic',
  description: 'Đề thi thử',
  active: true,
  created_at: '2026-09-01T03:00:00.000Z',
};
const fullTest = {
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
  creator_name: 'Admin',
};
const date = {
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
const payment = {
  id: 31,
  invoice: 'INV-2026-000031',
  candidate_id: 101,
  registration_id: 51,
  exam_type: 'IELTS 4 skills — computer',
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
const noBands = {
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
const registration = (id: number, candidate: number, o: object = {}) => ({
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
const registrant = (id: number) => ({
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

const OPEN = `{ ieltsOpenExamDates { total items { id examDate shift skillPackage format status unitPrice seatsLeft registrable test { id name module } } } }`;
const REGISTRATIONS = `{ ieltsRegistrations(filter: { examDateIds: ["7"] }) { total items { id status
  candidate { id name isLmsStudent } examDate { id } payment { invoice amount discount status } bands { overall } } } }`;
const TEST_ADMIN_FIELDS = `{ ieltsOpenExamDates { items { test { id listeningTable { minRaw band } } classId } } }`;
const TESTS = `{ ieltsTests { items { id listeningExerciseName speakingExerciseId listeningTable { minRaw band } readingTable { minRaw band } } } }`;
const CONFIRM = `mutation ($input: ConfirmIeltsPaymentInput!) {
  confirmIeltsPayment(input: $input) { payment { id status method } errors { field messages } } }`;
const PAYMENTS = `{ ieltsPayments { items { id transfer { bankName bankBin accountNumber accountHolder amount content qrPayload } } } }`;
const STATEMENT = `mutation ($input: ImportBankStatementInput!) {
  importBankStatement(input: $input) { report { dryRun rows matches transfers { row invoice paymentId invoiceAmount outcome } }
    errors { field messages } } }`;
const REGISTER = `mutation ($input: RegisterIeltsInput!) {
  registerIelts(input: $input) { registration { id status payment { amount } } errors { field messages } } }`;
const MARK = `mutation ($input: MarkIeltsRegistrationInput!) {
  markIeltsRegistration(input: $input) { registration { id status bands { overall writing } } errors { field messages } } }`;
const PUBLISH = `mutation ($input: PublishIeltsBandsInput!) {
  publishIeltsBands(input: $input) { registration { id status bandState markedAt } errors { field messages } } }`;
const CORRECT = `mutation ($input: CorrectIeltsBandsInput!) {
  correctIeltsBands(input: $input) { registration { id bandState bands { listening }
    bandCorrections { id correctedByName correctedAt reason before { listeningRaw listening } after { listeningRaw listening } } }
    errors { field messages } } }`;
const task = { taskAchievement: 6, coherenceCohesion: 6, lexicalResource: 7, grammaticalRange: 6 };

describe('IELTS (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('shows open exam dates to a visitor without a token, in one call', async () => {
    t.server.use(http.get(`${BACKEND}/ielt/open-dates/`, () => HttpResponse.json(page([date]))));
    t.resetCalls();
    const { body } = await t.execute(OPEN, { as: null });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET ielt/open-dates/']);
    expect(body.data.ieltsOpenExamDates.items[0]).toEqual({
      id: '7',
      examDate: '2026-12-05',
      shift: 'MORNING',
      skillPackage: 'FOUR_SKILLS',
      format: 'COMPUTER',
      status: 'OPEN',
      unitPrice: 4_750_000,
      seatsLeft: 21,
      registrable: true,
      test: { id: '3', name: 'Mock Academic 01', module: 'ACADEMIC' },
    });
  });

  it('keeps the tests’ tables and the date’s class from visitors and candidates', async () => {
    t.server.use(http.get(`${BACKEND}/ielt/open-dates/`, () => HttpResponse.json(page([date]))));
    const student = buildUser();
    t.world.users.push(student);
    for (const as of [null, student]) {
      t.resetCalls();
      const { body } = await t.execute(TEST_ADMIN_FIELDS, { as });
      expect(body.errors?.length).toBeGreaterThan(0);
      expect(t.calls.filter((c) => c.startsWith('GET ielt/tests/'))).toEqual([]);
    }
  });

  it('lists registrations with their candidates from one batched call (2 REST calls for the page)', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let asked: string | null = null;
    t.server.use(
      http.get(`${BACKEND}/ielt/`, () =>
        HttpResponse.json(
          page([registration(51, 101), registration(52, 102), registration(53, 101, { status: 'marked' })]),
        ),
      ),
      http.get(`${BACKEND}/ielt/registrants/`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('ids');
        return HttpResponse.json(page([registrant(101), registrant(102)]));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(REGISTRATIONS, { as: admin });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET ielt/', 'GET ielt/registrants/']);
    expect(asked).toBe('101,102');
    expect(body.data.ieltsRegistrations.items[2]).toEqual({
      id: '53',
      status: 'MARKED',
      candidate: { id: '101', name: 'Thí sinh 101', isLmsStudent: false },
      examDate: { id: '7' },
      payment: { invoice: 'INV-2026-000031', amount: 4_275_000, discount: 475_000, status: 'PENDING' },
      bands: { overall: null },
    });
  });

  it('answers a list of tests with their tables without another call', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(http.get(`${BACKEND}/ielt/tests/`, () => HttpResponse.json(page([fullTest]))));
    t.resetCalls();
    const { body } = await t.execute(TESTS, { as: admin });
    expect(t.calls).toEqual(['GET ielt/tests/']);
    expect(body.data.ieltsTests.items[0]).toEqual({
      id: '3',
      listeningExerciseName: 'Listening 1',
      speakingExerciseId: null,
      listeningTable: [
        { minRaw: 39, band: 9 },
        { minRaw: 0, band: 0 },
      ],
      readingTable: [{ minRaw: 0, band: 0 }],
    });
  });

  it('confirms a payment for administrators only, with the amount, and maps a mismatch to the field', async () => {
    const admin = buildAdmin();
    const student = buildUser();
    const teacher = buildTeacher();
    t.world.users.push(admin, student, teacher);
    for (const as of [student, teacher]) {
      t.resetCalls();
      const { body } = await t.execute(CONFIRM, { as, variables: { input: { paymentId: '31', amount: 1 } } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    }
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/ielt/payment/31/confirm`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...payment, status: 'paid', method: 'cash' });
      }),
    );
    const ok = await t.execute(CONFIRM, {
      as: admin,
      variables: { input: { paymentId: '31', amount: 4_275_000, method: 'CASH' } },
    });
    expect(sent).toEqual({ amount: 4_275_000, method: 'cash' });
    expect(ok.body.data.confirmIeltsPayment).toEqual({
      payment: { id: '31', status: 'PAID', method: 'CASH' },
      errors: [],
    });
    t.server.use(
      http.post(`${BACKEND}/ielt/payment/31/confirm`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: { amount: ['The amount does not match the invoice'] },
          },
          { status: 400 },
        ),
      ),
    );
    const bad = await t.execute(CONFIRM, { as: admin, variables: { input: { paymentId: '31', amount: 1 } } });
    expect(bad.body.data.confirmIeltsPayment).toEqual({
      payment: null,
      errors: [{ field: 'amount', messages: ['The amount does not match the invoice'] }],
    });
  });

  it('gives an open invoice its transfer, with the REST names renamed', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(http.get(`${BACKEND}/ielt/payment/`, () => HttpResponse.json(page([payment]))));
    const { body } = await t.execute(PAYMENTS, { as: admin });
    expect(body.data.ieltsPayments.items[0].transfer).toEqual({
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '1023456789',
      accountHolder: 'HOC VIEN ANH NGU DEMO',
      amount: 4_275_000,
      content: 'INV-2026-000031',
      qrPayload: payment.transfer.qr_payload,
    });
  });

  it('imports a bank statement for administrators only, and maps unreadable rows to their fields', async () => {
    const admin = buildAdmin();
    const student = buildUser();
    const teacher = buildTeacher();
    t.world.users.push(admin, student, teacher);
    const input = {
      filename: 'sao-ke.csv',
      content: Buffer.from('amount,description\n1,x\n').toString('base64'),
    };
    for (const as of [student, teacher]) {
      t.resetCalls();
      const { body } = await t.execute(STATEMENT, { as, variables: { input } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    }
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/ielt/payment/statement`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          dry_run: false,
          format: 'csv',
          rows: 2,
          matches: 1,
          transfers: [
            {
              row: 2,
              amount: 4_275_000,
              description: 'ck inv2026000031',
              reference: 'FT1',
              date: '2026-09-03',
              invoice: 'INV-2026-000031',
              payment_id: 31,
              invoice_amount: 4_275_000,
              outcome: 'confirmed',
            },
            {
              row: 3,
              amount: 4_000_000,
              description: 'INV-2026-000032',
              reference: null,
              date: null,
              invoice: 'INV-2026-000032',
              payment_id: 32,
              invoice_amount: 4_750_000,
              outcome: 'amount_mismatch',
            },
          ],
        });
      }),
    );
    const ok = await t.execute(STATEMENT, { as: admin, variables: { input: { ...input, dryRun: false } } });
    expect(sent).toEqual({ filename: 'sao-ke.csv', content: input.content, dry_run: false });
    expect(ok.body.data.importBankStatement).toEqual({
      report: {
        dryRun: false,
        rows: 2,
        matches: 1,
        transfers: [
          {
            row: 2,
            invoice: 'INV-2026-000031',
            paymentId: '31',
            invoiceAmount: 4_275_000,
            outcome: 'CONFIRMED',
          },
          {
            row: 3,
            invoice: 'INV-2026-000032',
            paymentId: '32',
            invoiceAmount: 4_750_000,
            outcome: 'AMOUNT_MISMATCH',
          },
        ],
      },
      errors: [],
    });
    t.server.use(
      http.post(`${BACKEND}/ielt/payment/statement`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Some rows of the statement cannot be read; nothing was confirmed',
            errors: { 'rows.3.amount': ['Not an amount received: a positive whole number of dong'] },
          },
          { status: 400 },
        ),
      ),
    );
    const bad = await t.execute(STATEMENT, { as: admin, variables: { input } });
    expect(bad.body.data.importBankStatement).toEqual({
      report: null,
      errors: [
        { field: 'rows.3.amount', messages: ['Not an amount received: a positive whole number of dong'] },
      ],
    });
  });

  it('registers a candidate with REST names, and maps a code or date refusal to its field', async () => {
    const student = buildUser();
    const admin = buildAdmin();
    t.world.users.push(student, admin);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/ielt/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(registration(51, student.id), { status: 201 });
      }),
    );
    const ok = await t.execute(REGISTER, {
      as: student,
      variables: { input: { examDateId: '7', promotionCode: ' EARLY10 ', phone: '0912345678' } },
    });
    expect(sent).toEqual({ exam_date_id: 7, promotion_code: 'EARLY10', phone: '0912345678' });
    expect(ok.body.data.registerIelts.registration).toEqual({
      id: '51',
      status: 'UNPAID',
      payment: { amount: 4_275_000 },
    });
    t.server.use(
      http.post(`${BACKEND}/ielt/`, () =>
        HttpResponse.json(
          {
            code: 409,
            message: 'Conflict',
            errors: {
              exam_date_id: ['You are already registered for this exam date'],
              promotion_code: ['This promotion code cannot be used'],
            },
          },
          { status: 409 },
        ),
      ),
    );
    const refused = await t.execute(REGISTER, { as: student, variables: { input: { examDateId: '7' } } });
    expect(refused.body.data.registerIelts.errors).toEqual([
      { field: 'examDateId', messages: ['You are already registered for this exam date'] },
      { field: 'promotionCode', messages: ['This promotion code cannot be used'] },
    ]);
    t.resetCalls();
    const byAdmin = await t.execute(REGISTER, { as: admin, variables: { input: { examDateId: '7' } } });
    expect(byAdmin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it('answers a refused code as the one field error, and too many codes tried as TOO_MANY_REQUESTS (issue 27 item 5)', async () => {
    const student = buildUser();
    const QUOTE = `query ($code: String) { ieltsQuote(examDateId: "7", promotionCode: $code) {
      quote { amount promotionCode } errors { field messages } } }`;
    t.server.use(
      http.get(`${BACKEND}/ielt/quote`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Bad Request',
            errors: { promotion_code: ['Mã khuyến mãi này không sử dụng được'] },
          },
          { status: 400 },
        ),
      ),
    );
    const refused = await t.execute(QUOTE, { as: student, variables: { code: 'NOPE99' } });
    expect(refused.body.data.ieltsQuote).toEqual({
      quote: null,
      errors: [{ field: 'promotionCode', messages: ['Mã khuyến mãi này không sử dụng được'] }],
    });
    t.server.use(
      http.get(`${BACKEND}/ielt/quote`, () =>
        HttpResponse.json(
          { code: 429, message: 'Too many attempts; please wait a little and try again' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    );
    const limited = await t.execute(QUOTE, { as: student, variables: { code: 'GUESS01' } });
    expect(limited.body.errors?.[0]).toMatchObject({
      message: 'Too many attempts; please wait a little and try again',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 600 },
    });
  });

  it('sends band marking to REST for examiners and administrators, never for teachers or candidates', async () => {
    const examiner = buildUser({ role: 4 });
    const teacher = buildTeacher();
    const student = buildUser();
    t.world.users.push(examiner, teacher, student);
    const input = {
      registrationId: '51',
      writingTask1: task,
      writingTask2: { ...task, taskAchievement: 7 },
      speaking: { fluencyCoherence: 7, lexicalResource: 7, grammaticalRange: 6, pronunciation: 7 },
    };
    for (const as of [teacher, student]) {
      t.resetCalls();
      const { body } = await t.execute(MARK, { as, variables: { input } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls).toEqual([]);
    }
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/ielt/51/mark`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          registration(51, 101, { status: 'marked', bands: { ...noBands, writing: 6.5, overall: 7 } }),
        );
      }),
    );
    const { body } = await t.execute(MARK, { as: examiner, variables: { input } });
    expect(sent).toEqual({
      writing_task1: {
        task_achievement: 6,
        coherence_cohesion: 6,
        lexical_resource: 7,
        grammatical_range: 6,
      },
      writing_task2: {
        task_achievement: 7,
        coherence_cohesion: 6,
        lexical_resource: 7,
        grammatical_range: 6,
      },
      speaking: { fluency_coherence: 7, lexical_resource: 7, grammatical_range: 6, pronunciation: 7 },
    });
    expect(body.data.markIeltsRegistration).toEqual({
      registration: { id: '51', status: 'MARKED', bands: { overall: 7, writing: 6.5 } },
      errors: [],
    });
  });

  it('publishes draft bands through REST and answers the second-examiner refusal as the field error', async () => {
    const examiner = buildUser({ role: 4 });
    const student = buildUser();
    t.world.users.push(examiner, student);
    const input = { registrationId: '51' };
    t.resetCalls();
    const refused = await t.execute(PUBLISH, { as: student, variables: { input } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
    let answer: 'ok' | 'own' = 'own';
    t.server.use(
      http.post(`${BACKEND}/ielt/51/publish`, () =>
        answer === 'own'
          ? HttpResponse.json(
              {
                code: 'ielts_publish_by_second',
                message: 'Another examiner must publish the bands you drafted',
                errors: { registration_id: ['Another examiner must publish the bands you drafted'] },
              },
              { status: 409 },
            )
          : HttpResponse.json(
              registration(51, 101, {
                status: 'marked',
                band_state: 'published',
                marked_at: '2026-12-06T03:00:00.000Z',
              }),
            ),
      ),
    );
    const own = await t.execute(PUBLISH, { as: examiner, variables: { input } });
    expect(own.body.data.publishIeltsBands).toEqual({
      registration: null,
      errors: [
        { field: 'registrationId', messages: ['Another examiner must publish the bands you drafted'] },
      ],
    });
    answer = 'ok';
    const done = await t.execute(PUBLISH, { as: examiner, variables: { input } });
    expect(done.body.data.publishIeltsBands).toEqual({
      registration: {
        id: '51',
        status: 'MARKED',
        bandState: 'PUBLISHED',
        markedAt: '2026-12-06T03:00:00.000Z',
      },
      errors: [],
    });
  });

  it('sends a correction with its reason and answers the record', async () => {
    const examiner = buildUser({ role: 4 });
    t.world.users.push(examiner);
    let sent: { reason?: string; listening_raw?: number } = {};
    const set = (raw: number, band: number) => ({
      listening_raw: raw,
      reading_raw: 30,
      listening: band,
      reading: 7,
      writing: 6.5,
      speaking: 7,
      overall: 7,
    });
    t.server.use(
      http.post(`${BACKEND}/ielt/51/correct`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(
          registration(51, 101, {
            status: 'marked',
            band_state: 'published',
            bands: { ...noBands, listening: 6 },
            corrections: [
              {
                id: 4,
                corrected_by: { id: examiner.id, name: 'Giám khảo Hà' },
                corrected_at: '2026-12-07T03:00:00.000Z',
                reason: 'Re-counted',
                before: set(35, 8),
                after: set(23, 6),
              },
            ],
          }),
        );
      }),
    );
    const input = {
      registrationId: '51',
      writingTask1: task,
      writingTask2: task,
      listeningRaw: 23,
      reason: 'Re-counted',
    };
    const { body } = await t.execute(CORRECT, { as: examiner, variables: { input } });
    expect(sent).toMatchObject({ listening_raw: 23, reason: 'Re-counted' });
    expect(body.data.correctIeltsBands.registration).toEqual({
      id: '51',
      bandState: 'PUBLISHED',
      bands: { listening: 6 },
      bandCorrections: [
        {
          id: '4',
          correctedByName: 'Giám khảo Hà',
          correctedAt: '2026-12-07T03:00:00.000Z',
          reason: 'Re-counted',
          before: { listeningRaw: 35, listening: 8 },
          after: { listeningRaw: 23, listening: 6 },
        },
      ],
    });
  });
});
