import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classStudents, classes, users } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import type { ListQuery } from '../http/pagination.js';
import type { ClassRow, ClassStudentRow } from '../db/rows.js';

/** Active rows and, when given, one student's own rows of any status (what a student may see). */
const activeOrOwn = (ownerId: number | undefined) =>
  ownerId === undefined
    ? undefined
    : or(eq(classStudents.status, 'active'), eq(classStudents.studentId, ownerId));

/** Memberships of the given classes with their students, by class then student name. */
export function classStudentList(
  db: Db,
  f: {
    classIds: number[];
    ids?: number[] | undefined;
    studentIds?: number[] | undefined;
    status?: ClassStudentRow['status'] | undefined;
    /** See `rosterOwner` (policies/class-students.ts). */
    ownerId?: number | undefined;
  },
): ListQuery<{ membership: ClassStudentRow; student: UserRow }> {
  const where: (SQL | undefined)[] = [inArray(classStudents.classId, f.classIds)];
  if (f.ids) where.push(inArray(classStudents.id, f.ids));
  if (f.studentIds) where.push(inArray(classStudents.studentId, f.studentIds));
  if (f.status) where.push(eq(classStudents.status, f.status));
  where.push(activeOrOwn(f.ownerId));
  const cond = and(...where);
  return {
    rows: (limit, offset) =>
      db
        .select({ membership: classStudents, student: users })
        .from(classStudents)
        .innerJoin(users, eq(users.id, classStudents.studentId))
        .where(cond)
        .orderBy(asc(classStudents.classId), asc(users.name), asc(classStudents.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(classStudents).where(cond),
  };
}

/** A student's classes with their membership, latest first. */
export function studentClassList(
  db: Db,
  f: {
    studentId: number;
    /** Only these classes (a teacher's view of a student); null: all. */
    classIds: number[] | null;
    status?: ClassStudentRow['status'] | undefined;
    /** See `rosterOwner` (policies/class-students.ts). */
    ownerId?: number | undefined;
  },
): ListQuery<{ membership: ClassStudentRow; cls: ClassRow }> {
  const where: (SQL | undefined)[] = [eq(classStudents.studentId, f.studentId)];
  if (f.classIds) where.push(inArray(classStudents.classId, f.classIds));
  if (f.status) where.push(eq(classStudents.status, f.status));
  where.push(activeOrOwn(f.ownerId));
  const cond = and(...where);
  return {
    rows: (limit, offset) =>
      db
        .select({ membership: classStudents, cls: classes })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(cond)
        .orderBy(desc(classes.startDate), asc(classes.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(classStudents).where(cond),
  };
}

/** The users of some memberships, by id. */
export async function studentsOf(db: Db, memberships: ClassStudentRow[]): Promise<Map<number, UserRow>> {
  if (memberships.length === 0) return new Map();
  const students = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        memberships.map((m) => m.studentId),
      ),
    );
  return new Map(students.map((u) => [u.id, u]));
}
