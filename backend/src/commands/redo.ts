import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AssignmentRow } from '../db/rows.js';
import { userExams } from '../db/schema.js';
import { transaction } from '../db/transaction.js';
import { conflict } from '../http/errors.js';
import { notifyRedo } from './notification-events.js';
import { notificationsPending } from './notifications.js';

/**
 * Asking for a redo (issue 13, docs/design.md section 9): a marker asks the student to take a returned attempt
 * (pass or fail, even above the minimum) again; `decideStart` then lets the next attempt start inside the
 * assignment's window. Refused (409) unless the attempt is returned (`redo_not_returned`), when it was asked
 * already (`redo_already_requested`), when a later attempt exists (`redo_already_started`) and once the
 * deadline has passed (`redo_deadline_passed`: the student could not start it).
 */
export async function requestRedo(
  db: Db,
  userExamId: number,
  assignment: AssignmentRow,
  by: number,
  note: string,
  now: Date,
) {
  return transaction(db, async (tx) => {
    const [exam] = await tx.select().from(userExams).where(eq(userExams.id, userExamId)).for('update');
    if (!exam || (exam.status !== 'pass' && exam.status !== 'fail'))
      throw conflict('redo_not_returned', 'non_field_errors');
    if (exam.redoRequestedAt) throw conflict('redo_already_requested', 'non_field_errors');
    const [latest] = await tx
      .select({ attempt: userExams.attempt })
      .from(userExams)
      .where(and(eq(userExams.assignmentId, exam.assignmentId), eq(userExams.studentId, exam.studentId)))
      .orderBy(desc(userExams.attempt))
      .limit(1);
    if (latest && latest.attempt > exam.attempt) throw conflict('redo_already_started', 'non_field_errors');
    if (assignment.deadline && now >= assignment.deadline)
      throw conflict('redo_deadline_passed', 'non_field_errors');
    const [row] = await tx
      .update(userExams)
      .set({ redoRequestedAt: now, redoRequestedBy: by, redoNote: note, updatedAt: now })
      .where(
        and(
          eq(userExams.id, userExamId),
          inArray(userExams.status, ['pass', 'fail']),
          isNull(userExams.redoRequestedAt),
        ),
      )
      .returning();
    if (!row) throw conflict('redo_already_requested', 'non_field_errors');
    await notifyRedo(tx, row, assignment, now);
    return row;
  }).then((row) => {
    notificationsPending();
    return row;
  });
}
