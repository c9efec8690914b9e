import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classes } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import type { Viewer } from '../http/auth.js';
import { membershipsOf } from './memberships.js';
import { isAdmin, isSpecialize, isStudent, isTeacher, requireRole } from './roles.js';

/** Student statuses that let a student see the class (a pending request does not). */
export const ENROLLED = ['active', 'reserve'] as const;

export type ClassAccess = 'manage' | 'mark' | 'read' | 'none';

/**
 * docs/design.md permission matrix for classes: admin all; teacher own classes; specialize the classes
 * it is assigned to (read and mark); student own classes (read).
 */
export async function classAccess(db: Db, viewer: Viewer, classId: number): Promise<ClassAccess> {
  if (isAdmin(viewer)) return 'manage';
  if (isTeacher(viewer) || isSpecialize(viewer)) {
    const kind = (await membershipsOf(db, viewer)).staff.get(classId);
    if (!kind) return 'none';
    // A teacher assigned as the class's examiner marks it but does not manage it.
    return isTeacher(viewer) && kind === 'teacher' ? 'manage' : 'mark';
  }
  if (isStudent(viewer)) {
    const status = (await membershipsOf(db, viewer)).student.get(classId);
    return status && (ENROLLED as readonly string[]).includes(status) ? 'read' : 'none';
  }
  return 'none';
}

const rank: Record<ClassAccess, number> = { none: 0, read: 1, mark: 2, manage: 3 };

/** 404 when the class does not exist, 403 when the viewer's access is below `needed`. */
export async function authorizeClass(
  db: Db,
  viewer: Viewer,
  classId: number,
  needed: Exclude<ClassAccess, 'none'>,
) {
  const access = await classAccess(db, viewer, classId);
  // A class the viewer belongs to exists (memberships reference it); otherwise tell 404 from 403.
  if (access === 'none' || isAdmin(viewer)) {
    const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
    if (!cls) throw notFound();
  }
  if (rank[access] < rank[needed]) throw forbidden();
  return access;
}

/** Same check for a batch (`?class_ids=`): every class must be visible, else 403. */
export async function authorizeClasses(
  db: Db,
  viewer: Viewer,
  classIds: number[],
  needed: Exclude<ClassAccess, 'none'>,
) {
  if (isAdmin(viewer) || classIds.length === 0) return;
  const visible = await visibleClassIds(db, viewer);
  const allowed = new Set(visible);
  if (classIds.some((id) => !allowed.has(id))) throw forbidden();
  if (needed === 'manage' && !isTeacher(viewer)) throw forbidden();
  if (needed === 'mark' && isStudent(viewer)) throw forbidden();
}

/** The classes a viewer may read; null means all (admin). */
export async function visibleClassIds(db: Db, viewer: Viewer): Promise<number[] | null> {
  if (isAdmin(viewer)) return null;
  const { staff, student } = await membershipsOf(db, viewer);
  if (isStudent(viewer)) {
    return [...student]
      .filter(([, status]) => (ENROLLED as readonly string[]).includes(status))
      .map(([id]) => id);
  }
  return [...staff.keys()];
}

/** Staff assignment is an administrator's decision (docs/design.md permission matrix): 400 on each field sent. */
export function authorizeStaffAssignment(viewer: Viewer, staffFieldsSent: string[]) {
  if (isAdmin(viewer) || staffFieldsSent.length === 0) return;
  throw badRequest(Object.fromEntries(staffFieldsSent.map((f) => [f, 'role_change_forbidden'])));
}

/** Deleting takes the class's whole history with it: an administrator's decision, not a teacher's. */
export async function authorizeClassDelete(db: Db, viewer: Viewer, classId: number) {
  await authorizeClass(db, viewer, classId, 'manage');
  requireRole(viewer, 'ADMIN');
}
