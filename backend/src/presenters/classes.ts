import { z } from 'zod';
import type { ClassRow, ClassStudentRow } from '../db/rows.js';
import { STUDENT_CLASS_STATUSES } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { courseSummarySchema } from './courses.js';
import { presentStaffSummaryFor, presentUserSummaryFor, userSummarySchema } from './users.js';
import type { Viewer } from '../http/auth.js';

export type { ClassRow, ClassStudentRow };

const isoDate = z.string().describe('YYYY-MM-DD');

/** Every column of docs/product.md's class table header, with the staff and the number of active students. */
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
    sessions_passed: z
      .number()
      .int()
      .describe('Lessons up to today that are done, or dated before today and not canceled'),
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

/** What a class's JSON shows beyond its row, loaded for a page of classes by `classFacts` (queries/). */
export interface ClassFacts {
  course: { id: number; name: string } | null;
  activeStudents: number;
  /** Lessons up to today that are done, or dated before today and not canceled (never a future one). */
  sessionsPassed: number;
  teachers: UserRow[];
  examiners: UserRow[];
}

/** A page of classes as the viewer may see them (staff summaries by `presentStaffSummaryFor`). */
export function presentClasses(
  viewer: Viewer,
  rows: ClassRow[],
  facts: Map<number, ClassFacts>,
): ClassJson[] {
  return rows.map((c) => presentClass(viewer, c, facts.get(c.id)));
}

export function presentClass(viewer: Viewer, c: ClassRow, facts: ClassFacts | undefined): ClassJson {
  return {
    id: c.id,
    name: c.name,
    course: facts?.course ?? null,
    number_of_sessions: c.numberOfSessions,
    classroom_online: c.classroomOnline,
    classroom_offline: c.classroomOffline,
    start_date: c.startDate,
    end_date: c.endDate,
    expected_end_date: c.expectedEndDate,
    study_time_start: hhmm(c.studyTimeStart),
    study_time_end: hhmm(c.studyTimeEnd),
    class_code: c.classCode,
    sessions_passed: facts?.sessionsPassed ?? 0,
    weekdays: c.weekdays,
    description: c.description,
    teachers: (facts?.teachers ?? []).map((u) => presentStaffSummaryFor(viewer, u)),
    examiners: (facts?.examiners ?? []).map((u) => presentStaffSummaryFor(viewer, u)),
    student_count: facts?.activeStudents ?? 0,
    created_at: c.createdAt.toISOString(),
  };
}

/** A student's place in a class (docs/product.md point 3: inactive, active, request, reserve). */
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
