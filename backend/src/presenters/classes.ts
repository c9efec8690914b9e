import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  STUDENT_CLASS_STATUSES,
  classStaff,
  classStudents,
  courses,
  lessons,
  users,
  classes,
} from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { academyToday } from '../commands/calendar.js';
import { courseSummarySchema } from './courses.js';
import { presentStaffSummaryFor, presentUserSummaryFor, userSummarySchema } from './users.js';
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

/**
 * Presents a page of classes with a constant number of queries (course names, staff, active students,
 * sessions passed), whatever the page size.
 */
export async function presentClasses(
  db: Db,
  viewer: Viewer,
  rows: ClassRow[],
  today = academyToday(),
): Promise<ClassJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One row of facts per class (course, active students, sessions passed) and one query for the staff.
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
  const facts = new Map(factRows.map((f) => [f.classId, f]));
  const courseOf = (f: (typeof factRows)[number] | undefined) =>
    f?.courseId != null && f.courseName != null ? { id: f.courseId, name: f.courseName } : null;
  const staffOf = (classId: number, kind: 'teacher' | 'specialize') =>
    staffRows
      .filter((s) => s.classId === classId && s.kind === kind)
      .map((s) => presentStaffSummaryFor(viewer, s.user));

  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    course: courseOf(facts.get(c.id)),
    number_of_sessions: c.numberOfSessions,
    classroom_online: c.classroomOnline,
    classroom_offline: c.classroomOffline,
    start_date: c.startDate,
    end_date: c.endDate,
    expected_end_date: c.expectedEndDate,
    study_time_start: hhmm(c.studyTimeStart),
    study_time_end: hhmm(c.studyTimeEnd),
    class_code: c.classCode,
    sessions_passed: facts.get(c.id)?.passed ?? 0,
    weekdays: c.weekdays,
    description: c.description,
    teachers: staffOf(c.id, 'teacher'),
    examiners: staffOf(c.id, 'specialize'),
    student_count: facts.get(c.id)?.students ?? 0,
    created_at: c.createdAt.toISOString(),
  }));
}

export async function presentClass(db: Db, viewer: Viewer, row: ClassRow): Promise<ClassJson> {
  const [json] = await presentClasses(db, viewer, [row]);
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
