import type { ClassStudentResolvers } from '../../generated/resolvers.js';
import { assertCanReadStudent } from '../users/api.js';
import { progressOfStudent } from './api.js';

/**
 * A student's attendance in a class (`extend type ClassStudent`): one call per list for the whole class
 * (`?class_ids=`), picked out per student; a student asking for a classmate's is FORBIDDEN before any call.
 */
export const ClassStudent: ClassStudentResolvers = {
  attendanceSummary: async (cs, _, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    return progressOfStudent(ctx, cs.class_id, cs.student.id);
  },
  attendances: async (cs, _, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    const rows = await ctx.loaders.timetable.attendancesOfClass.load(cs.class_id);
    return rows.filter((a) => a.student_id === cs.student.id);
  },
};
