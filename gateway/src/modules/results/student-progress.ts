import type { StudentProgressResolvers } from '../../generated/resolvers.js';

/** The assignment half of a `class/percent-summary` row. */
export const StudentProgress: StudentProgressResolvers = {
  assignmentsTotal: (p) => p.assignments_total,
  assignmentsSubmitted: (p) => p.assignments_submitted,
  completionPercent: (p) => p.completion_percent,
  averageScore: (p) => p.average_score,
};
