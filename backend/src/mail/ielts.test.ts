import { describe, expect, it } from 'vitest';
import type { IeltsExamDateRow, PaymentRow } from '../db/rows.js';
import { registrationMail } from './ielts.js';
import { unreadableParts } from './readable.js';

const payment = {
  id: 7,
  invoice: 'INV-2027-000007',
  amount: 4_037_000,
  unitPrice: 4_037_000,
  discount: 0,
  status: 'pending',
} as PaymentRow;
const date = { examDate: '2027-01-09', shift: 'morning' } as IeltsExamDateRow;
const user = { email: 'thu@example.test', name: 'Trần Minh Thư' };

/** The registration mail of an IELTS invoice (docs/design.md section 10): how to pay it by VietQR transfer. */
describe('the registration mail', () => {
  it('gives an open invoice the bank details and its VietQR code as a PNG', async () => {
    const mail = await registrationMail(
      { payment, date, user, testName: 'Mock 01' },
      'en',
      'http://web.test',
    );
    expect(mail.text).toContain('Bank: Vietcombank');
    expect(mail.text).toContain('Account number: 1023456789');
    expect(mail.text).toContain('Account holder: HOC VIEN ANH NGU DEMO');
    expect(mail.text).toContain('Amount: 4,037,000 ₫');
    expect(mail.text).toContain('Content: INV-2027-000007');
    expect(unreadableParts(mail)).toEqual([]);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'VietQR-INV-2027-000007.png',
      contentType: 'image/png',
    });
    expect(mail.attachments[0]!.content.subarray(1, 4).toString()).toBe('PNG');
  });

  it('offers no transfer for an invoice that is not open', async () => {
    const paid = { ...payment, status: 'paid' } as PaymentRow;
    const mail = await registrationMail(
      { payment: paid, date, user, testName: 'Mock 01' },
      'vi',
      'http://web.test',
    );
    expect(mail.text).not.toContain('Số tài khoản');
    expect(mail.attachments).toEqual([]);
  });
});
