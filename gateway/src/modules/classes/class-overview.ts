import type { ClassOverviewResolvers } from '../../generated/resolvers.js';

/** Mean of the values, one decimal; null when there are none. */
function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

/**
 * Figures computed from the lists the class tabs use (same loaders, so asking for both costs no extra
 * REST call). A student's progress list holds their own row only, so their overview is their own.
 */
export const ClassOverview: ClassOverviewResolvers = {
  activeStudents: (c) => c.student_count,
  sessionsPassed: (c) => c.sessions_passed,
  numberOfSessions: (c) => c.number_of_sessions,
  pendingRequests: async (c, _, ctx) =>
    (await ctx.loaders.studentsOfClass.load(c.id)).filter((s) => s.status === 'request').length,
  assignmentCount: async (c, _, ctx) => (await ctx.loaders.assignmentsOfClass.load(c.id)).length,
  waitingScore: async (c, _, ctx) =>
    (await ctx.loaders.assignmentsOfClass.load(c.id)).reduce((sum, a) => sum + a.waiting_score, 0),
  attendancePercent: async (c, _, ctx) =>
    mean(
      (await ctx.loaders.progressOfClass.load(c.id))
        .filter((p) => p.lessons_counted > 0)
        .map((p) => p.attendance_percent),
    ),
  completionPercent: async (c, _, ctx) =>
    mean(
      (await ctx.loaders.progressOfClass.load(c.id))
        .filter((p) => p.assignments_total > 0)
        .map((p) => p.completion_percent),
    ),
  averageScore: async (c, _, ctx) =>
    mean(
      (await ctx.loaders.progressOfClass.load(c.id)).flatMap((p) =>
        p.average_score === null ? [] : [p.average_score],
      ),
    ),
};
