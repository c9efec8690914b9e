import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { serverNow } from '../clock.js';

/**
 * What a notification is about (issue 31 point 2, docs/design.md section 12): work assigned, a deadline in
 * 24 hours with the work not submitted, work returned, a redo asked, a join request approved or refused, an
 * IELTS registration or payment status changed.
 */
export const NOTIFICATION_KINDS = [
  'assigned',
  'deadline_soon',
  'returned',
  'redo',
  'join_approved',
  'join_refused',
  'ielts_status',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** Where a kind goes: the notification centre, e-mail, both or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'both', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * One notification to one user. `(user_id, kind, subject_key)` is unique: the natural key of the event
 * (`assignment:12`, `user_exam:34:returned:2026-12-04T10:00:00Z`...), so a retry or a second backend process
 * inserting the same event finds the row there and sends nothing (INSERT ... ON CONFLICT DO NOTHING RETURNING).
 * `params` holds what the text needs (titles, dates, ids), never a student's answer; the text itself is made
 * in the reader's language when it is read, and in the user's `lang` when it is mailed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The web path it opens (`/class/3/exercise/12`), never an outside address. */
    link: text('link').notNull().default(''),
    /** Shown in the notification centre (the user's preference for the kind when it was made). */
    inApp: boolean('in_app').notNull().default(true),
    /** `none` (no mail), `pending` (to mail now), `digest` (waits for the daily digest), `sent`, `failed`. */
    mailState: text('mail_state').notNull().default('none'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [
    unique('notifications_event_key').on(t.userId, t.kind, t.subjectKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL AND ${t.inApp}`),
    index('notifications_digest_idx')
      .on(t.userId)
      .where(sql`${t.mailState} = 'digest'`),
  ],
);

/**
 * A user's notification settings: a channel per kind (a kind absent takes its default, `both`), a daily
 * digest instead of one mail per event, and the language mails are written in (the web sends the language the
 * user reads it in).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels')
    .$type<Partial<Record<NotificationKind, NotificationChannel>>>()
    .notNull()
    .default({}),
  digest: boolean('digest').notNull().default(false),
  lang: text('lang').notNull().default('vi'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
});

/** One daily digest per user and academy day: its row is the claim, so two processes never send it twice. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(serverNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
