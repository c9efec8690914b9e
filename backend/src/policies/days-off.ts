import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classes } from '../db/schema.js';
import type { Viewer } from '../http/auth.js';
import { forbidden, notFound } from '../http/errors.js';
import { authorizeClass } from './classes.js';
import { mergeIds, readableClassIds } from './list-scope.js';
import { isAdmin, isSpecialize } from './roles.js';

/**
 * Days off are read more widely than classes (docs/design.md matrix): the examiner reads every class's, the
 * others the classes they may read. Academy-wide days off are for everyone and are added by the caller.
 */
export async function readableDayOffClassIds(
  db: Db,
  viewer: Viewer,
  q: { class_id?: number | undefined; class_ids?: number[] | undefined },
): Promise<number[] | null> {
  if (!isSpecialize(viewer)) return readableClassIds(db, viewer, q);
  if (q.class_id !== undefined) {
    const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, q.class_id));
    if (!cls) throw notFound();
  }
  return mergeIds(q.class_id, q.class_ids) ?? null;
}

/** Writing a day off: the academy's only for an admin, a class's for whoever manages the class. */
export async function authorizeDayOffWrite(db: Db, viewer: Viewer, classId: number | null) {
  if (classId === null) {
    if (!isAdmin(viewer)) throw forbidden();
    return;
  }
  await authorizeClass(db, viewer, classId, 'manage');
}

/** Reading one day off: the academy's are public to signed-in users. */
export async function authorizeDayOffRead(db: Db, viewer: Viewer, classId: number | null) {
  if (classId === null || isSpecialize(viewer)) return;
  await authorizeClass(db, viewer, classId, 'read');
}
