import { academyToday } from '@lms/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { classStaff, classStudents, classes, courses, lessons, users } from '../db/schema.js';
import { likeContaining } from '../db/search.js';
import type { ListQuery } from '../http/pagination.js';
import type { ClassRow } from '../db/rows.js';
import type { ClassFacts } from '../presenters/classes.js';
import { rowById } from './by-id.js';

/** The last day a class meets: the real end date once set, else the expected one. */
const lastDay = sql<string | null>`coalesce(${classes.endDate}, ${classes.expectedEndDate})`;

function stateCondition(state: 'upcoming' | 'ongoing' | 'finished', today: string) {
  if (state === 'upcoming') return gt(classes.startDate, today);
  if (state === 'finished') return lt(lastDay, today);
  return and(lte(classes.startDate, today), or(isNull(lastDay), gte(lastDay, today)));
}

export interface ClassListFilter {
  /** The classes the viewer may read; null: all. */
  visible: number[] | null;
  ids?: number[] | undefined;
  course_ids?: number[] | undefined;
  teacher_ids?: number[] | undefined;
  student_ids?: number[] | undefined;
  search?: string | undefined;
  state?: 'upcoming' | 'ongoing' | 'finished' | undefined;
  ordering: string;
}

/** The class list's filter: visibility, batch ids, course, teacher, student, search and state on `today`. */
export function classList(db: Db, f: ClassListFilter, today: string): ListQuery<ClassRow> {
  const where: (SQL | undefined)[] = [];
  if (f.visible) where.push(inArray(classes.id, f.visible));
  if (f.ids) where.push(inArray(classes.id, f.ids));
  if (f.course_ids) where.push(inArray(classes.courseId, f.course_ids));
  if (f.teacher_ids) {
    const taught = db
      .select({ id: classStaff.classId })
      .from(classStaff)
      .where(and(inArray(classStaff.userId, f.teacher_ids), eq(classStaff.kind, 'teacher')));
    where.push(inArray(classes.id, taught));
  }
  if (f.student_ids) {
    const attended = db
      .select({ id: classStudents.classId })
      .from(classStudents)
      .where(inArray(classStudents.studentId, f.student_ids));
    where.push(inArray(classes.id, attended));
  }
  if (f.search) {
    const pattern = likeContaining(f.search);
    where.push(or(ilike(classes.name, pattern), ilike(classes.classCode, pattern)));
  }
  if (f.state) where.push(stateCondition(f.state, today));
  const cond = and(...where);
  const column = {
    name: classes.name,
    start_date: classes.startDate,
    created_at: classes.createdAt,
    class_code: classes.classCode,
  }[f.ordering.replace('-', '') as 'name'];
  const order = f.ordering.startsWith('-') ? desc(column) : asc(column);
  return {
    rows: (limit, offset) =>
      db.select().from(classes).where(cond).orderBy(order, asc(classes.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(classes).where(cond),
  };
}

/** The classes a staff member teaches or examines, latest first. */
export function staffedClasses(db: Db, staffId: number): ListQuery<ClassRow> {
  const staffed = db
    .select({ id: classStaff.classId })
    .from(classStaff)
    .where(eq(classStaff.userId, staffId));
  const cond = inArray(classes.id, staffed);
  return {
    rows: (limit, offset) =>
      db
        .select()
        .from(classes)
        .where(cond)
        .orderBy(desc(classes.startDate), asc(classes.id))
        .limit(limit)
        .offset(offset),
    count: () => db.select({ n: count() }).from(classes).where(cond),
  };
}

/** One class; 404 when there is none. */
export const classById = (db: Db, id: number) => rowById(db, classes, id);

/**
 * What a class's JSON shows beyond its row (course, staff, active students, sessions passed), for a page
 * of classes in two queries whatever the page size.
 */
export async function classFacts(
  db: Db,
  rows: Pick<ClassRow, 'id'>[],
  today = academyToday(),
): Promise<Map<number, ClassFacts>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const [factRows, staffRows] = await Promise.all([
    db
      .select({
        classId: classes.id,
        courseId: courses.id,
        courseName: courses.name,
        students: sql<number>`(select count(*) from ${classStudents} where ${and(
          eq(classStudents.classId, classes.id),
          eq(classStudents.status, 'active'),
        )})`.mapWith(Number),
        passed: sql<number>`(select count(*) from ${lessons} where ${and(
          eq(lessons.classId, classes.id),
          // A lesson dated after today never counts, even marked done (issue 10: 1/16 before the start).
          lte(lessons.studyDate, today),
          or(eq(lessons.status, 'done'), and(lt(lessons.studyDate, today), ne(lessons.status, 'canceled'))),
        )})`.mapWith(Number),
      })
      .from(classes)
      .leftJoin(courses, eq(courses.id, classes.courseId))
      .where(inArray(classes.id, ids)),
    db
      .select({ classId: classStaff.classId, kind: classStaff.kind, user: users })
      .from(classStaff)
      .innerJoin(users, eq(users.id, classStaff.userId))
      .where(inArray(classStaff.classId, ids))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  return new Map(
    factRows.map((f) => [
      f.classId,
      {
        course: f.courseId != null && f.courseName != null ? { id: f.courseId, name: f.courseName } : null,
        activeStudents: f.students,
        sessionsPassed: f.passed,
        teachers: staffRows.filter((s) => s.classId === f.classId && s.kind === 'teacher').map((s) => s.user),
        examiners: staffRows
          .filter((s) => s.classId === f.classId && s.kind === 'specialize')
          .map((s) => s.user),
      },
    ]),
  );
}

/** `classFacts` of one class. */
export async function classFactsOf(db: Db, row: Pick<ClassRow, 'id'>): Promise<ClassFacts | undefined> {
  return (await classFacts(db, [row])).get(row.id);
}
