import type { Accommodation, AccommodationSource } from '@lms/domain';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { assignmentAccommodations, assignments, classStudents, studentAccommodations } from '../db/schema.js';

export type EffectiveAccommodation = Accommodation & { extraAttempts: number; source: AccommodationSource };

const standingColumns = {
  extraTimePercent: studentAccommodations.extraTimePercent,
  extraTimeMinutes: studentAccommodations.extraTimeMinutes,
  extraAttempts: studentAccommodations.extraAttempts,
};
const overrideColumns = {
  assignmentId: assignmentAccommodations.assignmentId,
  extraTimePercent: assignmentAccommodations.extraTimePercent,
  extraTimeMinutes: assignmentAccommodations.extraTimeMinutes,
  extraAttempts: assignmentAccommodations.extraAttempts,
};

/** A student's standing accommodation (issue 31 point 1); null when none was set. */
export async function standingAccommodationOf(
  db: Db | Tx,
  studentId: number,
): Promise<(Accommodation & { extraAttempts: number }) | null> {
  const [row] = await db
    .select(standingColumns)
    .from(studentAccommodations)
    .where(eq(studentAccommodations.userId, studentId));
  return row ?? null;
}

/**
 * A student's accommodation on each of `assignmentIds` (docs/design.md section 12): the assignment's own
 * override when one was set (it wins, even when it gives nothing), else the standing setting; absent when
 * neither. Two queries whatever the number of assignments.
 */
export async function effectiveAccommodations(
  db: Db | Tx,
  studentId: number,
  assignmentIds: number[],
): Promise<Map<number, EffectiveAccommodation>> {
  const out = new Map<number, EffectiveAccommodation>();
  if (!assignmentIds.length) return out;
  const [overrides, standing] = await Promise.all([
    db
      .select(overrideColumns)
      .from(assignmentAccommodations)
      .where(
        and(
          eq(assignmentAccommodations.studentId, studentId),
          inArray(assignmentAccommodations.assignmentId, assignmentIds),
        ),
      ),
    standingAccommodationOf(db, studentId),
  ]);
  for (const id of assignmentIds) if (standing) out.set(id, { ...standing, source: 'standing' });
  for (const { assignmentId, ...o } of overrides) out.set(assignmentId, { ...o, source: 'assignment' });
  return out;
}

/** One student's accommodation on one assignment (the override, else the standing one); null when none. */
export async function effectiveAccommodationOf(
  db: Db | Tx,
  assignmentId: number,
  studentId: number,
): Promise<EffectiveAccommodation | null> {
  return (await effectiveAccommodations(db, studentId, [assignmentId])).get(assignmentId) ?? null;
}

export interface AccommodationRow extends EffectiveAccommodation {
  assignmentId: number;
  studentId: number;
  timeLimit: number | null;
}

/**
 * The students of each assignment's class (`statuses`) who have an accommodation on it, with its source: one
 * query for the batch. `studentId` narrows it to one student (a student reading their own).
 */
export async function accommodationRows(
  db: Db,
  assignmentIds: number[],
  statuses: readonly string[],
  studentId?: number,
): Promise<AccommodationRow[]> {
  const rows = await db
    .select({
      assignmentId: assignments.id,
      studentId: classStudents.studentId,
      timeLimit: assignments.timeLimit,
      override: {
        assignmentId: assignmentAccommodations.assignmentId,
        extraTimePercent: assignmentAccommodations.extraTimePercent,
        extraTimeMinutes: assignmentAccommodations.extraTimeMinutes,
        extraAttempts: assignmentAccommodations.extraAttempts,
      },
      standing: { userId: studentAccommodations.userId, ...standingColumns },
    })
    .from(assignments)
    .innerJoin(classStudents, eq(classStudents.classId, assignments.classId))
    .leftJoin(
      assignmentAccommodations,
      and(
        eq(assignmentAccommodations.assignmentId, assignments.id),
        eq(assignmentAccommodations.studentId, classStudents.studentId),
      ),
    )
    .leftJoin(studentAccommodations, eq(studentAccommodations.userId, classStudents.studentId))
    .where(
      and(
        inArray(assignments.id, assignmentIds),
        inArray(classStudents.status, statuses as never[]),
        studentId === undefined ? undefined : eq(classStudents.studentId, studentId),
        or(isNotNull(assignmentAccommodations.assignmentId), isNotNull(studentAccommodations.userId)),
      ),
    )
    .orderBy(assignments.id, classStudents.studentId);
  return rows.map((r) => {
    const base = { assignmentId: r.assignmentId, studentId: r.studentId, timeLimit: r.timeLimit };
    if (r.override?.assignmentId) {
      const { assignmentId: _, ...o } = r.override;
      return { ...base, ...o, extraAttempts: o.extraAttempts ?? 0, source: 'assignment' as const };
    }
    const { userId: _, ...s } = r.standing!;
    return { ...base, ...s, extraAttempts: s.extraAttempts ?? 0, source: 'standing' as const };
  });
}
