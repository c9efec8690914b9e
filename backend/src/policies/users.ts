import type { Db } from '../db/client.js';
import type { Viewer } from '../http/auth.js';
import { badRequest, forbidden } from '../http/errors.js';
import { studentsOfTeacher } from '../queries/users.js';
import { isAdmin, isTeacher, requireRole } from './roles.js';

/** An administrator lists everyone, a teacher the students of their own classes (given as `teacherId`). */
export function readableUsers(viewer: Viewer): { teacherId?: number } {
  requireRole(viewer, 'ADMIN', 'TEACHER');
  return isTeacher(viewer) ? { teacherId: viewer.user.id } : {};
}

/**
 * Staff read the public profile of staff (the author of a question, the marker of an answer, a tag's manager):
 * name, picture, role and e-mail, as `presentUserFor` gives it. Students name staff only through their classes.
 */
export function readableStaff(viewer: Viewer) {
  requireRole(viewer, 'ADMIN', 'TEACHER', 'SPECIALIZE');
}

/** Oneself, anyone for an administrator, a student of one's classes for a teacher; else 403. */
export async function authorizeUserRead(db: Db, viewer: Viewer, userId: number) {
  if (isAdmin(viewer) || viewer.user.id === userId) return;
  if (isTeacher(viewer)) {
    const rows = await studentsOfTeacher(db, viewer.user.id);
    if (rows.some((r) => r.id === userId)) return;
  }
  throw forbidden();
}

/**
 * A profile is changed by its owner or an administrator; role, status, activity and e-mail (the
 * `managedFieldsSent`) by an administrator only, 400 on each such field.
 */
export function authorizeProfileEdit(viewer: Viewer, userId: number, managedFieldsSent: string[]) {
  if (isAdmin(viewer)) return;
  if (viewer.user.id !== userId) throw forbidden();
  if (managedFieldsSent.length) {
    throw badRequest(Object.fromEntries(managedFieldsSent.map((f) => [f, 'role_change_forbidden'])));
  }
}
