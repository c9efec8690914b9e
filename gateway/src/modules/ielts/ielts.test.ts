import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import {
  page,
  fullTest,
  date,
  registration,
  registrant,
  OPEN,
  REGISTRATIONS,
  TEST_ADMIN_FIELDS,
  TESTS,
  REGISTER,
} from '../../../test/ielts-fixtures.js';
import { BACKEND } from '../../../test/rest-backend.js';

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

  it('sends a test’s listening plays to the backend and answers them to administrators only', async () => {
    const admin = buildAdmin();
    const student = buildUser();
    t.world.users.push(admin, student);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/ielt/tests/3/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...fullTest, listening_plays: 2 });
      }),
    );
    const UPDATE = `mutation ($input: UpdateIeltsTestInput!) {
      updateIeltsTest(input: $input) { test { id listeningPlays } errors { field messages } } }`;
    const ok = await t.execute(UPDATE, { as: admin, variables: { input: { id: '3', listeningPlays: 2 } } });
    expect(sent).toEqual({ listening_plays: 2 });
    expect(ok.body.data.updateIeltsTest.test).toEqual({ id: '3', listeningPlays: 2 });
    t.resetCalls();
    const refused = await t.execute(UPDATE, {
      as: student,
      variables: { input: { id: '3', listeningPlays: 0 } },
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
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
});
