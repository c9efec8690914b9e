import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AttemptPlayRow } from '../db/rows.js';
import { attemptPlays, userExams } from '../db/schema.js';
import { transaction } from '../db/transaction.js';

/** A play runs from its start to its end; one whose length is unknown runs until the attempt ends. */
export const playRunning = (p: AttemptPlayRow, now: Date) => p.endsAt === null || p.endsAt > now;

export type PlayStart =
  | { kind: 'started' | 'running'; plays: AttemptPlayRow[] }
  | { kind: 'used' | 'closed'; plays: AttemptPlayRow[] };

/**
 * Starts a play of a limited clip by the server's clock (issue 30 point 3, docs/design.md section 9): the
 * running play answers as it is (a reload or a second tab counts nothing), a new one is recorded while plays
 * are left, and none once the limit is used. The attempt's row is locked, so two tabs never take one number.
 */
export async function startPlay(
  db: Db,
  userExamId: number,
  mediaId: number,
  limit: number,
  durationMs: number | null,
  now: Date,
): Promise<PlayStart> {
  return transaction(db, async (tx) => {
    const [locked] = await tx.select().from(userExams).where(eq(userExams.id, userExamId)).for('update');
    const plays = await tx
      .select()
      .from(attemptPlays)
      .where(and(eq(attemptPlays.userExamId, userExamId), eq(attemptPlays.mediaId, mediaId)))
      .orderBy(asc(attemptPlays.play));
    if (!locked || locked.status !== 'unfinished') return { kind: 'closed', plays };
    const latest = plays.at(-1);
    if (latest && playRunning(latest, now)) return { kind: 'running', plays };
    if (plays.length >= limit) return { kind: 'used', plays };
    const [row] = await tx
      .insert(attemptPlays)
      .values({
        userExamId,
        mediaId,
        play: plays.length + 1,
        startedAt: now,
        endsAt: durationMs === null ? null : new Date(now.getTime() + durationMs),
      })
      .returning();
    return { kind: 'started', plays: [...plays, row!] };
  });
}
