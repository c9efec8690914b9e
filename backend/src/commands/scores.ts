import { transaction } from '../db/transaction.js';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { type SCORE_KINDS, assignments, changeRecords, classStudents, scores } from '../db/schema.js';
import { badRequest, conflict } from '../http/errors.js';
import type { MessageKey } from '../http/messages.js';
import { ENROLLED } from '../policies/classes.js';

type ScoreRow = typeof scores.$inferSelect;

export interface ScoreInput {
  classId: number;
  studentId: number;
  kind: (typeof SCORE_KINDS)[number];
  value: number;
  assignmentId?: number | null;
  note?: string;
}

export type ScoreChange = Partial<Pick<ScoreInput, 'kind' | 'value' | 'assignmentId' | 'note'>>;

/**
 * docs/product.md point 5: a score is 0..100 (checked by the route schema) and at most the assignment's
 * maximum; the assignment must be one of the class's; a new score needs an enrolled student.
 */
async function checkScore(
  tx: Tx,
  s: { classId: number; studentId: number; value: number; assignmentId: number | null },
  opts: { student: boolean; value: boolean },
) {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (opts.student) {
    const [member] = await tx
      .select({ status: classStudents.status })
      .from(classStudents)
      .where(and(eq(classStudents.classId, s.classId), eq(classStudents.studentId, s.studentId)));
    if (!member || !(ENROLLED as readonly string[]).includes(member.status)) {
      errors.student_id = 'student_not_in_class';
    }
  }
  if (s.assignmentId !== null) {
    const [assignment] = await tx
      .select({ classId: assignments.classId, maxScore: assignments.maxScore })
      .from(assignments)
      .where(eq(assignments.id, s.assignmentId));
    if (!assignment || assignment.classId !== s.classId) errors.assignment_id = 'assignment_not_in_class';
    else if (opts.value && s.value > assignment.maxScore) errors.value = 'score_invalid';
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * A score as its change record keeps it: a stored format of its own, so history written today reads the
 * same after the REST shape (presenters/results.ts) changes.
 */
const snapshot = (s: ScoreRow) => ({
  id: s.id,
  class_id: s.classId,
  student_id: s.studentId,
  assignment_id: s.assignmentId,
  kind: s.kind,
  value: s.value,
  note: s.note,
  created_by: s.createdBy,
  created_at: s.createdAt.toISOString(),
});

/** Scores are marks: every change leaves a change record (docs/product.md change-record actions). */
async function record(
  tx: Tx,
  action: 'add' | 'edit' | 'delete',
  actorId: number,
  scoreId: number,
  changes: { before?: ScoreRow; after?: ScoreRow },
) {
  await tx.insert(changeRecords).values({
    entityType: 'score',
    entityId: scoreId,
    action,
    actorId,
    changes: {
      before: changes.before ? snapshot(changes.before) : null,
      after: changes.after ? snapshot(changes.after) : null,
    },
  });
}

/**
 * Gives a score. A student has one score of a kind per assignment (a unique index): the same score sent
 * again answers the score already there, unchanged; another value for that slot is a change (PUT), so it
 * is refused here. Scores outside an assignment repeat safely with an Idempotency-Key header.
 */
export async function recordScore(db: Db, input: ScoreInput, actorId: number): Promise<ScoreRow> {
  return transaction(db, async (tx) => {
    const assignmentId = input.assignmentId ?? null;
    await checkScore(tx, { ...input, assignmentId }, { student: true, value: true });
    const values = {
      classId: input.classId,
      studentId: input.studentId,
      kind: input.kind,
      value: input.value,
      assignmentId,
      note: input.note ?? '',
      createdBy: actorId,
    };
    const [row] = await tx.insert(scores).values(values).onConflictDoNothing().returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(scores)
        .where(
          and(
            eq(scores.classId, values.classId),
            eq(scores.studentId, values.studentId),
            eq(scores.assignmentId, assignmentId!),
            eq(scores.kind, values.kind),
          ),
        );
      if (existing && existing.value === values.value && existing.note === values.note) return existing;
      throw conflict('score_exists', 'assignment_id');
    }
    await record(tx, 'add', actorId, row.id, { after: row });
    return row;
  });
}

export async function changeScore(
  db: Db,
  existing: ScoreRow,
  change: ScoreChange,
  actorId: number,
): Promise<ScoreRow> {
  if (Object.values(change).every((v) => v === undefined)) return existing;
  return transaction(db, async (tx) => {
    const assignmentId = change.assignmentId === undefined ? existing.assignmentId : change.assignmentId;
    const value = change.value ?? existing.value;
    const valueChanged = change.value !== undefined || assignmentId !== existing.assignmentId;
    await checkScore(
      tx,
      { classId: existing.classId, studentId: existing.studentId, value, assignmentId },
      { student: false, value: valueChanged },
    );
    const [row] = await tx
      .update(scores)
      .set({ kind: change.kind, value: change.value, assignmentId, note: change.note })
      .where(eq(scores.id, existing.id))
      .returning();
    await record(tx, 'edit', actorId, existing.id, { before: existing, after: row });
    return row!;
  });
}

export async function deleteScore(db: Db, existing: ScoreRow, actorId: number): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.delete(scores).where(eq(scores.id, existing.id));
    await record(tx, 'delete', actorId, existing.id, { before: existing });
  });
}
