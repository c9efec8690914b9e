/**
 * The IELTS mails (issue 14): the registration with its invoice, the payment received and the results, each
 * in the candidate's language (commands/ielts/ send them).
 */
import type { IeltsExamDateRow, IeltsRegistrationRow, PaymentRow } from '../db/rows.js';
import type { Lang } from '../http/messages.js';
import { academyBank, acceptsTransfer, qrPngDataUrl, vietQrPayload } from '../http/academy-bank.js';
import { PRODUCT_NAME, type MailAttachment } from './mailer.js';
import { humanWeekday } from './readable.js';

const money = (n: number, lang: Lang) =>
  `${new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-GB').format(n)} ₫`;
const shiftName = (shift: string, lang: Lang) =>
  lang === 'vi'
    ? shift === 'afternoon'
      ? 'ca chiều'
      : 'ca sáng'
    : shift === 'afternoon'
      ? 'afternoon'
      : 'morning';

/** The transfer's lines of an open invoice (bank, account, holder, amount, content), or none. */
function transferLines(p: PaymentRow, lang: Lang): string {
  if (!acceptsTransfer(p.status)) return '';
  const b = academyBank();
  return lang === 'vi'
    ? `\n\nChuyển khoản:\nNgân hàng: ${b.name}\nSố tài khoản: ${b.account}\nChủ tài khoản: ${b.holder}\nSố tiền: ${money(p.amount, 'vi')}\nNội dung: ${p.invoice}\nHoặc quét mã VietQR đính kèm bằng ứng dụng ngân hàng.`
    : `\n\nBank transfer:\nBank: ${b.name}\nAccount number: ${b.account}\nAccount holder: ${b.holder}\nAmount: ${money(p.amount, 'en')}\nContent: ${p.invoice}\nOr scan the attached VietQR code with your banking app.`;
}

/** The invoice's VietQR code as a PNG attachment while it is open. */
async function transferQr(p: PaymentRow): Promise<MailAttachment[]> {
  if (!acceptsTransfer(p.status)) return [];
  const url = await qrPngDataUrl(vietQrPayload(academyBank(), p.amount, p.invoice));
  return [
    {
      filename: `VietQR-${p.invoice}.png`,
      content: Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'),
      contentType: 'image/png',
    },
  ];
}

export async function registrationMail(
  r: { payment: PaymentRow; date: IeltsExamDateRow; user: { email: string; name: string }; testName: string },
  lang: Lang,
  webOrigin: string,
) {
  const p = r.payment;
  const link = `${webOrigin}/ielts-test`;
  const attachments = await transferQr(p);
  if (lang === 'vi')
    return {
      attachments,
      to: r.user.email,
      subject: `Xác nhận đăng ký thi IELTS ${humanWeekday(r.date.examDate, 'vi')} — hóa đơn ${p.invoice}`,
      text: `Xin chào ${r.user.name || r.user.email},\n\nBạn đã đăng ký thi IELTS ${r.testName} vào ${humanWeekday(r.date.examDate, 'vi')}, ${shiftName(r.date.shift, 'vi')}.\nHóa đơn: ${p.invoice}\nLệ phí: ${money(p.unitPrice, 'vi')}${p.discount ? `\nGiảm giá: ${money(p.discount, 'vi')}` : ''}\nSố tiền cần thanh toán: ${money(p.amount, 'vi')}${transferLines(p, 'vi')}\n\nVui lòng chuyển khoản với nội dung "${p.invoice}" hoặc nộp tiền mặt tại quầy. Đăng ký được giữ chỗ khi học viện xác nhận thanh toán.\nXem đăng ký và hóa đơn: ${link}\n\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    attachments,
    to: r.user.email,
    subject: `IELTS registration for ${humanWeekday(r.date.examDate, 'en')} — invoice ${p.invoice}`,
    text: `Hello ${r.user.name || r.user.email},\n\nYou registered for IELTS ${r.testName} on ${humanWeekday(r.date.examDate, 'en')}, ${shiftName(r.date.shift, 'en')}.\nInvoice: ${p.invoice}\nFee: ${money(p.unitPrice, 'en')}${p.discount ? `\nDiscount: ${money(p.discount, 'en')}` : ''}\nAmount due: ${money(p.amount, 'en')}${transferLines(p, 'en')}\n\nPlease pay by bank transfer with "${p.invoice}" as the reference, or in cash at the desk. Your seat is held once the academy confirms the payment.\nYour registration and invoice: ${link}\n\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}

export function paymentMail(
  r: {
    payment: PaymentRow;
    date: IeltsExamDateRow;
    registration: IeltsRegistrationRow;
    user: { email: string; name: string };
  },
  webOrigin: string,
) {
  const lang: Lang = r.registration.lang === 'en' ? 'en' : 'vi';
  const p = r.payment;
  const link = `${webOrigin}/ielts-test`;
  if (lang === 'vi')
    return {
      to: r.user.email,
      subject: `Đã nhận thanh toán ${p.invoice} — thi IELTS ${humanWeekday(r.date.examDate, 'vi')}`,
      text: `Xin chào ${r.user.name || r.user.email},\n\nHọc viện đã nhận ${money(p.amount, 'vi')} cho hóa đơn ${p.invoice}. Chỗ thi của bạn vào ${humanWeekday(r.date.examDate, 'vi')}, ${shiftName(r.date.shift, 'vi')} đã được xác nhận.\n${r.date.format === 'computer' ? `Vào ngày thi, hãy đăng nhập và làm bài tại ${link}.` : 'Bài thi làm trên giấy tại trung tâm.'}\n\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    to: r.user.email,
    subject: `Payment received for ${p.invoice} — IELTS on ${humanWeekday(r.date.examDate, 'en')}`,
    text: `Hello ${r.user.name || r.user.email},\n\nThe academy received ${money(p.amount, 'en')} for invoice ${p.invoice}. Your seat on ${humanWeekday(r.date.examDate, 'en')}, ${shiftName(r.date.shift, 'en')} is confirmed.\n${r.date.format === 'computer' ? `On the exam day, sign in and take the test at ${link}.` : 'The test is on paper at the academy.'}\n\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}

export function resultsMail(
  r: { registration: IeltsRegistrationRow; date: IeltsExamDateRow; user: { email: string; name: string } },
  webOrigin: string,
  opts: { corrected?: boolean } = {},
) {
  const lang: Lang = r.registration.lang === 'en' ? 'en' : 'vi';
  const g = r.registration;
  const corrected = opts.corrected === true;
  const b = (v: number | null) => (v === null ? '—' : v.toFixed(1));
  const names =
    lang === 'vi'
      ? ['Nghe', 'Đọc', 'Viết', 'Nói', 'Điểm tổng (Overall)']
      : ['Listening', 'Reading', 'Writing', 'Speaking', 'Overall'];
  const lines = [g.listeningBand, g.readingBand, g.writingBand, g.speakingBand, g.overallBand]
    .map((v, i) => (i === 3 && g.skillPackage === '3_skills' ? null : `${names[i]}: ${b(v)}`))
    .filter(Boolean)
    .join('\n');
  const link = `${webOrigin}/ielts-test`;
  if (lang === 'vi')
    return {
      to: r.user.email,
      subject: `${corrected ? 'Kết quả thi IELTS đã sửa' : 'Kết quả thi IELTS'} ${humanWeekday(r.date.examDate, 'vi')}`,
      text: `Xin chào ${r.user.name || r.user.email},\n\n${corrected ? `Kết quả bài thi IELTS của bạn (${humanWeekday(r.date.examDate, 'vi')}) đã được sửa:` : `Bài thi IELTS của bạn (${humanWeekday(r.date.examDate, 'vi')}) đã được chấm:`}\n${lines}\n\nXem chi tiết: ${link}\n\n${PRODUCT_NAME.vi} · ${webOrigin}`,
    };
  return {
    to: r.user.email,
    subject: `${corrected ? 'Your corrected IELTS results' : 'Your IELTS results'} for ${humanWeekday(r.date.examDate, 'en')}`,
    text: `Hello ${r.user.name || r.user.email},\n\n${corrected ? `The results of your IELTS test on ${humanWeekday(r.date.examDate, 'en')} have been corrected:` : `Your IELTS test on ${humanWeekday(r.date.examDate, 'en')} has been marked:`}\n${lines}\n\nDetails: ${link}\n\n${PRODUCT_NAME.en} · ${webOrigin}`,
  };
}
