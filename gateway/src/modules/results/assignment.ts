import type {
  AssignmentPartFigureResolvers,
  AssignmentResolvers,
  AssignmentStatsResolvers,
  ExerciseResolvers,
} from '../../generated/resolvers.js';
import { tagById } from '../bank/api.js';
import { classById } from '../classes/api.js';
import type { ScoringModeNumber } from '../../rest/types.js';

const asScoringMode = (n: number): ScoringModeNumber => (n === 1 || n === 2 ? n : 0);

export const Assignment: AssignmentResolvers = {
  class: (a, _, ctx) => classById(ctx, a.class_id),
  /** Null when the viewer may not read the tag (another teacher's own): the list leaves it out. */
  tag: async (a, _, ctx) => (a.tag_id ? ((await tagById(ctx, a.tag_id)) ?? null) : null),
  startAt: (a) => a.start_at,
  timeLimit: (a) => a.time_limit,
  minScore: (a) => a.min_score,
  maxScore: (a) => a.max_score,
  maxAccesses: (a) => a.max_accesses,
  examMode: (a) => a.exam_mode,
  maxAttempts: (a) => a.max_attempts,
  reviewOptions: (a) => a.review_options,
  createdAt: (a) => a.created_at,
  /** Carried along from `class/exercises`; otherwise read from the class's list (one call per batch). */
  stats: async (a, _, ctx) => {
    if (a.stats) return a.stats;
    const rows = await ctx.loaders.results.assignmentsOfClass.load(a.class_id);
    return rows.find((r) => r.assignment.id === a.id) ?? null;
  },
  results: async (a, { status }, ctx) => {
    const rows = await ctx.loaders.results.resultsOfAssignment.load(a.id);
    return status ? rows.filter((r) => r.status === status) : rows;
  },
  partFigures: (a, _, ctx) => ctx.loaders.results.partFiguresOfAssignment.load(a.id),
};

export const AssignmentPartFigure: AssignmentPartFigureResolvers = {
  partId: (f) => f.question_part_id,
  questionId: (f) => f.question_id,
  questionTitle: (f) => f.question_title,
  maxScore: (f) => f.max_score,
  rightPercent: (f) => f.right_percent,
  averageScore: (f) => f.average_score,
};

export const AssignmentStats: AssignmentStatsResolvers = {
  studentsTotal: (s) => s.students_total,
  waitingScore: (s) => s.waiting_score,
  averageScore: (s) => s.average_score,
};

export const Exercise: ExerciseResolvers = {
  topicGroup: (e) => e.topic_group,
  scoringMode: (e) => asScoringMode(e.scoring_mode),
};
