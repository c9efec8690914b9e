import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { serverNow } from '../clock.js';

/**
 * Outgoing mail. Sent over SMTP when SMTP_URL is set; otherwise kept here and shown on the
 * development mailbox page.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Its files (the IELTS invoice's VietQR code), base64, so the development mailbox shows what was sent. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/** Password-reset codes, stored hashed; one use, short-lived. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/**
 * A user's private calendar feed (issue 31 point 4, docs/design.md section 12): the sha256 of its token, never
 * the token itself. One per user; regenerating replaces the row, so the old link is dead at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** The language its owner made it in (`vi` or `en`): the feed's words, since a calendar app sends none. */
  lang: text('lang').notNull().default('vi'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

/**
 * Answers to POSTs sent with an `Idempotency-Key` header, per caller: the same key and body answer what the
 * first request answered, without doing it again. `status` is null while the first request is running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: a key reused for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    unique('idempotency_keys_user_key_uq').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A student's standing accommodation (issue 31 point 1, docs/design.md section 12): extra time on every timed
 * test, as a percent of its limit or as minutes (one of them), and extra attempts on every assignment's cap.
 * Set by an admin; read by the student.
 */
export const studentAccommodations = pgTable('student_accommodations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  extraTimePercent: smallint('extra_time_percent'),
  extraTimeMinutes: smallint('extra_time_minutes'),
  /** Attempts beyond each assignment's cap (0..10), on top of one per redo asked (docs/design.md section 12). */
  extraAttempts: smallint('extra_attempts').notNull().default(0),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});
