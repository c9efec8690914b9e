import nodemailer from 'nodemailer';
import type { Queryable } from './db.js';
import type { Logger } from './log.js';
import type { User } from './users.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The identity server's mail, as the backend's (backend/src/mail/mailer.ts): every message is recorded in
 * `identity_mail_outbox`; with an SMTP URL it is also sent, and marked sent (or its error kept).
 */
export function createMailer(db: Queryable, smtpUrl: string | undefined, from: string, log: Logger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO identity_mail_outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id',
        [mail.to, mail.subject, mail.text],
      );
      if (!transport) return;
      try {
        await transport.sendMail({ from, ...mail });
        await db.query('UPDATE identity_mail_outbox SET sent_at = now() WHERE id = $1', [row!.id]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Not the error's text: an SMTP answer may quote the address.
        log.warn('mail not sent', { error: error instanceof Error ? error.name : 'unknown' });
        await db.query('UPDATE identity_mail_outbox SET error = $2 WHERE id = $1', [row!.id, message]);
      }
    },
  };
}

/**
 * The owner's mail about a burst of refused sign-ins (issue 27 item 4), the same words as the backend's:
 * both languages (a user has no language here, and the request's is the stranger's), nothing typed in it,
 * and no state beyond "the password was refused".
 */
export function failedSignInsMail(user: User, webUrl: string): Mail | null {
  if (!user.email) return null;
  const name = [user.lastName, user.firstName].filter(Boolean).join(' ') || user.email;
  const link = `${webUrl}/forgotPassword`;
  return {
    to: user.email,
    subject: 'Đăng nhập sai nhiều lần / Several failed sign-ins',
    text:
      `Xin chào ${name},\n\nVừa có nhiều lần đăng nhập vào tài khoản ${user.email} với mật khẩu sai. ` +
      'Không lần nào thành công và tài khoản của bạn vẫn đăng nhập được như bình thường.\n' +
      `Nếu không phải bạn, hãy cân nhắc đặt mật khẩu mới tại: ${link}\n\n` +
      `Hello ${name},\n\nSomeone just tried several times to sign in to ${user.email} with a wrong ` +
      'password. None succeeded, and you can still sign in as usual.\n' +
      `If it was not you, consider setting a new password at: ${link}`,
  };
}
