import type { ClassStudentResolvers } from '../../generated/resolvers.js';
import { progressOfStudent } from '../timetable/api.js';
import { assertCanReadStudent } from '../users/api.js';

/**
 * A student's results in a class (`extend type ClassStudent`): one call per list for the whole class
 * (`?class_ids=`), picked out per student; a student asking for a classmate's is FORBIDDEN before any call.
 */
export const ClassStudent: ClassStudentResolvers = {
  results: async (cs, { status }, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    const rows = await ctx.loaders.results.resultsOfClass.load(cs.class_id);
    return rows.filter((r) => r.student_id === cs.student.id && (!status || r.status === status));
  },
  /** The assignment half of the student's `class/percent-summary` row, which the timetable module loads. */
  progress: async (cs, _, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    return progressOfStudent(ctx, cs.class_id, cs.student.id);
  },
  scoreSummary: async (cs, _, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    const rows = await ctx.loaders.results.scoreSummariesOfClass.load(cs.class_id);
    return rows.find((s) => s.student_id === cs.student.id) ?? null;
  },
};
