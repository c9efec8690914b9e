import type { Db } from '../db/client.js';
import type { Viewer } from '../http/auth.js';
import { forbidden } from '../http/errors.js';
import { authorizeClass, authorizeClasses, visibleClassIds } from './classes.js';
import { isStudent } from './roles.js';

/** `x_id` and `x_ids` together, or undefined when neither was sent. */
export function mergeIds(one: number | undefined, many: number[] | undefined): number[] | undefined {
  if (one === undefined && many === undefined) return undefined;
  return [...new Set([...(one === undefined ? [] : [one]), ...(many ?? [])])];
}

/**
 * The classes a list may draw from. An explicit filter must be readable (one unknown `class_id` is 404,
 * an unreadable class 403); without one, the classes the viewer may read (null: all, admin).
 */
export async function readableClassIds(
  db: Db,
  viewer: Viewer,
  q: { class_id?: number | undefined; class_ids?: number[] | undefined },
): Promise<number[] | null> {
  const requested = mergeIds(q.class_id, q.class_ids);
  if (!requested) return visibleClassIds(db, viewer);
  if (q.class_id !== undefined) await authorizeClass(db, viewer, q.class_id, 'read');
  if (q.class_ids !== undefined) await authorizeClasses(db, viewer, q.class_ids, 'read');
  return requested;
}

/** A student sees only their own rows: asking for anyone else is refused, not silently narrowed. */
export function readableStudentIds(
  viewer: Viewer,
  q: { student_id?: number | undefined; student_ids?: number[] | undefined },
): number[] | undefined {
  const requested = mergeIds(q.student_id, q.student_ids);
  if (!isStudent(viewer)) return requested;
  if (requested?.some((id) => id !== viewer.user.id)) throw forbidden();
  return [viewer.user.id];
}

/** A student's figures (counts, means) cover only themself: the student to confine them to, if any. */
export function figuresConfinedTo(viewer: Viewer): number | undefined {
  return isStudent(viewer) ? viewer.user.id : undefined;
}
