import type { Resolvers } from '../../generated/resolvers.js';
import { Attendance, AttendanceSummary } from './attendance.js';
import { ClassOverview } from './class-overview.js';
import { ClassStudent } from './class-student.js';
import { Class } from './class.js';
import { DayOff } from './day-off.js';
import { Lesson } from './lesson.js';
import { timetableMutations } from './mutation.js';
import { timetableQueries } from './query.js';

export const timetableResolvers: Resolvers = {
  Query: timetableQueries,
  Mutation: timetableMutations,
  Class,
  ClassOverview,
  ClassStudent,
  Lesson,
  Attendance,
  AttendanceSummary,
  DayOff,
};
