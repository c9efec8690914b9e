/**
 * Notifications (issue 31 point 2, docs/design.md section 12 "Notifications"). `notify` records an event for
 * its users inside the event's own transaction, so a rolled-back event notifies nobody; the row's natural key
 * `(user_id, kind, subject_key)` makes a retry, or a second backend process, insert nothing and mail nothing.
 * Mail goes later, from the worker (commands/notification-worker.ts), which this module wakes.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { NotificationPreferencesRow, NotificationRow } from '../db/rows.js';
import {
  notificationPreferences,
  notifications,
  type NotificationChannel,
  type NotificationKind,
} from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import type { NotificationParams } from '../mail/notifications.js';

export interface NotificationEvent {
  kind: NotificationKind;
  /** The event's natural key (`assignment:12`, `user_exam:34:returned:1764842400000`). */
  subjectKey: string;
  params: NotificationParams;
  /** The web path it opens. */
  link: string;
}

export interface NotifyOptions {
  /** The event sends a mail of its own (the IELTS payment and results mails): the notification shows in-app only. */
  mailedByEvent?: boolean;
}

export const DEFAULT_CHANNEL: NotificationChannel = 'both';

const listeners = new Set<() => void>();

/** The worker of this process listens here, to mail within a second of an event instead of at its next poll. */
export function onNotificationsPending(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call once an event's transaction that notified has committed. */
export function notificationsPending() {
  for (const listener of listeners) listener();
}

/**
 * Notifies every user of `userIds` of one event, inside the caller's transaction: each user's preference for
 * the kind (default `both`) decides whether it shows in the centre and whether it is mailed now (`pending`),
 * with the daily digest (`digest`) or not at all. Answers the rows made; a user who already had the event (a
 * retry, another process) gets none, and no mail.
 */
export async function notifyMany(
  db: Db | Tx,
  userIds: readonly number[],
  event: NotificationEvent,
  now: Date,
  options: NotifyOptions = {},
): Promise<NotificationRow[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const prefs = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, ids));
  const byUser = new Map(prefs.map((p) => [p.userId, p]));
  const values = ids.map((userId) => {
    const pref = byUser.get(userId);
    const channel = pref?.channels[event.kind] ?? DEFAULT_CHANNEL;
    const mailed = (channel === 'email' || channel === 'both') && !options.mailedByEvent;
    return {
      userId,
      kind: event.kind,
      subjectKey: event.subjectKey,
      params: event.params,
      link: event.link,
      inApp: channel === 'in_app' || channel === 'both',
      mailState: mailed ? (pref?.digest ? 'digest' : 'pending') : 'none',
      createdAt: now,
    };
  });
  return db.insert(notifications).values(values).onConflictDoNothing().returning();
}

/** One user's notification of one event (`notifyMany` for one). */
export async function notify(
  db: Db | Tx,
  event: NotificationEvent & { userId: number },
  now: Date,
  options: NotifyOptions = {},
): Promise<NotificationRow | null> {
  const [row] = await notifyMany(db, [event.userId], event, now, options);
  return row ?? null;
}

/**
 * Marks some (`ids`, those of the user; others' are ignored) or all of a user's notifications read. Answers
 * the rows marked (none with `all`); 400 when `ids` names none of the user's, or neither is given.
 */
export async function markRead(
  db: Db,
  userId: number,
  which: { ids?: number[]; all?: boolean },
  now: Date,
): Promise<NotificationRow[]> {
  if (which.all) {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return [];
  }
  if (!which.ids?.length) throw badRequest({ ids: 'notification_ids_required' });
  const mine = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        inArray(notifications.id, which.ids),
      ),
    );
  if (!mine.length) throw badRequest({ ids: 'notification_ids_unknown' });
  const unread = mine.filter((n) => !n.readAt).map((n) => n.id);
  if (!unread.length) return mine;
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(inArray(notifications.id, unread))
    .returning();
  const byId = new Map(marked.map((n) => [n.id, n]));
  return mine.map((n) => byId.get(n.id) ?? n);
}

export interface PreferencesChange {
  channels?: Partial<Record<NotificationKind, NotificationChannel>>;
  digest?: boolean;
  lang?: 'vi' | 'en';
}

/**
 * Changes a user's settings; what is omitted stays. Turning the digest off sends what waited for it at the next
 * pass of the worker, one mail per notification, rather than keeping it back.
 */
export async function updatePreferences(
  db: Db,
  userId: number,
  change: PreferencesChange,
  now: Date,
): Promise<NotificationPreferencesRow> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
      .for('update');
    const next = {
      channels: { ...(before?.channels ?? {}), ...(change.channels ?? {}) },
      digest: change.digest ?? before?.digest ?? false,
      lang: change.lang ?? before?.lang ?? 'vi',
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(notificationPreferences)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: next })
      .returning();
    if (before?.digest && !next.digest)
      await tx
        .update(notifications)
        .set({ mailState: 'pending' })
        .where(and(eq(notifications.userId, userId), eq(notifications.mailState, 'digest')));
    return saved!;
  });
  notificationsPending();
  return row;
}
