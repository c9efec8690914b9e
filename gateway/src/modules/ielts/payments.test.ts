import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { page, payment, CONFIRM, PAYMENTS, STATEMENT } from '../../../test/ielts-fixtures.js';
import { BACKEND } from '../../../test/rest-backend.js';

describe('IELTS payments (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

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
    // What it is for, by enum: the web names it in its own words.
    expect(body.data.ieltsPayments.items[0]).toMatchObject({
      examSkillPackage: 'FOUR_SKILLS',
      examFormat: 'COMPUTER',
    });
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
});
