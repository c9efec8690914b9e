import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ROLE, classStaff, classStudents, users } from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import type { UserRow } from '../http/auth.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';
import { rowById } from './by-id.js';

/** One user; 404 when there is none. */
export const userById = (db: Db, id: number) => rowById(db, users, id);

/** 404 unless the user exists. */
export async function assertUserExists(db: Db, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound();
}

/** True when another user already has the e-mail. */
export async function emailTaken(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** The students of the classes a teacher is staff of (a subquery, or awaited as rows). */
export function studentsOfTeacher(db: Db, teacherId: number) {
  return db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(classStaff, eq(classStaff.classId, classStudents.classId))
    .where(eq(classStaff.userId, teacherId));
}

export interface UserListFilter {
  /** Only the students of this teacher's classes. */
  teacherId?: number | undefined;
  ids?: number[] | undefined;
  class_ids?: number[] | undefined;
  role?: number | undefined;
  is_active?: 'true' | 'false' | undefined;
  search?: string | undefined;
  ordering: string;
}

/** The user list's filter: a teacher's students, batch ids, classes, role, activity and search. */
export function userList(db: Db, f: UserListFilter): ListQuery<UserRow> {
  const where: (SQL | undefined)[] = [];
  if (f.teacherId !== undefined) where.push(inArray(users.id, studentsOfTeacher(db, f.teacherId)));
  if (f.ids) where.push(inArray(users.id, f.ids));
  if (f.class_ids) {
    const inClasses = db
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .where(inArray(classStudents.classId, f.class_ids));
    where.push(inArray(users.id, inClasses));
  }
  if (f.role !== undefined) where.push(eq(users.role, f.role));
  if (f.is_active) where.push(eq(users.isActive, f.is_active === 'true'));
  if (f.search) where.push(matchesSearch(users.searchText, f.search));
  const cond = and(...where);
  const column = { name: users.name, created_at: users.createdAt, email: users.email }[
    f.ordering.replace('-', '') as 'name'
  ];
  const order = f.ordering.startsWith('-') ? desc(column) : asc(column);
  return {
    rows: (limit, offset) =>
      db.select().from(users).where(cond).orderBy(order, asc(users.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(users).where(cond),
  };
}

/**
 * The staff (administrators, teachers, examiners) among these ids, by name: the people the bank, the marking
 * and the tags name as author, marker or manager.
 */
export function staffList(db: Db, ids: number[]): ListQuery<UserRow> {
  const cond = and(inArray(users.id, ids), inArray(users.role, [ROLE.ADMIN, ROLE.TEACHER, ROLE.SPECIALIZE]));
  return {
    rows: (limit, offset) =>
      db.select().from(users).where(cond).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(users).where(cond),
  };
}

/** Users by id, in one query (a page's students). */
export function usersByIds(db: Db, ids: number[]) {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)) : Promise.resolve([]);
}
