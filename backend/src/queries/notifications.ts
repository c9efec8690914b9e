import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { NotificationPreferencesRow, NotificationRow } from '../db/rows.js';
import { notificationPreferences, notifications } from '../db/schema.js';

/** A page of a user's notification centre (rows shown in-app), the newest first, with its counts. */
export async function notificationPage(
  db: Db,
  userId: number,
  q: { page: number; page_size: number; unread_only: boolean },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
  const listed = q.unread_only ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(listed)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(mine),
  ]);
  return {
    rows,
    total: q.unread_only ? (counts?.unread ?? 0) : (counts?.total ?? 0),
    unread: counts?.unread ?? 0,
  };
}

/** A user's unread count (the bell's). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)),
    );
  return row?.n ?? 0;
}

/** A user's settings, or null while they never changed them (every default then holds). */
export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? null;
}
