/**
 * The words of a notification (issue 31 point 2, docs/design.md section 12 "Notifications"): one function per
 * kind giving its title and body in Vietnamese or English from the row's `params` (names, titles, dates,
 * statuses), never from a student's answer or a marker's comment. The notification centre makes them in the
 * reader's language when it is read; the mail in the preference's language when it is sent. Dates are the
 * academy's wall clock, written as people write them (the strict test mailer refuses ISO dates and raw values).
 */
import { academyNow } from '@lms/domain';
import type { NotificationKind } from '../db/schema/notifications.js';
import type { Lang } from '../http/messages.js';
import { PRODUCT_NAME } from './mailer.js';
import { humanDay, humanWeekday } from './readable.js';

export type NotificationParams = Record<string, string | number | null>;

export interface NotificationText {
  title: string;
  body: string;
}

const text = (params: NotificationParams, name: string) => {
  const v = params[name];
  return v === null || v === undefined ? '' : String(v);
};

/** An instant as the academy's clock reads it: "23:59, 05/12/2026" or "5 December 2026, 23:59". */
export function humanMoment(iso: string, lang: Lang): string {
  const { date, time } = academyNow(new Date(iso));
  const hm = time.slice(0, 5);
  return lang === 'vi' ? `${hm}, ${humanDay(date, 'vi')}` : `${humanDay(date, 'en')}, ${hm}`;
}

const deadlineLine = (params: NotificationParams, lang: Lang) => {
  const deadline = text(params, 'deadline');
  if (!deadline) return lang === 'vi' ? 'Không có hạn nộp.' : 'No deadline.';
  return lang === 'vi'
    ? `Hạn nộp: ${humanMoment(deadline, 'vi')}.`
    : `Deadline: ${humanMoment(deadline, 'en')}.`;
};

const IELTS_REGISTRATION = {
  unpaid: { vi: 'chờ thanh toán', en: 'waiting for payment' },
  unfinished: { vi: 'đã thanh toán, chờ ngày thi', en: 'paid, waiting for the exam day' },
  unmarked: { vi: 'đã làm bài, chờ chấm', en: 'taken, waiting for marking' },
  marked: { vi: 'đã có kết quả', en: 'results published' },
  canceled: { vi: 'đã hủy', en: 'canceled' },
} as const satisfies Record<string, Record<Lang, string>>;

const IELTS_PAYMENT = {
  pending: { vi: 'chờ thanh toán', en: 'waiting for payment' },
  paid: { vi: 'đã nhận tiền', en: 'received' },
  refunded: { vi: 'đã hoàn tiền', en: 'refunded' },
  canceled: { vi: 'đã hủy', en: 'canceled' },
} as const satisfies Record<string, Record<Lang, string>>;

const readable = (table: Record<string, Record<Lang, string>>, value: string, lang: Lang) =>
  table[value]?.[lang] ?? '';

const TEXTS: Record<NotificationKind, (p: NotificationParams, lang: Lang) => NotificationText> = {
  assigned: (p, lang) =>
    lang === 'vi'
      ? { title: `Bài mới ở lớp ${text(p, 'class_name')}: ${text(p, 'title')}`, body: deadlineLine(p, 'vi') }
      : { title: `New work in ${text(p, 'class_name')}: ${text(p, 'title')}`, body: deadlineLine(p, 'en') },
  deadline_soon: (p, lang) =>
    lang === 'vi'
      ? {
          title: `Sắp hết hạn nộp: ${text(p, 'title')} (${text(p, 'class_name')})`,
          body: `${deadlineLine(p, 'vi')} Bạn chưa nộp bài.`,
        }
      : {
          title: `Due soon: ${text(p, 'title')} (${text(p, 'class_name')})`,
          body: `${deadlineLine(p, 'en')} You have not submitted it yet.`,
        },
  // No score: whether the student may see it yet is the assignment's review options' (docs/decisions.md).
  returned: (p, lang) =>
    lang === 'vi'
      ? {
          title: `Bài đã được trả: ${text(p, 'title')}`,
          body: `Giáo viên đã chấm bài của bạn ở lớp ${text(p, 'class_name')}. Mở bài để xem.`,
        }
      : {
          title: `Work returned: ${text(p, 'title')}`,
          body: `Your teacher has marked your work in ${text(p, 'class_name')}. Open it to see.`,
        },
  redo: (p, lang) =>
    lang === 'vi'
      ? {
          title: `Giáo viên yêu cầu làm lại: ${text(p, 'title')}`,
          body: `Lớp ${text(p, 'class_name')}. ${deadlineLine(p, 'vi')}`,
        }
      : {
          title: `Please do this again: ${text(p, 'title')}`,
          body: `${text(p, 'class_name')}. ${deadlineLine(p, 'en')}`,
        },
  join_approved: (p, lang) =>
    lang === 'vi'
      ? {
          title: `Bạn đã được nhận vào lớp ${text(p, 'class_name')}`,
          body: 'Lớp đã có trong danh sách lớp của bạn.',
        }
      : {
          title: `You joined ${text(p, 'class_name')}`,
          body: 'Your request was approved: the class is in your classes now.',
        },
  join_refused: (p, lang) =>
    lang === 'vi'
      ? {
          title: `Yêu cầu vào lớp ${text(p, 'class_name')} không được chấp nhận`,
          body: 'Hãy hỏi giáo viên của lớp nếu bạn nghĩ đây là nhầm lẫn.',
        }
      : {
          title: `Your request to join ${text(p, 'class_name')} was refused`,
          body: 'Ask the class’s teacher if you think this is a mistake.',
        },
  ielts_status: (p, lang) => {
    const day = text(p, 'exam_date') ? humanWeekday(text(p, 'exam_date'), lang) : '';
    const payment = text(p, 'payment');
    const status = payment
      ? readable(IELTS_PAYMENT, payment, lang)
      : readable(IELTS_REGISTRATION, text(p, 'status'), lang);
    if (lang === 'vi')
      return payment
        ? {
            title: `Thanh toán thi IELTS: ${status}`,
            body: `Đăng ký thi ${day}. Hóa đơn ${text(p, 'invoice')}.`,
          }
        : { title: `Đăng ký thi IELTS: ${status}`, body: `Ngày thi: ${day}.` };
    return payment
      ? {
          title: `IELTS payment: ${status}`,
          body: `Your registration for ${day}. Invoice ${text(p, 'invoice')}.`,
        }
      : { title: `IELTS registration: ${status}`, body: `Exam day: ${day}.` };
  },
};

/** The title and body of a notification in `lang`. */
export function notificationText(kind: NotificationKind, params: NotificationParams, lang: Lang) {
  return TEXTS[kind](params, lang);
}

const GREETING = { vi: 'Xin chào', en: 'Hello' } as const;

/** One notification's own mail, in `lang`, with the link into the web. */
export function notificationMail(
  n: { kind: NotificationKind; params: NotificationParams; link: string },
  user: { email: string; name: string },
  lang: Lang,
  webOrigin: string,
) {
  const { title, body } = notificationText(n.kind, n.params, lang);
  const open = n.link ? `\n\n${lang === 'vi' ? 'Mở' : 'Open'}: ${webOrigin}${n.link}` : '';
  return {
    to: user.email,
    subject: title,
    text: `${GREETING[lang]} ${user.name || user.email},\n\n${title}\n${body}${open}\n\n${PRODUCT_NAME[lang]} · ${webOrigin}`,
  };
}

/** The day's digest: every notification gathered for it, in `lang`. */
export function digestMail(
  rows: { kind: NotificationKind; params: NotificationParams; link: string }[],
  user: { email: string; name: string },
  day: string,
  lang: Lang,
  webOrigin: string,
) {
  const lines = rows.map((n) => {
    const { title, body } = notificationText(n.kind, n.params, lang);
    return `- ${title}\n  ${body}${n.link ? `\n  ${webOrigin}${n.link}` : ''}`;
  });
  const subject =
    lang === 'vi'
      ? `Thông báo trong ngày ${humanDay(day, 'vi')} (${rows.length})`
      : `Your notifications of ${humanDay(day, 'en')} (${rows.length})`;
  return {
    to: user.email,
    subject,
    text: `${GREETING[lang]} ${user.name || user.email},\n\n${lines.join('\n\n')}\n\n${PRODUCT_NAME[lang]} · ${webOrigin}`,
  };
}
