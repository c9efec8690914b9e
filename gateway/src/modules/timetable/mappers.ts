import type { RestAttendance, RestDayOff, RestLesson, RestProgress } from '../../rest/types.js';

export type LessonParent = RestLesson;
export type AttendanceParent = RestAttendance;
/** Both halves of `class/percent-summary`'s row: attendance, and progress on assignments. */
export type AttendanceSummaryParent = RestProgress;
export type StudentProgressParent = RestProgress;
export type DayOffParent = RestDayOff;
