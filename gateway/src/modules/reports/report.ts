import type { ReportResolvers } from '../../generated/resolvers.js';

/** REST's report as the schema names it: the exercise, question, reporter and resolver flattened. */
export const Report: ReportResolvers = {
  exerciseId: (r) => r.exercise.id,
  exerciseName: (r) => r.exercise.name,
  exerciseStore: (r) => r.exercise.store,
  questionId: (r) => r.question?.id ?? null,
  questionTitle: (r) => r.question?.title ?? null,
  attemptId: (r) => r.attempt_id,
  reporterName: (r) => r.user.name,
  reporterEmail: (r) => r.user.email,
  language: (r) => r.lang,
  createdAt: (r) => r.created_at,
  resolvedAt: (r) => r.resolved_at,
  resolvedByName: (r) => r.resolved_by?.name ?? null,
  resolutionNote: (r) => r.resolution_note,
};
