import { withFieldErrors } from '../../errors.js';
import type {
  IeltsBandRowInput,
  IeltsWritingTaskMarksInput,
  MutationResolvers,
} from '../../generated/resolvers.js';
import { toId, toIds } from '../../input.js';

const table = (rows: readonly IeltsBandRowInput[] | null | undefined) =>
  rows?.map((r) => ({ min_raw: r.minRaw, band: r.band }));
const optionalId = (id: string | null | undefined, field: string) =>
  id == null ? undefined : toId(id, field);
const task = (t: IeltsWritingTaskMarksInput) => ({
  task_achievement: t.taskAchievement,
  coherence_cohesion: t.coherenceCohesion,
  lexical_resource: t.lexicalResource,
  grammatical_range: t.grammaticalRange,
});
/** Nulls and absent fields left out: the backend's updates are partial. */
const present = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

export const ieltsMutations: MutationResolvers = {
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
        }),
      }),
    })),

  createIeltsExamDate: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      examDate: await ctx.rest.post('ielt/dates/', {
        body: {
          exam_date: input.examDate,
          shift: input.shift,
          test_id: toId(input.testId, 'testId'),
          description: input.description ?? '',
          skill_package: input.skillPackage,
          format: input.format ?? 'computer',
          status: input.status ?? 'open',
          unit_price: input.unitPrice,
          capacity: input.capacity,
        },
      }),
    })),

  updateIeltsExamDate: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      examDate: await ctx.rest.put('ielt/dates/{id}/', {
        params: { id: toId(input.id) },
        body: present({
          exam_date: input.examDate,
          shift: input.shift,
          test_id: optionalId(input.testId, 'testId'),
          description: input.description,
          skill_package: input.skillPackage,
          format: input.format,
          status: input.status,
          unit_price: input.unitPrice,
          capacity: input.capacity,
        }),
      }),
    })),

  createPromotionCode: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      promotionCode: await ctx.rest.post('ielt/promotion-codes/', {
        body: {
          title: input.title,
          code: input.code,
          discount_kind: input.discountKind,
          discount_value: input.discountValue,
          usage_limit: input.usageLimit ?? null,
          expires_at: input.expiresAt,
          status: input.status ?? 'active',
        },
      }),
    })),

  updatePromotionCode: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      promotionCode: await ctx.rest.put('ielt/promotion-codes/{id}/', {
        params: { id: toId(input.id) },
        body: {
          ...present({
            title: input.title,
            discount_kind: input.discountKind,
            discount_value: input.discountValue,
            expires_at: input.expiresAt,
            status: input.status,
          }),
          // An explicit null lifts the limit.
          ...(input.usageLimit !== undefined ? { usage_limit: input.usageLimit } : {}),
        },
      }),
    })),

  registerIelts: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      registration: await ctx.rest.post('ielt/', {
        body: present({
          exam_date_id: toId(input.examDateId, 'examDateId'),
          promotion_code: input.promotionCode?.trim() || undefined,
          phone: input.phone,
          date_of_birth: input.dateOfBirth,
          passport: input.passport,
        }) as { exam_date_id: number },
      }),
    })),

  cancelIeltsRegistration: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      registration: await ctx.rest.post('ielt/{id}/cancel', { params: { id: toId(input.id) } }),
    })),

  confirmIeltsPayment: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      payment: await ctx.rest.post('ielt/payment/{id}/confirm', {
        params: { id: toId(input.paymentId, 'paymentId') },
        body: { amount: input.amount, method: input.method ?? 'bank_transfer' },
      }),
    })),

  refundIeltsPayment: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      payment: await ctx.rest.post('ielt/payment/{id}/refund', {
        params: { id: toId(input.paymentId, 'paymentId') },
      }),
    })),

  sitIeltsTest: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      registration: await ctx.rest.post('ielt/{id}/sit', {
        params: { id: toId(input.registrationId, 'registrationId') },
      }),
    })),

  assignIeltsExaminer: async (_, { input }, ctx) => {
    const answer = await withFieldErrors(async () => ({
      registrations: await ctx.rest.post('ielt/assign-examiner', {
        body: {
          registration_ids: toIds(input.registrationIds, 'registrationIds'),
          examiner_id: optionalId(input.examinerId, 'examinerId') ?? null,
        },
      }),
    }));
    return { registrations: [], ...answer };
  },

  markIeltsRegistration: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      registration: await ctx.rest.post('ielt/{id}/mark', {
        params: { id: toId(input.registrationId, 'registrationId') },
        body: {
          writing_task1: task(input.writingTask1),
          writing_task2: task(input.writingTask2),
          ...(input.speaking
            ? {
                speaking: {
                  fluency_coherence: input.speaking.fluencyCoherence,
                  lexical_resource: input.speaking.lexicalResource,
                  grammatical_range: input.speaking.grammaticalRange,
                  pronunciation: input.speaking.pronunciation,
                },
              }
            : {}),
          ...(input.listeningRaw != null ? { listening_raw: input.listeningRaw } : {}),
          ...(input.readingRaw != null ? { reading_raw: input.readingRaw } : {}),
        },
      }),
    })),
};
