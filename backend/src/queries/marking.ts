import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  answerErrorTags,
  errorTags,
  markingDrafts,
  markingPresence,
  userAnswers,
  users,
} from '../db/schema.js';

/** The attempt's draft of marks, or undefined when none is being written. */
export async function draftOf(db: Db | Tx, userExamId: number) {
  const [row] = await db.select().from(markingDrafts).where(eq(markingDrafts.userExamId, userExamId));
  return row;
}

/** The returned error tags on an attempt's answers (with their names and links), by question part. */
export async function returnedErrorTags(db: Db | Tx, userExamId: number) {
  const rows = await db
    .select({
      partId: userAnswers.questionPartId,
      errorTagId: answerErrorTags.errorTagId,
      note: answerErrorTags.note,
      name: errorTags.name,
      link: errorTags.link,
    })
    .from(answerErrorTags)
    .innerJoin(userAnswers, eq(userAnswers.id, answerErrorTags.answerId))
    .innerJoin(errorTags, eq(errorTags.id, answerErrorTags.errorTagId))
    .where(eq(userAnswers.userExamId, userExamId))
    .orderBy(answerErrorTags.errorTagId);
  const byPart = new Map<number, { errorTagId: number; note: string; name: string; link: string }[]>();
  for (const r of rows) byPart.set(r.partId, [...(byPart.get(r.partId) ?? []), r]);
  return byPart;
}

/** Who may put each of these error tags on an answer: whether it is common, and its manager. */
export async function errorTagOwners(db: Db | Tx, ids: number[]) {
  if (!ids.length) return new Map<number, { isCommon: boolean; managerId: number | null }>();
  const rows = await db
    .select({ id: errorTags.id, isCommon: errorTags.isCommon, managerId: errorTags.managerId })
    .from(errorTags)
    .where(inArray(errorTags.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A marking page not heard from for this long has been left (its heartbeat comes every 20 s; issue 26). */
export const PRESENCE_STALE_MS = 60_000;

/** The other markers with the attempt's marking page open now: seen within `PRESENCE_STALE_MS`. */
export async function otherMarkers(db: Db | Tx, userExamId: number, userId: number, now: Date) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, seenAt: markingPresence.seenAt })
    .from(markingPresence)
    .innerJoin(users, eq(users.id, markingPresence.userId))
    .where(
      and(
        eq(markingPresence.userExamId, userExamId),
        ne(markingPresence.userId, userId),
        gte(markingPresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
      ),
    )
    .orderBy(asc(markingPresence.seenAt), asc(users.id));
}
