import type { AttendanceResolvers, AttendanceSummaryResolvers } from '../../generated/resolvers.js';
import { studentOf } from '../classes/api.js';

export const Attendance: AttendanceResolvers = {
  lesson: (a, _, ctx) => ctx.loaders.timetable.lesson.load(a.lesson_id),
  student: (a, _, ctx) => studentOf(ctx, a.class_id, a.student_id),
  markedAt: (a) => a.marked_at,
};

/** The attendance half of a `class/percent-summary` row. */
export const AttendanceSummary: AttendanceSummaryResolvers = {
  lessonsCounted: (p) => p.lessons_counted,
  percent: (p) => p.attendance_percent,
};
