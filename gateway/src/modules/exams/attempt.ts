import type { GatewayContext } from '../../context.js';
import { toGraphQLError } from '../../errors.js';
import type {
  AttemptResolvers,
  ClipPlaysResolvers,
  ExamExerciseResolvers,
  ExamPartResolvers,
  ExamQuestionResolvers,
  SavedAnswerResolvers,
} from '../../generated/resolvers.js';
import { partContent } from '../bank/api.js';
import { toPartAnswer } from './answers.js';
import type { AttemptParent, RestAttempt } from './mappers.js';

/** The whole attempt behind a summary (a save, an exit or a submit answered without the exercise). */
export async function fullAttempt(ctx: GatewayContext, id: number): Promise<RestAttempt> {
  const row = await ctx.loaders.exams.attempt.load(id);
  if (row instanceof Error) throw toGraphQLError(row);
  return row;
}
const whole =
  <K extends 'assignment' | 'exercise' | 'answers'>(key: K) =>
  async (a: AttemptParent, _: unknown, ctx: GatewayContext): Promise<RestAttempt[K]> =>
    (a[key] as RestAttempt[K] | undefined) ?? (await fullAttempt(ctx, a.id))[key];

export const Attempt: AttemptResolvers = {
  assignment: whole('assignment'),
  startedAt: (a) => a.started_at,
  endsAt: (a) => a.ends_at,
  extraMinutes: (a) => a.extra_minutes,
  serverNow: (a) => a.server_now,
  accessCount: (a) => a.access_count,
  maxAccesses: (a) => a.max_accesses,
  submittedAt: (a) => a.submitted_at,
  submitReason: (a) => a.submit_reason,
  belowMinScore: (a) => a.below_min_score,
  keyedScore: (a) => a.keyed_score,
  keyedMaxScore: (a) => a.keyed_max_score,
  partsAwaitingMarker: (a) => a.parts_awaiting_marker,
  redoRequested: (a) => a.redo_requested,
  redoNote: (a) => a.redo_note,
  attemptsUsed: (a) => a.attempts_used,
  attemptsAllowed: (a) => a.attempts_allowed,
  mayStartAgain: (a) => a.may_start_again,
  exercise: whole('exercise'),
  answers: whole('answers'),
  // A save's, an exit's or a submit's summary has none: the whole attempt's then (loaded once per request).
  ielts: async (a, _, ctx) =>
    'ielts' in a ? (a.ielts as RestAttempt['ielts']) : (await fullAttempt(ctx, a.id)).ielts,
};

export const ExamExercise: ExamExerciseResolvers = {
  topicGroup: (e) => e.topic_group,
  audioPlays: (e) => e.audio_plays,
};

export const ExamQuestion: ExamQuestionResolvers = {
  type: (q) => q.type,
};

export const ClipPlays: ClipPlaysResolvers = {
  mediaId: (p) => p.media_id,
  startedAt: (p) => p.started_at,
  endsAt: (p) => p.ends_at,
};

export const ExamPart: ExamPartResolvers = {
  content: (p) => partContent({ question_type: p.type, content: p.content }),
};

export const SavedAnswer: SavedAnswerResolvers = {
  partId: (a) => a.question_part_id,
  answer: (a, _, ctx) => toPartAnswer(a.answer, ctx),
  updatedAt: (a) => a.updated_at,
};
