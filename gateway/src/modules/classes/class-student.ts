import { assertCanReadStudent } from '../../access.js';
import type { GatewayContext } from '../../context.js';
import type { ClassStudentResolvers } from '../../generated/resolvers.js';
import type { ClassStudentParent } from './mappers.js';

/** The student's row of `class/percent-summary`: attendance and progress both read it. */
async function progressRow(cs: ClassStudentParent, ctx: GatewayContext) {
  await assertCanReadStudent(ctx, cs.student);
  const rows = await ctx.loaders.progressOfClass.load(cs.class_id);
  return rows.find((p) => p.student_id === cs.student.id) ?? null;
}

/**
 * A student in a class. The figures come from one call per list for the whole class (`?class_ids=`),
 * picked out per student; a student asking for a classmate's is FORBIDDEN before any call.
 */
export const ClassStudent: ClassStudentResolvers = {
  class: (cs, _, ctx) => ctx.loaders.class.load(cs.class_id),
  joinedAt: (cs) => cs.joined_at,
  results: async (cs, { status }, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    const rows = await ctx.loaders.resultsOfClass.load(cs.class_id);
    return rows.filter((r) => r.student_id === cs.student.id && (!status || r.status === status));
  },
  attendanceSummary: (cs, _, ctx) => progressRow(cs, ctx),
  progress: (cs, _, ctx) => progressRow(cs, ctx),
  scoreSummary: async (cs, _, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    const rows = await ctx.loaders.scoreSummariesOfClass.load(cs.class_id);
    return rows.find((s) => s.student_id === cs.student.id) ?? null;
  },
  attendances: async (cs, _, ctx) => {
    await assertCanReadStudent(ctx, cs.student);
    const rows = await ctx.loaders.attendancesOfClass.load(cs.class_id);
    return rows.filter((a) => a.student_id === cs.student.id);
  },
};
