/**
 * The notifications' background work (issue 31 point 2; docs/decisions.md, "Issue 31 — the notification
 * worker"), in each backend process as the expiry worker is (commands/expiry.ts), until issue 34 moves it onto
 * a PostgreSQL job library with the same handlers:
 *
 * - mail: claims pending rows with `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING`, so
 *   two processes never claim one row, sends each through the outbox mailer, marks it sent or failed; a claim
 *   left by a process that died is taken again after `RECLAIM_MS`;
 * - the sweep: work assigned whose start has come, deadlines within 24 hours with the work not submitted,
 *   each inserted under its natural key (so sweeping again, or twice at once, adds nothing);
 * - the daily digest at the academy's hour: the `(user, day)` row of notification_digests is the claim.
 */
import { academyNow, academyToday } from '@lms/domain';
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { NotificationRow } from '../db/rows.js';
import {
  assignments,
  notificationDigests,
  notificationPreferences,
  notifications,
  userExams,
  users,
} from '../db/schema.js';
import type { Lang } from '../http/messages.js';
import type { Mailer } from '../mail/mailer.js';
import { digestMail, notificationMail } from '../mail/notifications.js';
import { activeStudentsOf, notifyAssigned, notifyDeadlineSoon } from './notification-events.js';
import { onNotificationsPending } from './notifications.js';

const HOUR = 3600_000;
/** A claim older than this was left by a process that stopped mid-send: it is taken again. */
export const RECLAIM_MS = 10 * 60_000;
/** Assignments that opened this long ago at most are still announced by the sweep (a server down a while). */
const OPENING_WINDOW_MS = 24 * HOUR;

export interface MailContext {
  mailer: Mailer;
  webOrigin: string;
}

interface Recipient {
  email: string;
  name: string;
  lang: Lang;
}

async function recipients(db: Db, userIds: number[]): Promise<Map<number, Recipient>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, lang: notificationPreferences.lang })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((r): [number, Recipient] => [
      r.id,
      { email: r.email, name: r.name, lang: r.lang === 'en' ? 'en' : 'vi' },
    ]),
  );
}

/** Claims up to `batch` rows waiting to be mailed (pending, or a stale claim): no two processes get one row. */
export async function claimPendingMails(db: Db, now: Date, batch = 50): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        eq(notifications.mailState, 'pending'),
        and(
          eq(notifications.mailState, 'sending'),
          lt(notifications.mailedAt, new Date(now.getTime() - RECLAIM_MS)),
        ),
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ mailState: 'sending', mailedAt: now })
    .where(inArray(notifications.id, due))
    .returning();
}

async function settle(db: Db, ids: number[], state: 'sent' | 'failed', now: Date) {
  if (!ids.length) return;
  await db
    .update(notifications)
    .set({ mailState: state, mailedAt: now })
    .where(and(inArray(notifications.id, ids), eq(notifications.mailState, 'sending')));
}

/** One pass of the mail: claims, sends one mail per row in its user's language, marks each sent or failed. */
export async function sendPendingMails(
  db: Db,
  ctx: MailContext,
  now: Date,
  { batch = 50, onError = (e: unknown) => console.error('notification mail:', e) } = {},
) {
  const claimed = await claimPendingMails(db, now, batch);
  const to = await recipients(db, [...new Set(claimed.map((n) => n.userId))]);
  const sent: number[] = [];
  const failed: number[] = [];
  for (const n of claimed) {
    const user = to.get(n.userId);
    try {
      if (!user) throw new Error(`notification ${n.id}: no user ${n.userId}`);
      await ctx.mailer.send(notificationMail(n, user, user.lang, ctx.webOrigin));
      sent.push(n.id);
    } catch (e) {
      failed.push(n.id);
      onError(e);
    }
  }
  await settle(db, sent, 'sent', now);
  await settle(db, failed, 'failed', now);
  return { claimed: claimed.length, sent: sent.length, failed: failed.length };
}

/**
 * The daily digest, once the academy's clock has passed `hour`: per user with notifications waiting for it,
 * the day's row of notification_digests is claimed (a second process finds it taken and sends nothing), then
 * one mail lists them.
 */
export async function sendDigests(
  db: Db,
  ctx: MailContext,
  now: Date,
  { hour = 18, onError = (e: unknown) => console.error('notification digest:', e) } = {},
) {
  if (academyNow(now).time < `${String(hour).padStart(2, '0')}:00:00`) return 0;
  const day = academyToday(now);
  const waiting = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.mailState, 'digest'));
  let mailed = 0;
  for (const { userId } of waiting) {
    const rows = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(notificationDigests)
        .values({ userId, day, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claim) return [];
      return tx
        .update(notifications)
        .set({ mailState: 'sending', mailedAt: now })
        .where(and(eq(notifications.userId, userId), eq(notifications.mailState, 'digest')))
        .returning();
    });
    if (!rows.length) continue;
    const user = (await recipients(db, [userId])).get(userId);
    const ids = rows.map((r) => r.id);
    try {
      if (!user) throw new Error(`digest: no user ${userId}`);
      rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      await ctx.mailer.send(digestMail(rows, user, day, user.lang, ctx.webOrigin));
      await settle(db, ids, 'sent', now);
      mailed++;
    } catch (e) {
      await settle(db, ids, 'failed', now);
      onError(e);
    }
  }
  return mailed;
}

/**
 * The scheduled notifications at `now`: assignments whose start has come (within a day) tell their class,
 * and assignments due within 24 hours remind each active student who has submitted nothing yet. Answers the
 * notifications made.
 */
export async function sweepScheduled(db: Db, now: Date): Promise<number> {
  let made = 0;
  const opened = await db
    .select()
    .from(assignments)
    .where(
      and(
        ne(assignments.kind, 'ielt'),
        lte(assignments.startAt, now),
        gt(assignments.startAt, new Date(now.getTime() - OPENING_WINDOW_MS)),
        gt(assignments.startAt, assignments.createdAt),
        or(isNull(assignments.deadline), gt(assignments.deadline, now)),
      ),
    );
  for (const a of opened) made += (await notifyAssigned(db, a, now)).length;

  const due = await db
    .select()
    .from(assignments)
    .where(
      and(
        ne(assignments.kind, 'ielt'),
        gt(assignments.deadline, now),
        lte(assignments.deadline, new Date(now.getTime() + 24 * HOUR)),
        or(isNull(assignments.startAt), lte(assignments.startAt, now)),
      ),
    );
  for (const a of due) {
    const [students, submitted] = await Promise.all([
      activeStudentsOf(db, a.classId),
      db
        .selectDistinct({ id: userExams.studentId })
        .from(userExams)
        .where(and(eq(userExams.assignmentId, a.id), ne(userExams.status, 'unfinished'))),
    ]);
    const done = new Set(submitted.map((s) => s.id));
    made += (
      await notifyDeadlineSoon(
        db,
        a,
        students.filter((id) => !done.has(id)),
        now,
      )
    ).length;
  }
  return made;
}

export interface NotificationWorkerOptions extends MailContext {
  /** Between passes over the pending mail (config NOTIFICATION_POLL_MS, default 5 s). */
  pollMs?: number;
  /** Between sweeps of the scheduled notifications (config NOTIFICATION_SWEEP_MS, default 1 min). */
  sweepMs?: number;
  /** The academy's hour of the daily digest (config NOTIFICATION_DIGEST_HOUR, default 18). */
  digestHour?: number;
  clock?: () => Date;
  onError?: (e: unknown) => void;
}

/**
 * The worker of one backend process: a pass at once, then every `pollMs`, and at once when an event of this
 * process notified (`notificationsPending`); the sweep and the digest every `sweepMs`. Stops with the app.
 */
export function startNotificationWorker(db: Db, opts: NotificationWorkerOptions) {
  const {
    pollMs = 5000,
    sweepMs = 60_000,
    digestHour = 18,
    clock = () => new Date(),
    onError = (e: unknown) => console.error('notifications:', e),
  } = opts;
  const ctx = { mailer: opts.mailer, webOrigin: opts.webOrigin };
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = -Infinity;
  const pass = async () => {
    const now = clock();
    if (now.getTime() - lastSweep >= sweepMs) {
      lastSweep = now.getTime();
      await sweepScheduled(db, now).catch(onError);
      await sendDigests(db, ctx, now, { hour: digestHour, onError }).catch(onError);
    }
    const { claimed } = await sendPendingMails(db, ctx, now, { onError });
    return claimed;
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    let full = false;
    running = pass()
      .then((claimed) => {
        full = claimed >= 50;
      })
      .catch(onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, full || again ? 0 : pollMs);
      });
  };
  const unlisten = onNotificationsPending(tick);
  tick();
  return {
    /** A pass now (or right after the one under way). */
    kick: tick,
    /** Resolves once the pass under way (if any) has ended. */
    async idle() {
      await running;
    },
    async stop() {
      stopped = true;
      unlisten();
      clearTimeout(timer);
      await running;
    },
  };
}
