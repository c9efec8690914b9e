import { orNull, withFieldErrors } from '../../errors.js';
import type {
  IeltsBandCorrectionResolvers,
  IeltsBandSetResolvers,
  IeltsBandsResolvers,
  IeltsSpeakingMarksInput,
  IeltsQuoteResolvers,
  IeltsRegistrationResolvers,
  IeltsSectionResolvers,
  IeltsSpeakingMarksResolvers,
  IeltsWritingTaskMarksInput,
  IeltsWritingTaskMarksResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toIds, toPage } from '../../input.js';
import { optionalId, present, text } from './input.js';
import { candidateOf } from './registrants.js';

export const IeltsRegistration: IeltsRegistrationResolvers = {
  candidate: (r, _, ctx) => candidateOf(r.candidate_id, ctx),
  examDate: (r) => r.exam_date,
  skillPackage: (r) => r.skill_package,
  examinerId: (r) => r.examiner?.id ?? null,
  examinerName: (r) => r.examiner?.name ?? null,
  bandState: (r) => r.band_state,
  draftedById: (r) => r.drafted_by?.id ?? null,
  draftedByName: (r) => r.drafted_by?.name ?? null,
  draftedAt: (r) => r.drafted_at,
  bandCorrections: (r) => r.corrections,
  markedAt: (r) => r.marked_at,
  createdAt: (r) => r.created_at,
};

export const IeltsBandCorrection: IeltsBandCorrectionResolvers = {
  correctedByName: (c) => c.corrected_by?.name ?? null,
  correctedAt: (c) => c.corrected_at,
};

export const IeltsBandSet: IeltsBandSetResolvers = {
  listeningRaw: (b) => b.listening_raw,
  readingRaw: (b) => b.reading_raw,
};

export const IeltsSection: IeltsSectionResolvers = {
  classId: (s) => s.class_id,
  assignmentId: (s) => s.assignment_id,
  attemptId: (s) => s.attempt_id,
  attemptStatus: (s) => s.attempt_status,
  timeLimit: (s) => s.time_limit,
};

export const IeltsBands: IeltsBandsResolvers = {
  listeningRaw: (b) => b.listening_raw,
  readingRaw: (b) => b.reading_raw,
  writingTask1: (b) => b.writing_task1,
  writingTask2: (b) => b.writing_task2,
  speakingCriteria: (b) => b.speaking_criteria,
};

export const IeltsWritingTaskMarks: IeltsWritingTaskMarksResolvers = {
  taskAchievement: (m) => m.task_achievement,
  coherenceCohesion: (m) => m.coherence_cohesion,
  lexicalResource: (m) => m.lexical_resource,
  grammaticalRange: (m) => m.grammatical_range,
};

export const IeltsSpeakingMarks: IeltsSpeakingMarksResolvers = {
  fluencyCoherence: (m) => m.fluency_coherence,
  lexicalResource: (m) => m.lexical_resource,
  grammaticalRange: (m) => m.grammatical_range,
};

export const IeltsQuote: IeltsQuoteResolvers = {
  unitPrice: (q) => q.unit_price,
  promotionCode: (q) => q.promotion_code,
};

export const ieltsRegistrationQueries: QueryResolvers = {
  ieltsRegistrations: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('ielt/', {
      query: {
        ...paging,
        exam_date_ids: idFilter(filter?.examDateIds, 'filter.examDateIds'),
        candidate_ids: idFilter(filter?.candidateIds, 'filter.candidateIds'),
        status: filter?.status ?? undefined,
        band_state: filter?.bandState ?? undefined,
        examiner_id: filter?.examinerId ? toId(filter.examinerId, 'filter.examinerId') : undefined,
        search: text(filter?.search),
      },
    });
    return toPage(json, paging);
  },

  ieltsRegistration: (_, { id }, ctx) =>
    orNull(() => ctx.rest.get('ielt/{id}/', { params: { id: toId(id) } })),

  ieltsQuote: (_, { examDateId, promotionCode }, ctx) =>
    withFieldErrors(async () => ({
      quote: await ctx.rest.get('ielt/quote', {
        query: { exam_date_id: toId(examDateId, 'examDateId'), promotion_code: text(promotionCode) },
      }),
    })),
};

const task = (t: IeltsWritingTaskMarksInput) => ({
  task_achievement: t.taskAchievement,
  coherence_cohesion: t.coherenceCohesion,
  lexical_resource: t.lexicalResource,
  grammatical_range: t.grammaticalRange,
});

/** The REST body of a marking (a draft or a correction). */
const marksBody = (input: {
  writingTask1: IeltsWritingTaskMarksInput;
  writingTask2: IeltsWritingTaskMarksInput;
  speaking?: IeltsSpeakingMarksInput | null;
  listeningRaw?: number | null;
  readingRaw?: number | null;
}) => ({
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
});

export const ieltsRegistrationMutations: MutationResolvers = {
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
        body: marksBody(input),
      }),
    })),

  publishIeltsBands: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      registration: await ctx.rest.post('ielt/{id}/publish', {
        params: { id: toId(input.registrationId, 'registrationId') },
      }),
    })),

  correctIeltsBands: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      registration: await ctx.rest.post('ielt/{id}/correct', {
        params: { id: toId(input.registrationId, 'registrationId') },
        body: { ...marksBody(input), reason: input.reason },
      }),
    })),
};
