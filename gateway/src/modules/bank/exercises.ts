import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { ExerciseFiguresResolvers, ExerciseResolvers } from '../../generated/resolvers.js';
import { selectedCoordinates } from '../../lookahead.js';
import type { RestExercise } from '../../rest/types.js';
import { courseById } from '../courses/api.js';
import { staffById } from '../users/api.js';
import type { BankExercise } from './mappers.js';

/**
 * The bank's row of an exercise: the parent itself when it came from `exercise/`, else (an assignment's
 * summary) through the exercise loader, one `exercise/?ids=` call for every such exercise of the request.
 */
async function bankRow(e: RestExercise | BankExercise, ctx: GatewayContext): Promise<BankExercise> {
  if ('question_ids' in e) return e;
  const row = await ctx.loaders.bank.exercise.load(e.id);
  if (!row) throw gatewayError('FORBIDDEN', 'You do not have permission to see this exercise');
  return row;
}
const field =
  <K extends keyof BankExercise>(key: K) =>
  async (e: RestExercise, _: unknown, ctx: GatewayContext) =>
    (await bankRow(e, ctx))[key];

const BY_NAME = new Set(['Tag.id', 'Tag.name', 'Tag.__typename']);

/**
 * The tags a question or an exercise carries arrive as id and name; a selection asking more of them (store,
 * owner, created) loads the full tags, one `tag/?ids=` call for the whole request.
 */
export async function carriedTags(
  tags: readonly { id: number; name: string }[],
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
) {
  const selected = selectedCoordinates(info, new Set(['Tag']));
  if ([...selected].every((c) => BY_NAME.has(c))) return tags as never;
  const full = await Promise.all(tags.map((t) => ctx.loaders.bank.tag.load(t.id)));
  return full.filter((t) => t !== null);
}

/** The fields the bank adds to an exercise (`extend type Exercise` in schema/bank.graphql). */
export const Exercise: ExerciseResolvers = {
  description: field('description'),
  visibility: async (e, _, ctx) => ((await bankRow(e, ctx)).visibility === 1 ? 1 : 0),
  course: async (e, _, ctx) => {
    const id = (await bankRow(e, ctx)).course_id;
    return id === null ? null : courseById(ctx, id);
  },
  owner: async (e, _, ctx) => {
    const id = (await bankRow(e, ctx)).owner_id;
    return id === null ? null : staffById(ctx, id);
  },
  viewerCanWrite: field('viewer_can_write'),
  /** Every question of a page of exercises in one `question/?ids=` call (any version: the one it was built with). */
  questions: async (e, _, ctx) => {
    const ids = (await bankRow(e, ctx)).question_ids;
    const rows = await Promise.all(ids.map((id) => ctx.loaders.bank.question.load(id)));
    return rows.filter((q) => q !== null);
  },
  outdatedQuestionIds: field('outdated_question_ids'),
  types: field('types'),
  tags: async (e, _, ctx, info) => carriedTags((await bankRow(e, ctx)).tags, ctx, info),
  assigned: field('assigned'),
  audioPlays: field('audio_plays'),
  clonedFromId: field('cloned_from_id'),
  /** One `exercise/summary-question` call for every exercise of the request. */
  figures: async (e, _, ctx) => {
    const [figures] = await ctx.loaders.bank.exerciseFigures.load(e.id);
    if (!figures) throw gatewayError('NOT_FOUND', 'This exercise does not exist');
    return figures;
  },
  createdAt: field('created_at'),
  updatedAt: field('updated_at'),
};

export const ExerciseFigures: ExerciseFiguresResolvers = {
  questionCount: (f) => f.question_count,
  partCount: (f) => f.part_count,
  totalPoints: (f) => f.points,
  byType: (f) =>
    f.by_type.map((t) => ({
      type: t.type,
      questionCount: t.questions,
      partCount: t.parts,
      points: t.points,
    })),
  partsKey: (f) => f.parts_marked_by.key,
  partsPerson: (f) => f.parts_marked_by.person,
  partsSpeech: (f) => f.parts_marked_by.speech,
  partsNone: (f) => f.parts_marked_by.none,
  /** One `exercise/percent-question` call for every exercise of the request, when asked for. */
  shares: async (f, _, ctx) =>
    (await ctx.loaders.bank.questionShares.load(f.exercise_id)).map((s) => ({
      questionId: s.question_id,
      points: s.points,
      percent: s.percent,
    })),
};
