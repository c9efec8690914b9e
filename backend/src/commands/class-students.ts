import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ROLE, classStudents, classes, users, type STUDENT_CLASS_STATUSES } from '../db/schema.js';
import { ApiError, badRequest, conflict } from '../http/errors.js';
import { membershipsChanged } from '../policies/memberships.js';
import { notifyJoinDecided } from './notification-events.js';
import { notificationsPending } from './notifications.js';

type ClassRow = typeof classes.$inferSelect;
/** The mark of an account that is an IELTS candidate and in no class (docs/design.md section 10). */
const IELTS_CANDIDATE = 'ielts_candidate';
type ClassStudentRow = typeof classStudents.$inferSelect;
export type StudentClassStatus = (typeof STUDENT_CLASS_STATUSES)[number];

/** A membership as `addStudents` left it, and whether it already was so before (nothing changed). */
export interface AddedStudent {
  membership: ClassStudentRow;
  alreadyMember: boolean;
}

/**
 * Adds students to a class; students already there take the given status. A student who already was in the
 * class with that status is reported as such (`alreadyMember`), so that the admin is told rather than
 * thanked for adding them again.
 */
export async function addStudents(
  db: Db,
  classId: number,
  studentIds: number[],
  status: StudentClassStatus,
): Promise<AddedStudent[]> {
  const ids = [...new Set(studentIds)];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, ROLE.STUDENT), eq(users.isActive, true)));
  if (found.length !== ids.length) throw badRequest({ student_ids: 'not_a_student' });
  return db
    .transaction(async (tx) => {
      const before = await tx
        .select({ studentId: classStudents.studentId, status: classStudents.status })
        .from(classStudents)
        .where(and(eq(classStudents.classId, classId), inArray(classStudents.studentId, ids)))
        .for('update');
      const unchanged = new Set(before.filter((m) => m.status === status).map((m) => m.studentId));
      const rows = await tx
        .insert(classStudents)
        .values(ids.map((studentId) => ({ classId, studentId, status })))
        .onConflictDoUpdate({
          target: [classStudents.classId, classStudents.studentId],
          set: { status, updatedAt: new Date() },
        })
        .returning();
      // A candidate now studying in a class is no longer only an IELTS candidate: their page is the dashboard.
      if (status === 'active')
        await tx
          .update(users)
          .set({ studentStatus: '' })
          .where(and(inArray(users.id, ids), eq(users.studentStatus, IELTS_CANDIDATE)));
      // An administrator adding a student who asked to join decides the request too.
      const asked = new Set(before.filter((m) => m.status === 'request').map((m) => m.studentId));
      if (status === 'active' || status === 'inactive')
        for (const m of rows.filter((r) => asked.has(r.studentId)))
          await notifyJoinDecided(tx, m, status === 'active', new Date());
      return rows.map((membership) => ({ membership, alreadyMember: unchanged.has(membership.studentId) }));
    })
    .finally(membershipsChanged)
    .then((added) => {
      notificationsPending();
      return added;
    });
}

/** Statuses under which a student cannot ask again: already in, asking, or on hold. */
const REGISTERED: readonly StudentClassStatus[] = ['active', 'request', 'reserve'];

/**
 * A student asks to join by the code the teacher gave out; a teacher then approves the request.
 * Someone who left (inactive) may ask again.
 */
export async function joinByCode(
  db: Db,
  studentId: number,
  code: string,
): Promise<{ cls: ClassRow; membership: ClassStudentRow }> {
  const [cls] = await db
    .select()
    .from(classes)
    .where(eq(sql`upper(${classes.classCode})`, code.trim().toUpperCase()));
  if (!cls) throw new ApiError(404, 'class_not_found_by_code', { class_code: 'class_not_found_by_code' });
  const [existing] = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, cls.id), eq(classStudents.studentId, studentId)));
  if (existing && REGISTERED.includes(existing.status)) throw conflict('already_registered', 'class_code');
  const [membership] = existing
    ? await db
        .update(classStudents)
        .set({ status: 'request', joinedAt: new Date(), updatedAt: new Date() })
        .where(eq(classStudents.id, existing.id))
        .returning()
    : await db.insert(classStudents).values({ classId: cls.id, studentId, status: 'request' }).returning();
  membershipsChanged();
  return { cls, membership: membership! };
}

/**
 * Sets a student's status in a class. A join request decided (`request` becoming `active` or `inactive`)
 * notifies the student, in the same transaction (docs/design.md section 12 "Notifications").
 */
export async function updateStudentStatus(
  db: Db,
  classId: number,
  studentId: number,
  status: StudentClassStatus,
): Promise<ClassStudentRow> {
  const now = new Date();
  const row = await db
    .transaction(async (tx) => {
      const where = and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId));
      const [before] = await tx.select().from(classStudents).where(where).for('update');
      if (!before) return null;
      const [updated] = await tx
        .update(classStudents)
        .set({ status, updatedAt: now })
        .where(where)
        .returning();
      if (before.status === 'request' && (status === 'active' || status === 'inactive'))
        await notifyJoinDecided(tx, updated!, status === 'active', now);
      return updated!;
    })
    .finally(membershipsChanged);
  if (!row) throw new ApiError(404, 'student_not_in_class', { student_id: 'student_not_in_class' });
  notificationsPending();
  return row;
}
