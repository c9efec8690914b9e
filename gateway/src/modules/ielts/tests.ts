import type { GatewayContext } from '../../context.js';
import { orNull, withFieldErrors } from '../../errors.js';
import type {
  IeltsBandRowInput,
  IeltsBandRowResolvers,
  IeltsTestResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';
import type { RestIeltsTest } from '../../rest/types.js';
import { flag, optionalId, present, text } from './input.js';
import type { IeltsTestParent } from './mappers.js';

/** The full test: the parent itself when it is full, else one batched call (`ielt/tests/?ids=`). */
async function fullTest(t: IeltsTestParent, ctx: GatewayContext): Promise<RestIeltsTest | null> {
  if ('listening_table' in t) return t;
  return ctx.loaders.ielts.test.load(t.id);
}

const exerciseOf = async (
  t: IeltsTestParent,
  ctx: GatewayContext,
  skill: 'listening' | 'reading' | 'writing' | 'speaking',
) => (await fullTest(t, ctx))?.[`${skill}_exercise`] ?? null;

export const IeltsTest: IeltsTestResolvers = {
  createdAt: (t) => t.created_at,
  listeningExerciseId: async (t, _, ctx) => (await exerciseOf(t, ctx, 'listening'))?.id ?? null,
  listeningExerciseName: async (t, _, ctx) => (await exerciseOf(t, ctx, 'listening'))?.name ?? null,
  readingExerciseId: async (t, _, ctx) => (await exerciseOf(t, ctx, 'reading'))?.id ?? null,
  readingExerciseName: async (t, _, ctx) => (await exerciseOf(t, ctx, 'reading'))?.name ?? null,
  writingExerciseId: async (t, _, ctx) => (await exerciseOf(t, ctx, 'writing'))?.id ?? null,
  writingExerciseName: async (t, _, ctx) => (await exerciseOf(t, ctx, 'writing'))?.name ?? null,
  speakingExerciseId: async (t, _, ctx) => (await exerciseOf(t, ctx, 'speaking'))?.id ?? null,
  speakingExerciseName: async (t, _, ctx) => (await exerciseOf(t, ctx, 'speaking'))?.name ?? null,
  listeningTable: async (t, _, ctx) => (await fullTest(t, ctx))?.listening_table ?? [],
  readingTable: async (t, _, ctx) => (await fullTest(t, ctx))?.reading_table ?? [],
  creatorName: async (t, _, ctx) => (await fullTest(t, ctx))?.creator_name ?? null,
  listeningPlays: async (t, _, ctx) => (await fullTest(t, ctx))?.listening_plays ?? 1,
};

export const IeltsBandRow: IeltsBandRowResolvers = {
  minRaw: (r) => r.min_raw,
};

export const ieltsTestQueries: QueryResolvers = {
  ieltsTests: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/tests/', {
      query: { ...paging, active: flag(filter?.active), search: text(filter?.search) },
    });
    for (const t of json.results) ctx.loaders.ielts.test.prime(t.id, t);
    return toPage(json, paging);
  },

  ieltsTest: (_, { id }, ctx) => orNull(() => ctx.rest.get('ielt/tests/{id}/', { params: { id: toId(id) } })),
};

const table = (rows: readonly IeltsBandRowInput[] | null | undefined) =>
  rows?.map((r) => ({ min_raw: r.minRaw, band: r.band }));

export const ieltsTestMutations: MutationResolvers = {
  createIeltsTest: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      test: await ctx.rest.post('ielt/tests/', {
        body: {
          name: input.name,
          module: input.module,
          description: input.description ?? '',
          active: input.active ?? true,
          listening_exercise_id: toId(input.listeningExerciseId, 'listeningExerciseId'),
          reading_exercise_id: toId(input.readingExerciseId, 'readingExerciseId'),
          writing_exercise_id: toId(input.writingExerciseId, 'writingExerciseId'),
          speaking_exercise_id: optionalId(input.speakingExerciseId, 'speakingExerciseId') ?? null,
          listening_table: table(input.listeningTable) ?? null,
          reading_table: table(input.readingTable) ?? null,
          listening_plays: input.listeningPlays ?? 1,
        },
      }),
    })),

  updateIeltsTest: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      test: await ctx.rest.put('ielt/tests/{id}/', {
        params: { id: toId(input.id) },
        body: present({
          name: input.name,
          module: input.module,
          description: input.description,
          active: input.active,
          listening_exercise_id: optionalId(input.listeningExerciseId, 'listeningExerciseId'),
          reading_exercise_id: optionalId(input.readingExerciseId, 'readingExerciseId'),
          writing_exercise_id: optionalId(input.writingExerciseId, 'writingExerciseId'),
          speaking_exercise_id: optionalId(input.speakingExerciseId, 'speakingExerciseId'),
          listening_table: table(input.listeningTable),
          reading_table: table(input.readingTable),
          listening_plays: input.listeningPlays ?? undefined,
        }),
      }),
    })),
};
