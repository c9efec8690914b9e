import { and, asc, count, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  STUDENT_CLASS_STATUSES,
  classStaff,
  classStudents,
  courses,
  lessons,
  users,
  type classes,
} from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { academyToday } from '../commands/calendar.js';
import { courseSummarySchema } from './courses.js';
import { presentUserSummary, presentUserSummaryFor, userSummarySchema } from './users.js';
import type { Viewer } from '../http/auth.js';

export type ClassRow = typeof classes.$inferSelect;
export type ClassStudentRow = typeof classStudents.$inferSelect;

const isoDate = z.string().describe('YYYY-MM-DD');

/** Every column of SPEC.md's class table header, with the staff and the number of active students. */
export const classSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    course: courseSummarySchema.nullable(),
    number_of_sessions: z.number().int(),
    classroom_online: z.string(),
    classroom_offline: z.string(),
    start_date: isoDate,
    end_date: isoDate.nullable(),
    expected_end_date: isoDate.nullable().describe('Last session date from the weekdays and days off'),
    study_time_start: z.string().describe('HH:MM'),
    study_time_end: z.string().describe('HH:MM'),
    class_code: z.string(),
    sessions_passed: z.number().int().describe('Lessons done, or dated before today and not canceled'),
    weekdays: z.array(z.number().int()).describe('ISO weekdays, 1 = Monday ... 7 = Sunday'),
    description: z.string(),
    teachers: z.array(userSummarySchema),
    examiners: z.array(userSummarySchema),
    student_count: z.number().int().describe('Students with status active'),
    created_at: z.string(),
  })
  .describe('Class');
export type ClassJson = z.infer<typeof classSchema>;

const hhmm = (time: string) => time.slice(0, 5);

/** Counts per class id, for a whole page in one grouped query. */
const countsBy = (rows: { classId: number; n: number }[]) => new Map(rows.map((r) => [r.classId, r.n]));

/**
 * Presents a page of classes with a constant number of queries (course names, staff, active students,
 * sessions passed), whatever the page size.
 */
export async function presentClasses(db: Db, rows: ClassRow[], today = academyToday()): Promise<ClassJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const courseIds = [...new Set(rows.map((r) => r.courseId).filter((id): id is number => id !== null))];
  const [courseRows, staffRows, studentCounts, passedCounts] = await Promise.all([
    db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, courseIds)),
    db
      .select({ classId: classStaff.classId, kind: classStaff.kind, user: users })
      .from(classStaff)
      .innerJoin(users, eq(users.id, classStaff.userId))
      .where(inArray(classStaff.classId, ids))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ classId: classStudents.classId, n: count() })
      .from(classStudents)
      .where(and(inArray(classStudents.classId, ids), eq(classStudents.status, 'active')))
      .groupBy(classStudents.classId),
    db
      .select({ classId: lessons.classId, n: count() })
      .from(lessons)
      .where(
        and(
          inArray(lessons.classId, ids),
          or(eq(lessons.status, 'done'), and(lt(lessons.studyDate, today), ne(lessons.status, 'canceled'))),
        ),
      )
      .groupBy(lessons.classId),
  ]);
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  const students = countsBy(studentCounts);
  const passed = countsBy(passedCounts);
  const staffOf = (classId: number, kind: 'teacher' | 'specialize') =>
    staffRows.filter((s) => s.classId === classId && s.kind === kind).map((s) => presentUserSummary(s.user));

  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    course: (c.courseId !== null && courseById.get(c.courseId)) || null,
    number_of_sessions: c.numberOfSessions,
    classroom_online: c.classroomOnline,
    classroom_offline: c.classroomOffline,
    start_date: c.startDate,
    end_date: c.endDate,
    expected_end_date: c.expectedEndDate,
    study_time_start: hhmm(c.studyTimeStart),
    study_time_end: hhmm(c.studyTimeEnd),
    class_code: c.classCode,
    sessions_passed: passed.get(c.id) ?? 0,
    weekdays: c.weekdays,
    description: c.description,
    teachers: staffOf(c.id, 'teacher'),
    examiners: staffOf(c.id, 'specialize'),
    student_count: students.get(c.id) ?? 0,
    created_at: c.createdAt.toISOString(),
  }));
}

export async function presentClass(db: Db, row: ClassRow): Promise<ClassJson> {
  const [json] = await presentClasses(db, [row]);
  return json!;
}

/** A student's place in a class (SPEC.md point 3: inactive, active, request, reserve). */
export const classStudentSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    status: z.enum(STUDENT_CLASS_STATUSES),
    joined_at: z.string(),
    student: userSummarySchema,
  })
  .describe('ClassStudent');
export type ClassStudentJson = z.infer<typeof classStudentSchema>;

/** A membership as the viewer may see it (the student's summary by `presentUserSummaryFor`). */
export function presentClassStudent(
  viewer: Viewer,
  row: ClassStudentRow,
  student: UserRow,
): ClassStudentJson {
  return {
    id: row.id,
    class_id: row.classId,
    status: row.status,
    joined_at: row.joinedAt.toISOString(),
    student: presentUserSummaryFor(viewer, student),
  };
}
