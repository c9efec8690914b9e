import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classStaff, classStudents } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { badRequest, forbidden } from '../http/errors.js';
import { assertUserExists } from '../queries/users.js';
import { ENROLLED, authorizeClass } from './classes.js';
import { isAdmin, isStudent, isTeacher, requireRole } from './roles.js';

/**
 * A student sees who is in the class, not who asked, left or paused: active classmates and their own rows.
 * Gives the student whose own rows a list shows besides the active ones; undefined: every row.
 */
export function rosterOwner(viewer: Viewer): number | undefined {
  return isStudent(viewer) ? viewer.user.id : undefined;
}

/** Only administrators pull a user into a class: a teacher could otherwise reach any student account. */
export async function authorizeAddStudents(db: Db, viewer: Viewer, classId: number) {
  requireRole(viewer, 'ADMIN');
  await authorizeClass(db, viewer, classId, 'manage');
}

/**
 * Whose classes a viewer may list: their own; an administrator any student's; a teacher a student of
 * their classes, and only through those classes. Gives the classes the list is confined to (null: all).
 */
export async function readableStudentClassIds(
  db: Db,
  viewer: Viewer,
  studentId: number,
): Promise<number[] | null> {
  if (studentId === viewer.user.id) return null;
  if (!isAdmin(viewer) && !isTeacher(viewer)) throw forbidden();
  await assertUserExists(db, studentId);
  if (!isTeacher(viewer)) return null;
  const taught = (
    await db.select({ id: classStaff.classId }).from(classStaff).where(eq(classStaff.userId, viewer.user.id))
  ).map((r) => r.id);
  const [shared] = await db
    .select({ n: count() })
    .from(classStudents)
    .where(and(eq(classStudents.studentId, studentId), inArray(classStudents.classId, taught)));
  if (!shared?.n) throw forbidden();
  return taught;
}

/** Whose staffed classes a viewer may list: staff their own, an administrator anyone's. */
export async function authorizeStaffClassList(db: Db, viewer: Viewer, staffId: number) {
  requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
  if (staffId === viewer.user.id) return;
  if (!isAdmin(viewer)) throw forbidden();
  await assertUserExists(db, staffId);
}

/** 400 on `student_id` unless the student is enrolled (active or reserve) in the class. */
export async function assertEnrolled(db: Db, classId: number, studentId: number) {
  const [row] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(
      and(
        eq(classStudents.classId, classId),
        eq(classStudents.studentId, studentId),
        inArray(classStudents.status, [...ENROLLED]),
      ),
    );
  if (!row) throw badRequest({ student_id: 'accommodation_not_in_class' });
}
