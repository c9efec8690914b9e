import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import type { IeltsExamDateRow, IeltsRegistrationRow, PaymentRow } from '../db/rows.js';
import { academyBank, vietQrPayload } from '../http/academy-bank.js';
import { pngShowsQr } from '../test/qr-image.js';
import { paymentMail, registrationMail, resultsMail } from './ielts.js';
import { unreadableParts } from './readable.js';

const payment = {
  id: 7,
  invoice: 'INV-2027-000007',
  amount: 4_037_000,
  unitPrice: 4_037_000,
  discount: 0,
  status: 'pending',
} as PaymentRow;
const date = { examDate: '2027-01-09', shift: 'morning', format: 'computer' } as IeltsExamDateRow;
const user = { email: 'thu@example.test', name: 'Trần Minh Thư' };
const registration = (lang: 'vi' | 'en') =>
  ({
    lang,
    skillPackage: '4_skills',
    listeningBand: 8,
    readingBand: 7,
    writingBand: 6.5,
    speakingBand: 7,
    overallBand: 7,
  }) as IeltsRegistrationRow;
const origin = 'http://web.test';

/** The registration mail of an IELTS invoice (docs/design.md section 10): how to pay it by VietQR transfer. */
describe('the registration mail', () => {
  it('gives an open invoice the bank details and its VietQR code as a PNG that reads as the transfer', async () => {
    const mail = await registrationMail({ payment, date, user, testName: 'Mock 01' }, 'en', origin);
    expect(mail.text).toContain('Bank: Vietcombank');
    expect(mail.text).toContain('Account number: 1023456789');
    expect(mail.text).toContain('Account holder: HOC VIEN ANH NGU DEMO');
    expect(mail.text).toContain('Amount: 4,037,000 ₫');
    expect(mail.text).toContain('Content: INV-2027-000007');
    expect(unreadableParts(mail)).toEqual([]);
    expect(mail.attachments).toHaveLength(1);
    const [qr] = mail.attachments;
    expect(qr).toMatchObject({ filename: 'VietQR-INV-2027-000007.png', contentType: 'image/png' });
    // The image draws the transfer's VietQR payload, module for module; the payload names the account,
    // the amount and the invoice.
    const payload = vietQrPayload(academyBank(), 4_037_000, 'INV-2027-000007');
    expect(pngShowsQr(qr!.content, payload)).toBe(true);
    expect(pngShowsQr(qr!.content, vietQrPayload(academyBank(), 4_037_001, 'INV-2027-000007'))).toBe(false);
    const read = new QRPay(payload);
    expect(read.isValid).toBe(true);
    expect(read.consumer).toMatchObject({ bankBin: '970436', bankNumber: '1023456789' });
    expect(read.amount).toBe('4037000');
    expect(read.additionalData.purpose).toBe('INV-2027-000007');
  });

  it.each(['paid', 'canceled', 'refunded'])('offers no transfer for a %s invoice', async (status) => {
    const closed = { ...payment, status } as PaymentRow;
    const mail = await registrationMail({ payment: closed, date, user, testName: 'Mock 01' }, 'vi', origin);
    expect(mail.text).not.toContain('Số tài khoản');
    expect(mail.text).not.toContain('VietQR');
    expect(mail.attachments).toEqual([]);
  });
});

/** Subjects say the exam day as people write it, weekday first, in the candidate's language (issue 30 point 5). */
describe('the IELTS mails’ subjects', () => {
  it('in Vietnamese', async () => {
    const reg = registration('vi');
    expect((await registrationMail({ payment, date, user, testName: 'Mock 01' }, 'vi', origin)).subject).toBe(
      'Xác nhận đăng ký thi IELTS thứ Bảy, 09/01/2027 — hóa đơn INV-2027-000007',
    );
    const paid = paymentMail({ payment, date, registration: reg, user }, origin);
    expect(paid.subject).toBe('Đã nhận thanh toán INV-2027-000007 — thi IELTS thứ Bảy, 09/01/2027');
    expect(paid.text).toContain('Chỗ thi của bạn vào thứ Bảy, 09/01/2027, ca sáng đã được xác nhận.');
    expect(resultsMail({ registration: reg, date, user }, origin).subject).toBe(
      'Kết quả thi IELTS thứ Bảy, 09/01/2027',
    );
    expect(resultsMail({ registration: reg, date, user }, origin, { corrected: true }).subject).toBe(
      'Kết quả thi IELTS đã sửa thứ Bảy, 09/01/2027',
    );
  });

  it('in English', async () => {
    const reg = registration('en');
    expect((await registrationMail({ payment, date, user, testName: 'Mock 01' }, 'en', origin)).subject).toBe(
      'IELTS registration for Saturday 9 January 2027 — invoice INV-2027-000007',
    );
    const paid = paymentMail({ payment, date, registration: reg, user }, origin);
    expect(paid.subject).toBe('Payment received for INV-2027-000007 — IELTS on Saturday 9 January 2027');
    expect(paid.text).toContain('Your seat on Saturday 9 January 2027, morning is confirmed.');
    const results = resultsMail({ registration: reg, date, user }, origin);
    expect(results.subject).toBe('Your IELTS results for Saturday 9 January 2027');
    expect(results.text).toContain('Overall: 7.0');
    expect(resultsMail({ registration: reg, date, user }, origin, { corrected: true }).subject).toBe(
      'Your corrected IELTS results for Saturday 9 January 2027',
    );
  });

  it('leave nothing a person cannot read', async () => {
    for (const lang of ['vi', 'en'] as const) {
      const reg = registration(lang);
      for (const mail of [
        await registrationMail({ payment, date, user, testName: 'Mock 01' }, lang, origin),
        paymentMail({ payment, date, registration: reg, user }, origin),
        resultsMail({ registration: reg, date, user }, origin),
      ])
        expect(unreadableParts(mail)).toEqual([]);
    }
  });
});
