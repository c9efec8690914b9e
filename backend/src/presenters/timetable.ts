import { z } from 'zod';
import { ATTENDANCE_STATUSES, LESSON_STATUSES } from '../db/schema.js';
import type { AttendanceRow as StoredAttendance, DayOffRow, LessonRow } from '../db/rows.js';

type AttendanceRow = StoredAttendance & { classId: number };

/** Postgres `time` comes back as HH:MM:SS; the API speaks HH:MM. */
export const clock = (t: string) => t.slice(0, 5);

/** One dated session of a class: a row of the timetable (docs/product.md lesson table header). */
export const lessonSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int(),
    session_number: z
      .number()
      .int()
      .describe(
        '1..n over the held and planned sessions; a canceled lesson carries the number of the session it pushed back',
      ),
    study_date: z.string().describe('YYYY-MM-DD'),
    study_time_start: z.string().describe('HH:MM'),
    study_time_end: z.string().describe('HH:MM'),
    record_link: z.string(),
    slide_link: z.string(),
    status: z.enum(LESSON_STATUSES),
    note: z.string(),
    description: z.string(),
  })
  .describe('Lesson');
export type LessonJson = z.infer<typeof lessonSchema>;

export function presentLesson(l: LessonRow): LessonJson {
  return {
    id: l.id,
    class_id: l.classId,
    session_number: l.sessionNumber,
    study_date: l.studyDate,
    study_time_start: clock(l.studyTimeStart),
    study_time_end: clock(l.studyTimeEnd),
    record_link: l.recordLink,
    slide_link: l.slideLink,
    status: l.status,
    note: l.note,
    description: l.description,
  };
}

export const attendanceSchema = z
  .object({
    id: z.number().int(),
    lesson_id: z.number().int(),
    class_id: z.number().int(),
    student_id: z.number().int(),
    status: z.enum(ATTENDANCE_STATUSES),
    note: z.string(),
    marked_by: z.number().int().nullable(),
    marked_at: z.string(),
  })
  .describe('Attendance');
export type AttendanceJson = z.infer<typeof attendanceSchema>;

export function presentAttendance(a: AttendanceRow): AttendanceJson {
  return {
    id: a.id,
    lesson_id: a.lessonId,
    class_id: a.classId,
    student_id: a.studentId,
    status: a.status,
    note: a.note,
    marked_by: a.markedBy,
    marked_at: a.markedAt.toISOString(),
  };
}

/** What `class/attendance` answers: the lesson (now done) and its whole attendance list. */
export const lessonAttendanceSchema = z
  .object({ lesson: lessonSchema, results: z.array(attendanceSchema) })
  .describe('LessonAttendance');

export const dayOffSchema = z
  .object({
    id: z.number().int(),
    class_id: z.number().int().nullable().describe('null: a day off for the whole academy'),
    date: z.string().describe('YYYY-MM-DD'),
    reason: z.string(),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
  })
  .describe('DayOff');
export type DayOffJson = z.infer<typeof dayOffSchema>;

export function presentDayOff(d: DayOffRow): DayOffJson {
  return {
    id: d.id,
    class_id: d.classId,
    date: d.date,
    reason: d.reason,
    created_by: d.createdBy,
    created_at: d.createdAt.toISOString(),
  };
}

export const classProgressSchema = z
  .object({
    class_id: z.number().int(),
    student_id: z.number().int(),
    lessons_counted: z.number().int().describe('Lessons of the class that are done'),
    present: z.number().int(),
    late: z.number().int(),
    absent: z.number().int(),
    excused: z.number().int(),
    attendance_percent: z.number().describe('(present + late) / lessons_counted, 0-100, one decimal'),
    assignments_total: z.number().int(),
    assignments_submitted: z
      .number()
      .int()
      .describe('Assignments with an attempt waiting for a score, passed or failed'),
    completion_percent: z.number().describe('assignments_submitted / assignments_total, 0-100, one decimal'),
    average_score: z.number().nullable().describe('Mean of the scored attempts; null when none is scored'),
  })
  .describe('ClassProgress');
export type ClassProgressJson = z.infer<typeof classProgressSchema>;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function presentClassProgress(p: {
  classId: number;
  studentId: number;
  lessonsCounted: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
  assignmentsTotal: number;
  assignmentsSubmitted: number;
  averageScore: number | null;
}): ClassProgressJson {
  return {
    class_id: p.classId,
    student_id: p.studentId,
    lessons_counted: p.lessonsCounted,
    present: p.present,
    late: p.late,
    absent: p.absent,
    excused: p.excused,
    attendance_percent: percent(p.present + p.late, p.lessonsCounted),
    assignments_total: p.assignmentsTotal,
    assignments_submitted: p.assignmentsSubmitted,
    completion_percent: percent(p.assignmentsSubmitted, p.assignmentsTotal),
    average_score: p.averageScore === null ? null : Math.round(p.averageScore * 100) / 100,
  };
}
