import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lessons } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import { authorizeClasses } from './classes.js';
import { mergeIds } from './list-scope.js';

/** A lesson filter: every lesson's class must be readable; a single unknown `lesson_id` is 404. */
export async function readableLessonIds(
  db: Db,
  viewer: Viewer,
  q: { lesson_id?: number | undefined; lesson_ids?: number[] | undefined },
): Promise<number[] | undefined> {
  const requested = mergeIds(q.lesson_id, q.lesson_ids);
  if (!requested) return undefined;
  const rows = await db
    .select({ id: lessons.id, classId: lessons.classId })
    .from(lessons)
    .where(inArray(lessons.id, requested));
  if (q.lesson_id !== undefined && !rows.some((r) => r.id === q.lesson_id)) throw notFound();
  await authorizeClasses(db, viewer, [...new Set(rows.map((r) => r.classId))], 'read');
  return requested;
}
