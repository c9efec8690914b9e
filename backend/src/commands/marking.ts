import {
  interactionOf,
  isBlankAttempt,
  MARKED_BY,
  returnedStatus,
  scaledTotal,
  type Interaction,
} from '@lms/domain/questions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AssignmentRow } from '../db/rows.js';
import { answerErrorTags, markingDrafts, userAnswers, userExams, type DraftPartMark } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { conflict } from '../http/errors.js';
import { answersOf, examContent } from '../queries/exams.js';
import { draftOf } from '../queries/marking.js';

/**
 * Writes a marker's draft (DESIGN.md section 9): the parts sent replace their marks in the draft, the others
 * stay, so a marker saving as they go never loses a part marked earlier; the comment changes when sent.
 */
export async function saveDraft(
  db: Db,
  userExamId: number,
  changes: { comment?: string; parts: DraftPartMark[] },
  by: number,
  now: Date,
) {
  return transaction(db, async (tx) => {
    const held = await draftOf(tx, userExamId);
    const parts = new Map((held?.parts ?? []).map((p) => [p.partId, p]));
    for (const p of changes.parts) parts.set(p.partId, p);
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
  });
}

/**
 * Returns the work: the draft's marks become the attempt's (part scores, comments, error tags), the total is
 * scaled to the assignment's maximum as on submit, and the attempt passes or fails by the minimum score (a
 * blank attempt fails); the draft goes. Every part a person or the speech scorer marks needs a score by then (409 otherwise).
 */
export async function returnWork(
  db: Db,
  userExamId: number,
  assignment: AssignmentRow,
  by: number,
  now: Date,
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
    const totals: { earned: number | null; score: number; weight: number }[] = [];
    const responses: { interaction: Interaction; response: unknown }[] = [];
    const unscored: number[] = [];
    for (const parts of content.parts.values()) {
      for (const p of parts) {
        const interaction = interactionOf(p.questionType);
        responses.push({ interaction, response: answers.get(p.id)?.answer });
        const by = MARKED_BY[interaction];
        const earned =
          marks.get(p.id)?.score ??
          answers.get(p.id)?.score ??
          (by === 'person' || by === 'speech' ? null : 0);
        if (earned === null) unscored.push(p.id);
        totals.push({ earned, score: p.score, weight: p.weight });
      }
    }
    if (unscored.length) throw conflict('mark_parts_unscored');

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
    const total = scaledTotal(totals, assignment.maxScore);
    const [returned] = await tx
      .update(userExams)
      .set({
        // A blank attempt fails whatever its marks (docs/decisions.md, issue 25).
        status: returnedStatus(total, assignment.minScore, isBlankAttempt(responses)),
        score: total,
        comment: draft ? draft.comment : exam.comment,
        markedBy: by,
        markedAt: now,
        updatedAt: now,
      })
      .where(eq(userExams.id, userExamId))
      .returning();
    await tx.delete(markingDrafts).where(eq(markingDrafts.userExamId, userExamId));
    return returned!;
  });
}
