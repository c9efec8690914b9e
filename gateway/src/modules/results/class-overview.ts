import { mean } from '../../figures.js';
import type { ClassOverviewResolvers } from '../../generated/resolvers.js';
import { progressOfClass } from '../timetable/api.js';

/** The assignment figures of the class overview, from the lists the 'exercise' tab and progress read. */
export const ClassOverview: ClassOverviewResolvers = {
  assignmentCount: async (c, _, ctx) => (await ctx.loaders.results.assignmentsOfClass.load(c.id)).length,
  waitingScore: async (c, _, ctx) =>
    (await ctx.loaders.results.assignmentsOfClass.load(c.id)).reduce((sum, a) => sum + a.waiting_score, 0),
  completionPercent: async (c, _, ctx) =>
    mean(
      (await progressOfClass(ctx, c.id))
        .filter((p) => p.assignments_total > 0)
        .map((p) => p.completion_percent),
    ),
  averageScore: async (c, _, ctx) =>
    mean(
      (await progressOfClass(ctx, c.id)).flatMap((p) => (p.average_score === null ? [] : [p.average_score])),
    ),
};
