import type { ResultResolvers, ScoreResolvers, ScoreSummaryResolvers } from '../../generated/resolvers.js';
import { classById, studentOf } from '../classes/api.js';

export const Result: ResultResolvers = {
  assignment: (r, _, ctx) => ctx.loaders.results.assignment.load(r.assignment_id),
  student: (r, _, ctx) => r.student ?? studentOf(ctx, r.class_id, r.student_id),
  statusLabel: (r) => r.status_label,
  belowMinScore: (r) => r.below_min_score,
  keyedScore: (r) => r.keyed_score,
  keyedMaxScore: (r) => r.keyed_max_score,
  partsAwaitingMarker: (r) => r.parts_awaiting_marker,
  redoRequested: (r) => r.redo_requested,
  redoRequestedAt: (r) => r.redo_requested_at,
  redoNote: (r) => r.redo_note,
  startedAt: (r) => r.started_at,
  submittedAt: (r) => r.submitted_at,
  accessCount: (r) => r.access_count,
  markedAt: (r) => r.marked_at,
};

export const Score: ScoreResolvers = {
  class: (s, _, ctx) => classById(ctx, s.class_id),
  student: (s, _, ctx) => studentOf(ctx, s.class_id, s.student_id),
  assignment: (s, _, ctx) =>
    s.assignment_id === null ? null : ctx.loaders.results.assignment.load(s.assignment_id),
  createdAt: (s) => s.created_at,
};

export const ScoreSummary: ScoreSummaryResolvers = {
  homeWork: (s) => s.score_home_work,
  test: (s) => s.score_test,
  presentation: (s) => s.score_presentation,
  examAverage: (s) => s.exam_average,
  resultsCount: (s) => s.results_count,
};
