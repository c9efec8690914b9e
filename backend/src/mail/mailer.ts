import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { unreadableParts } from './readable.js';

/** A file sent with a mail (the IELTS invoice's VietQR code); the outbox keeps it too, base64. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(mail: { to: string; subject: string; text: string; attachments?: MailAttachment[] }): Promise<void>;
  /** The captured mail, newest first (development mailbox); empty when mail goes out over SMTP. */
  recent(limit?: number): Promise<(typeof mailOutbox.$inferSelect)[]>;
  readonly capturesMail: boolean;
}

/** The product's one name (issue 10 item 13), as the web app and the sign-in pages say it. */
export const PRODUCT_NAME = { vi: 'Học viện Anh ngữ', en: 'English Academy' } as const;

/**
 * Every message is recorded in mail_outbox; with SMTP_URL it is also sent, and marked sent. `strict` (the
 * tests' mailers) refuses a mail with an ISO date or a raw value of the API in it (`unreadableParts`), so
 * every test that sends mail checks its template.
 */
export function createMailer(
  db: Db,
  smtpUrl?: string,
  from = `${PRODUCT_NAME.en} <no-reply@academy.test>`,
  options: { strict?: boolean } = {},
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    capturesMail: !transport,
    async send(mail) {
      const unreadable = options.strict ? unreadableParts(mail) : [];
      if (unreadable.length) throw new Error(`Unreadable mail "${mail.subject}": ${unreadable.join('; ')}`);
      const { attachments, ...message } = mail;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          ...message,
          attachments: (attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString('base64'),
          })),
        })
        .returning({ id: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from, ...message, ...(attachments?.length ? { attachments } : {}) });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (e) {
        await db
          .update(mailOutbox)
          .set({ error: e instanceof Error ? e.message : String(e) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
    async recent(limit = 50) {
      if (transport) return [];
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
