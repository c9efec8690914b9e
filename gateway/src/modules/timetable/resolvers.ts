import type { Resolvers } from '../../generated/resolvers.js';
import { Attendance, AttendanceSummary, StudentProgress } from './attendance.js';
import { DayOff } from './day-off.js';
import { Lesson } from './lesson.js';
import { timetableMutations } from './mutation.js';
import { timetableQueries } from './query.js';

export const timetableResolvers: Resolvers = {
  Query: timetableQueries,
  Mutation: timetableMutations,
  Lesson,
  Attendance,
  AttendanceSummary,
  StudentProgress,
  DayOff,
};
