import type { ClassOverviewResolvers } from '../../generated/resolvers.js';

/**
 * The membership figures of the overview; the timetable and results modules add theirs (`extend type
 * ClassOverview`), each from the lists its own tabs use, so asking for both costs no extra REST call.
 */
export const ClassOverview: ClassOverviewResolvers = {
  activeStudents: (c) => c.student_count,
  sessionsPassed: (c) => c.sessions_passed,
  numberOfSessions: (c) => c.number_of_sessions,
  pendingRequests: async (c, _, ctx) =>
    (await ctx.loaders.classes.studentsOfClass.load(c.id)).filter((s) => s.status === 'request').length,
};
