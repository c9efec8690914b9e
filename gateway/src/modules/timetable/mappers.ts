import type { RestAttendance, RestDayOff, RestLesson, RestProgress } from '../../rest/types.js';

export type LessonParent = RestLesson;
export type AttendanceParent = RestAttendance;
/** The attendance half of `class/percent-summary`'s row (the results module reads the other half). */
export type AttendanceSummaryParent = RestProgress;
export type DayOffParent = RestDayOff;
