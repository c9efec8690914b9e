import { defineModule, type ClassListStart } from '../descriptor.js';
import { progressOfClass } from './api.js';
import { createTimetableLoaders } from './loaders.js';
import { timetableResolvers } from './resolvers.js';

const lessons: ClassListStart = (ctx, id) => ctx.loaders.timetable.lessonsOfClass.load(id);
const daysOff: ClassListStart = (ctx, id) => ctx.loaders.timetable.daysOffOfClass.load(id);
const attendances: ClassListStart = (ctx, id) => ctx.loaders.timetable.attendancesOfClass.load(id);
const progress: ClassListStart = progressOfClass;

export const timetableModule = defineModule({
  name: 'timetable',
  resolvers: timetableResolvers,
  createLoaders: createTimetableLoaders,
  classPrefetch: {
    'Class.lessons': lessons,
    // The same list, picked from (a student's pending class asks nothing: see the resolver).
    'Class.nextLesson': lessons,
    'Class.daysOff': daysOff,
    'ClassStudent.attendanceSummary': progress,
    'ClassStudent.attendances': attendances,
    'ClassOverview.attendancePercent': progress,
  },
});
