import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { assignments } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { authorizeClasses } from './classes.js';
import { mergeIds } from './list-scope.js';

/** An assignment filter: every assignment's class must be readable; a single unknown id is 404. */
export async function readableAssignmentIds(
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
