import type { Accommodation } from '@lms/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assignmentAccommodations, studentAccommodations } from '../db/schema.js';

type Values = Accommodation & { extraAttempts: number };

/** Sets a student's standing accommodation (issue 31 point 1), replacing the one before. */
export async function setAccommodation(db: Db, studentId: number, acc: Values, by: number, now: Date) {
  const values = { ...acc, updatedBy: by, updatedAt: now };
  const [row] = await db
    .insert(studentAccommodations)
    .values({ userId: studentId, ...values })
    .onConflictDoUpdate({ target: studentAccommodations.userId, set: values })
    .returning();
  return row!;
}

/**
 * Sets a student's accommodation on one assignment (issue 31 point 1), replacing the one before; it wins over
 * the standing setting for this assignment, even when it gives nothing. Attempts already started keep the
 * minutes they got (docs/decisions.md "Issue 31 — per-assignment accommodations").
 */
export async function setAssignmentAccommodation(
  db: Db,
  assignmentId: number,
  studentId: number,
  acc: Values,
  by: number,
  now: Date,
) {
  const values = { ...acc, updatedBy: by, updatedAt: now };
  const [row] = await db
    .insert(assignmentAccommodations)
    .values({ assignmentId, studentId, ...values })
    .onConflictDoUpdate({
      target: [assignmentAccommodations.assignmentId, assignmentAccommodations.studentId],
      set: values,
    })
    .returning();
  return row!;
}

/** Removes a student's override on one assignment: the standing setting applies again. */
export async function clearAssignmentAccommodation(db: Db, assignmentId: number, studentId: number) {
  await db
    .delete(assignmentAccommodations)
    .where(
      and(
        eq(assignmentAccommodations.assignmentId, assignmentId),
        eq(assignmentAccommodations.studentId, studentId),
      ),
    );
}
