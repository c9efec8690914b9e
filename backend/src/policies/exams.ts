import type { Db } from '../db/client.js';
import type { Viewer } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { classAccess } from './classes.js';
import { membershipsOf } from './memberships.js';
import { isStudent } from './roles.js';

/**
 * docs/design.md permission matrix, "take an assignment, see own results": students only, and only in a class
 * they are an active student of (a pending request, a reserve place or a student who left takes nothing).
 */
export async function requireTaker(db: Db, viewer: Viewer, classId: number) {
  if (!isStudent(viewer)) throw forbidden();
  const status = (await membershipsOf(db, viewer)).student.get(classId);
  if (status !== 'active') throw forbidden();
}

/** An attempt is read and written by its student alone. */
export function requireAttemptOwner(viewer: Viewer, attempt: { studentId: number }) {
  if (!isStudent(viewer) || attempt.studentId !== viewer.user.id) throw forbidden();
}

/**
 * Who reads an attempt's review: its student, and the class's markers (admin, the class's teachers, its
 * assigned examiners). Staff see keys and transcripts at once; the student once the work is returned.
 */
export async function reviewViewer(
  db: Db,
  viewer: Viewer,
  attempt: { studentId: number },
  classId: number,
): Promise<'student' | 'staff'> {
  if (isStudent(viewer)) {
    if (attempt.studentId !== viewer.user.id) throw forbidden();
    return 'student';
  }
  const access = await classAccess(db, viewer, classId);
  if (access !== 'mark' && access !== 'manage') throw forbidden();
  return 'staff';
}

/**
 * docs/design.md permission matrix, "mark and score, error tags on answers": admins everywhere, teachers in their
 * own classes, examiners in the classes they are assigned to; students never.
 */
export async function requireMarker(db: Db, viewer: Viewer, classId: number) {
  const access = await classAccess(db, viewer, classId);
  if (access !== 'mark' && access !== 'manage') throw forbidden();
}
