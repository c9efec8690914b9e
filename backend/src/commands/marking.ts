import { partNumbers, returnPlan } from '@lms/domain';
import { interactionOf, isAnswered, isBlankAttempt, MARKED_BY, returnedStatus } from '@lms/domain/questions';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { AssignmentRow } from '../db/rows.js';
import {
  answerErrorTags,
  markingDrafts,
  markingPresence,
  userAnswers,
  userExams,
  type DraftPartMark,
} from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { notifyReturned } from './notification-events.js';
import { notificationsPending } from './notifications.js';
import { conflict } from '../http/errors.js';
import { answersOf, examContent } from '../queries/exams.js';
import { draftOf, PRESENCE_STALE_MS } from '../queries/marking.js';

/**
 * Writes a marker's draft (docs/design.md section 9): the parts sent replace their marks in the draft, the others
 * stay, so a marker saving as they go never loses a part marked earlier; the comment changes when sent.
 *
 * Two markers saving at once never lose each other's parts (issue 26 point 5): the attempt's row is locked
 * first (`for update`, as `returnWork` does), so the draft is read, merged and written by one save at a time.
 * A save that waited for a return of the work (stamped before the attempt's `marked_at`) is refused with 409
 * `mark_returned_meanwhile`: it would otherwise start a draft on work returned without it (docs/decisions.md).
 */
export async function saveDraft(
  db: Db,
  userExamId: number,
  changes: { comment?: string; parts: DraftPartPatch[] },
  by: number,
  now: Date,
) {
  return transaction(db, (tx) => mergeDraft(tx, userExamId, changes, by, now));
}

/** A part's mark as a save sends it: its score, and its comment and error tags when sent (kept otherwise). */
export type DraftPartPatch = Pick<DraftPartMark, 'partId' | 'score'> & Partial<DraftPartMark>;

/** `saveDraft` inside a caller's transaction: the attempt locked, then the draft read, merged and written. */
export async function mergeDraft(
  tx: Tx,
  userExamId: number,
  changes: { comment?: string; parts: DraftPartPatch[] },
  by: number,
  now: Date,
) {
  await lockMarkable(tx, userExamId, now);
  const held = await draftOf(tx, userExamId);
  const parts = new Map((held?.parts ?? []).map((p) => [p.partId, p]));
  for (const p of changes.parts) {
    const was = parts.get(p.partId);
    parts.set(p.partId, {
      partId: p.partId,
      score: p.score,
      comment: p.comment ?? was?.comment ?? '',
      errorTags: p.errorTags ?? was?.errorTags ?? [],
    });
  }
  const row = {
    userExamId,
    comment: changes.comment ?? held?.comment ?? '',
    parts: [...parts.values()].sort((x, y) => x.partId - y.partId),
    updatedBy: by,
    updatedAt: now,
  };
  const [saved] = await tx
    .insert(markingDrafts)
    .values(row)
    .onConflictDoUpdate({ target: markingDrafts.userExamId, set: row })
    .returning();
  return saved!;
}

/**
 * Locks the attempt's row for a write of its marks (issue 26 point 5), refusing unsubmitted work (409
 * `mark_not_submitted`) and a write stamped before the work's latest return (409 `mark_returned_meanwhile`: it
 * waited behind that return, and the marks it carries were not in it).
 */
export async function lockMarkable(tx: Tx, userExamId: number, now: Date) {
  const [exam] = await tx.select().from(userExams).where(eq(userExams.id, userExamId)).for('update');
  if (!exam || exam.status === 'unfinished') throw conflict('mark_not_submitted');
  if (exam.markedAt && exam.markedAt.getTime() > now.getTime()) throw conflict('mark_returned_meanwhile');
  return exam;
}

/**
 * Returns the work: the draft's marks become the attempt's (part scores, comments, error tags), the total is
 * scaled to the assignment's maximum as on submit, and the attempt passes or fails by the minimum score; the
 * draft goes. By the rule of `returnPlan` (@lms/domain): a part for a person that the student did not answer
 * and nobody scored goes back with 0; one the student answered and nobody scored is unmarked, refused (409
 * naming the parts by their numbers in the exam) unless the marker confirms returning it with 0. A blank
 * attempt (nothing answered) fails whatever its marks (docs/decisions.md, issue 25).
 */
export async function returnWork(
  db: Db,
  userExamId: number,
  assignment: AssignmentRow,
  by: number,
  now: Date,
  options: { confirmUnmarked?: boolean } = {},
) {
  return transaction(db, async (tx) => {
    const [exam] = await tx.select().from(userExams).where(eq(userExams.id, userExamId)).for('update');
    if (!exam || exam.status === 'unfinished') throw conflict('mark_not_submitted');
    const [draft, content] = await Promise.all([
      draftOf(tx, userExamId),
      examContent(tx, assignment.exerciseId),
    ]);
    const marks = new Map((draft?.parts ?? []).map((p) => [p.partId, p]));
    const answers = new Map((await answersOf(tx, userExamId)).map((a) => [a.questionPartId, a]));
    const parts = content.questions.flatMap((q) => content.parts.get(q.id) ?? []);
    const plan = returnPlan(
      parts.map((p) => {
        const interaction = interactionOf(p.questionType);
        return {
          id: p.id,
          markedBy: MARKED_BY[interaction],
          maxScore: p.score,
          weight: p.weight,
          score: marks.get(p.id)?.score ?? answers.get(p.id)?.score ?? null,
          answered: isAnswered(interaction, answers.get(p.id)?.answer),
        };
      }),
      assignment.maxScore,
    );
    if (plan.unmarked.length && !options.confirmUnmarked) {
      const numbers = partNumbers(
        parts.map((p) => ({ id: p.id, interaction: interactionOf(p.questionType) })),
      );
      throw conflict('mark_parts_unmarked', undefined, {
        parts: plan.unmarked.map((id) => String(numbers.get(id))).join(', '),
      });
    }

    for (const mark of marks.values()) {
      const set = {
        ...(mark.score !== null ? { score: mark.score } : {}),
        teacherComment: mark.comment,
      };
      // A part the student left blank still takes its mark and comment: an empty answer holds them.
      const [answer] = await tx
        .insert(userAnswers)
        .values({ userExamId, questionPartId: mark.partId, answer: {}, seq: 0, ...set })
        .onConflictDoUpdate({ target: [userAnswers.userExamId, userAnswers.questionPartId], set })
        .returning({ id: userAnswers.id });
      await tx.delete(answerErrorTags).where(eq(answerErrorTags.answerId, answer!.id));
      if (mark.errorTags.length) {
        await tx.insert(answerErrorTags).values(
          mark.errorTags.map((t) => ({
            answerId: answer!.id,
            errorTagId: t.errorTagId,
            note: t.note,
            createdBy: by,
          })),
        );
      }
    }
    // What nobody scored and goes back with 0 (no answer; unmarked, confirmed) holds its 0, as a mark does.
    const zeroed = plan.parts.filter((p) => p.by === 'unanswered' || p.by === 'unmarked').map((p) => p.id);
    if (zeroed.length) {
      await tx
        .insert(userAnswers)
        .values(
          zeroed.map((questionPartId) => ({ userExamId, questionPartId, answer: {}, seq: 0, score: 0 })),
        )
        .onConflictDoUpdate({
          target: [userAnswers.userExamId, userAnswers.questionPartId],
          set: { score: 0 },
        });
    }
    const total = plan.total;
    const [returned] = await tx
      .update(userExams)
      .set({
        status: returnedStatus(
          total,
          assignment.minScore,
          isBlankAttempt(
            parts.map((p) => ({
              interaction: interactionOf(p.questionType),
              response: answers.get(p.id)?.answer,
            })),
          ),
        ),
        score: total,
        comment: draft ? draft.comment : exam.comment,
        markedBy: by,
        markedAt: now,
        updatedAt: now,
      })
      .where(eq(userExams.id, userExamId))
      .returning();
    await tx.delete(markingDrafts).where(eq(markingDrafts.userExamId, userExamId));
    await notifyReturned(tx, returned!, assignment, now);
    return returned!;
  }).then((returned) => {
    notificationsPending();
    return returned;
  });
}

/**
 * A marker's heartbeat on an attempt's marking page (issue 26 point 5): their presence is seen now (server
 * clock), and the attempt's stale presences (older than `PRESENCE_STALE_MS`) are cleared.
 */
export async function markPresence(db: Db, userExamId: number, userId: number, now: Date) {
  await transaction(db, async (tx) => {
    await tx
      .delete(markingPresence)
      .where(
        and(
          eq(markingPresence.userExamId, userExamId),
          lt(markingPresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
        ),
      );
    await tx
      .insert(markingPresence)
      .values({ userExamId, userId, seenAt: now })
      .onConflictDoUpdate({
        target: [markingPresence.userExamId, markingPresence.userId],
        set: { seenAt: now },
      });
  });
}

/** A marker leaves an attempt's marking page: their presence goes at once. */
export async function leavePresence(db: Db, userExamId: number, userId: number) {
  await db
    .delete(markingPresence)
    .where(and(eq(markingPresence.userExamId, userExamId), eq(markingPresence.userId, userId)));
}
