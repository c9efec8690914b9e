import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bankTransfers } from '../../db/schema.js';
import type { UserRow } from '../../http/auth.js';
import { writeWorkbook } from '../../import/sheets.js';
import { fixClock } from '../../test/clock.js';
import type { TestContext } from '../../test/context.js';
import { academyBank, vietQrPayload } from '../../http/academy-bank.js';
import { buildCandidate } from '../../test/factories.js';
import { buildIeltsWorld, ieltsRequests } from '../../test/ielts.js';
import { pngShowsQr } from '../../test/qr-image.js';
import { academyToday } from '../../test/ielts-dates.js';

const NOW = fixClock('2027-01-01T00:30:00+07:00');
const today = academyToday(NOW);

/**
 * Paying an IELTS invoice by VietQR transfer and reconciling a bank statement (docs/design.md section 10)
 * through REST: the transfer shown only for an open invoice, the matrix row, exact matches confirmed in one
 * step, the rest listed with their reason, a statement imported twice confirming nothing twice, and a
 * malformed one reported row by row.
 */
let t: TestContext;
let admin: UserRow, examiner: UserRow, teacher: UserRow, candidate: UserRow, rival: UserRow, third: UserRow;
let todayId: number;
const { post, get } = ieltsRequests(() => t);

interface Invoice {
  registrationId: number;
  paymentId: number;
  invoice: string;
  amount: number;
}
let mine: Invoice, rivals: Invoice, thirds: Invoice;

async function register(user: UserRow, lang = 'en'): Promise<Invoice> {
  const res = await post(user, 'ielt/', { exam_date_id: todayId, phone: '0912345678' }, lang);
  expect(res.status).toBe(201);
  const p = res.body.payment;
  return { registrationId: res.body.id, paymentId: p.id, invoice: p.invoice, amount: p.amount };
}

const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const statement = (filename: string, content: string | Buffer, dryRun = true, user = admin, lang = 'en') =>
  post(user, 'ielt/payment/statement', { filename, content: base64(content), dry_run: dryRun }, lang);
/** `INV-2027-000012` as a bank's description carries it: case, dashes and spaces changed. */
const mangled = (invoice: string) =>
  `MBVCB.9921 ck ${invoice.toLowerCase().replace('-', ' ').replace('-', '')}`;

beforeAll(async () => {
  ({ t, admin, examiner, teacher, candidate, rival, todayId } = await buildIeltsWorld(today));
  third = await buildCandidate(t.db, { email: 'third.ielts@example.test' });
  mine = await register(candidate, 'vi');
  rivals = await register(rival);
  thirds = await register(third);
});
afterAll(() => t.close());

describe('paying by VietQR transfer', () => {
  it('shows an open invoice the academy’s account and a VietQR payload of its amount and number', async () => {
    const res = await get(candidate, `ielt/payment/?ids=${mine.paymentId}`);
    // What it is for, by its enums too: the web names it in the language it shows (issue 30 point 5).
    expect(res.body.results[0]).toMatchObject({
      exam_type: 'IELTS 4 skills — computer',
      exam_skill_package: '4_skills',
      exam_format: 'computer',
    });
    const transfer = res.body.results[0].transfer;
    expect(transfer).toMatchObject({
      bank_name: 'Vietcombank',
      bank_bin: '970436',
      account_number: '1023456789',
      account_holder: 'HOC VIEN ANH NGU DEMO',
      amount: mine.amount,
      content: mine.invoice,
    });
    expect(transfer.qr_payload).toContain(
      `54${String(mine.amount).length.toString().padStart(2, '0')}${mine.amount}`,
    );
    expect(transfer.qr_payload).toContain(`08${mine.invoice.length}${mine.invoice}`);
  });

  it('mails the bank details with the invoice, and its VietQR code as a PNG of the transfer', async () => {
    const mail = (await t.mailer.recent()).find((m) => m.to === 'thu.ielts@example.test');
    expect(mail?.text).toContain('Số tài khoản: 1023456789');
    expect(mail?.text).toContain(`Nội dung: ${mine.invoice}`);
    expect(mail?.attachments).toHaveLength(1);
    const [qr] = mail!.attachments;
    expect(qr).toMatchObject({ filename: `VietQR-${mine.invoice}.png`, contentType: 'image/png' });
    const png = Buffer.from(qr!.content, 'base64');
    expect(pngShowsQr(png, vietQrPayload(academyBank(), mine.amount, mine.invoice))).toBe(true);
    // The development mailbox shows it as it would arrive.
    const box = await t.app.inject({ method: 'GET', url: '/lms-backend/api/dev/mailbox/' });
    expect(box.body).toContain(
      `<img src="data:image/png;base64,${qr!.content}" alt="VietQR-${mine.invoice}.png"`,
    );
  });
});

describe('the matrix', () => {
  it('lets administrators alone import a statement', async () => {
    const csv = `date,amount,description\n2027-01-01,${mine.amount},${mine.invoice}\n`;
    for (const user of [candidate, teacher, examiner])
      expect((await statement('s.csv', csv, true, user)).status).toBe(403);
    const anonymous = await post(null, 'ielt/payment/statement', { filename: 's.csv', content: base64(csv) });
    expect(anonymous.status).toBe(401);
    expect((await statement('s.csv', csv)).status).toBe(200);
  });
});

describe('reconciling a statement', () => {
  const csv = () =>
    [
      'Ngày giao dịch,Số tham chiếu,Số tiền ghi có,Số tiền ghi nợ,Nội dung',
      `01/01/2027,FT27001001,"${mine.amount.toLocaleString('en-US')}",,${mangled(mine.invoice)} TRAN MINH THU`,
      `01/01/2027,FT27001002,${rivals.amount - 1000},,${rivals.invoice}`,
      `01/01/2027,FT27001003,500000,,Hoc phi lop tieng Anh`,
      `01/01/2027,FT27001004,${thirds.amount},,INV-2027-999999`,
      `01/01/2027,FT27001005,,200000,Phi dich vu`,
      '',
    ].join('\n');

  it('lists every transfer with its outcome on a dry run, confirming nothing', async () => {
    const res = await statement('sao-ke.csv', csv());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, format: 'csv', rows: 4, matches: 1 });
    expect(res.body.transfers.map((r: { row: number; outcome: string }) => [r.row, r.outcome])).toEqual([
      [2, 'match'],
      [3, 'amount_mismatch'],
      [4, 'no_invoice'],
      [5, 'unknown_invoice'],
    ]);
    expect(res.body.transfers[1]).toMatchObject({
      invoice: rivals.invoice,
      payment_id: rivals.paymentId,
      amount: rivals.amount - 1000,
      invoice_amount: rivals.amount,
    });
    expect((await get(candidate, `ielt/${mine.registrationId}/`)).body.status).toBe('unpaid');
  });

  it('confirms the exact match in one step and never the amount that differs', async () => {
    const res = await statement('sao-ke.csv', csv(), false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: false, matches: 1 });
    expect(res.body.transfers[0]).toMatchObject({ outcome: 'confirmed', payment_id: mine.paymentId });
    expect(res.body.transfers[1].outcome).toBe('amount_mismatch');
    const paid = (await get(admin, `ielt/payment/?ids=${mine.paymentId},${rivals.paymentId}`)).body.results;
    const byId = new Map(paid.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(mine.paymentId)).toMatchObject({
      status: 'paid',
      method: 'bank_transfer',
      transfer: null,
    });
    expect(byId.get(rivals.paymentId)).toMatchObject({ status: 'pending' });
    expect((await get(candidate, `ielt/${mine.registrationId}/`)).body.status).toBe('unfinished');
    const mails = (await t.mailer.recent()).filter(
      (m) => m.to === 'thu.ielts@example.test' && m.subject.startsWith('Đã nhận thanh toán'),
    );
    expect(mails).toHaveLength(1);
    // Paid: no transfer to make, no code to scan.
    expect(mails[0]!.attachments).toEqual([]);
    expect(mails[0]!.text).not.toContain('VietQR');
  });

  it('confirms nothing twice when the same statement is imported again', async () => {
    const res = await statement('sao-ke.csv', csv(), false);
    expect(res.status).toBe(200);
    expect(res.body.matches).toBe(0);
    expect(res.body.transfers[0]).toMatchObject({ outcome: 'already_imported' });
    expect(
      await t.db.select().from(bankTransfers).where(eq(bankTransfers.paymentId, mine.paymentId)),
    ).toHaveLength(1);
    const mails = (await t.mailer.recent()).filter(
      (m) => m.to === 'thu.ielts@example.test' && m.subject.startsWith('Đã nhận thanh toán'),
    );
    expect(mails).toHaveLength(1);
  });

  it('reads an Excel statement; a second transfer for a paid invoice is listed, not confirmed', async () => {
    const xlsx = await writeWorkbook([
      {
        name: 'Statement',
        header: ['Date', 'Credit', 'Description'],
        rows: [
          { Date: '2027-01-02', Credit: String(mine.amount), Description: `IBFT ${mine.invoice}` },
          {
            Date: '2027-01-02',
            Credit: String(thirds.amount),
            Description: `${thirds.invoice} ${thirds.invoice}`,
          },
          { Date: '2027-01-02', Credit: String(rivals.amount), Description: `${rivals.invoice}` },
          { Date: '2027-01-02', Credit: String(rivals.amount), Description: `again ${rivals.invoice}` },
        ],
      },
    ]);
    const res = await statement('statement.xlsx', xlsx, false);
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('xlsx');
    expect(res.body.transfers.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already_paid',
      'confirmed',
      'confirmed',
      'duplicate_in_statement',
    ]);
    expect(res.body.matches).toBe(2);
  });

  it('does not offer a VietQR for a paid or canceled invoice', async () => {
    const late = await register(await buildCandidate(t.db));
    expect((await post(admin, `ielt/payment/${late.paymentId}/refund`)).status).toBe(200);
    const res = await get(admin, `ielt/payment/?ids=${late.paymentId},${mine.paymentId}`);
    expect(res.body.results.map((p: { transfer: unknown }) => p.transfer)).toEqual([null, null]);
  });
});

describe('bad statements', () => {
  it('reports a malformed statement row by row, in the caller’s language, and confirms nothing', async () => {
    const open = await register(await buildCandidate(t.db));
    const csv = [
      'date;amount;description',
      `2027-01-03;${open.amount};${open.invoice}`,
      `2027-01-03;four million;${open.invoice}`,
      `2027-01-03;-5000;refund`,
      `2027-01-03;100000;`,
    ].join('\n');
    const res = await statement('bad.csv', csv, false, admin, 'vi');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Một số dòng của sao kê không đọc được; chưa xác nhận thanh toán nào');
    expect(res.body.errors).toEqual({
      'rows.3.amount': ['Không phải số tiền nhận: cần một số đồng nguyên dương'],
      'rows.4.amount': ['Không phải số tiền nhận: cần một số đồng nguyên dương'],
      'rows.5.description': ['Giao dịch không có nội dung'],
    });
    const p = (await get(admin, `ielt/payment/?ids=${open.paymentId}`)).body.results[0];
    expect(p.status).toBe('pending');
  });

  it('refuses a statement without the columns, an unreadable file, another kind of file or no base64', async () => {
    const noColumns = await statement('s.csv', 'when,what\n2027-01-01,x\n');
    expect(noColumns.status).toBe(400);
    expect(Object.keys(noColumns.body.errors)).toEqual(['file']);
    expect((await statement('s.xlsx', 'PK\u0003\u0004 not really a workbook')).status).toBe(400);
    expect((await statement('s.gift', '::q:: What? {=yes ~no}')).status).toBe(415);
    expect((await statement('s.csv', 'amount,description\n')).status).toBe(400);
    const notBase64 = await post(admin, 'ielt/payment/statement', { filename: 's.csv', content: '%%%' });
    expect(notBase64.status).toBe(400);
  });
});
