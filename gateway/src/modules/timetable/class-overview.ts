import { mean } from '../../figures.js';
import type { ClassOverviewResolvers } from '../../generated/resolvers.js';

/** The attendance figure of the class overview, from the list the students' attendance reads. */
export const ClassOverview: ClassOverviewResolvers = {
  attendancePercent: async (c, _, ctx) =>
    mean(
      (await ctx.loaders.timetable.progressOfClass.load(c.id))
        .filter((p) => p.lessons_counted > 0)
        .map((p) => p.attendance_percent),
    ),
};
