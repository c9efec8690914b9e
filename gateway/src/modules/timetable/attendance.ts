import type {
  AttendanceResolvers,
  AttendanceSummaryResolvers,
  StudentProgressResolvers,
} from '../../generated/resolvers.js';
import { studentOf } from '../classes/members.js';

export const Attendance: AttendanceResolvers = {
  lesson: (a, _, ctx) => ctx.loaders.lesson.load(a.lesson_id),
  student: (a, _, ctx) => studentOf(ctx, a.class_id, a.student_id),
  markedAt: (a) => a.marked_at,
};

/** The attendance half of a `class/percent-summary` row. */
export const AttendanceSummary: AttendanceSummaryResolvers = {
  lessonsCounted: (p) => p.lessons_counted,
  percent: (p) => p.attendance_percent,
};

/** The assignment half of a `class/percent-summary` row. */
export const StudentProgress: StudentProgressResolvers = {
  assignmentsTotal: (p) => p.assignments_total,
  assignmentsSubmitted: (p) => p.assignments_submitted,
  completionPercent: (p) => p.completion_percent,
  averageScore: (p) => p.average_score,
};
