import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments } from '../../db/schema.js';
import type { Viewer } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/errors.js';
import { authorizeClass, authorizeClasses, visibleClassIds } from '../../policies/classes.js';
import { isStudent } from '../../policies/roles.js';
import { mergeIds } from './schema.js';

/**
 * The classes a results list may draw from. An explicit filter must be readable (one unknown
 * `class_id` is 404, an unreadable one 403); without one, the viewer's own classes (null: all, admin).
 */
export async function readableClassIds(
  db: Db,
  viewer: Viewer,
  q: { class_id?: number; class_ids?: number[] },
): Promise<number[] | null> {
  const requested = mergeIds(q.class_id, q.class_ids);
  if (!requested) return visibleClassIds(db, viewer);
  if (q.class_id !== undefined && q.class_ids === undefined) {
    await authorizeClass(db, viewer, q.class_id, 'read');
  } else {
    await authorizeClasses(db, viewer, requested, 'read');
  }
  return requested;
}

/**
 * A student sees only their own results and scores: the student filter is forced to them, and
 * asking for anyone else is refused rather than silently narrowed.
 */
export function readableStudentIds(
  viewer: Viewer,
  q: { student_id?: number; student_ids?: number[] },
): number[] | undefined {
  const requested = mergeIds(q.student_id, q.student_ids);
  if (!isStudent(viewer)) return requested;
  if (requested?.some((id) => id !== viewer.user.id)) throw forbidden();
  return [viewer.user.id];
}

/** An assignment filter: every assignment's class must be readable; a single unknown id is 404. */
export async function authorizeAssignmentFilter(
  db: Db,
  viewer: Viewer,
  q: { assignment_id?: number; assignment_ids?: number[] },
): Promise<number[] | undefined> {
  const requested = mergeIds(q.assignment_id, q.assignment_ids);
  if (!requested) return undefined;
  const rows = await db
    .select({ classId: assignments.classId })
    .from(assignments)
    .where(inArray(assignments.id, requested));
  if (q.assignment_ids === undefined && rows.length === 0) throw notFound();
  const classIds = [...new Set(rows.map((r) => r.classId))];
  await authorizeClasses(db, viewer, classIds, 'read');
  return requested;
}
