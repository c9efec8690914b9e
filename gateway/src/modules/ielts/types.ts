import type {
  IeltsBandsResolvers,
  IeltsExamDateResolvers,
  IeltsPaymentResolvers,
  IeltsQuoteResolvers,
  IeltsRegistrantResolvers,
  IeltsRegistrationResolvers,
  IeltsSectionResolvers,
  IeltsSpeakingMarksResolvers,
  IeltsTestResolvers,
  IeltsWritingTaskMarksResolvers,
  PromotionCodeResolvers,
  IeltsBandRowResolvers,
} from '../../generated/resolvers.js';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { IeltsTestParent } from './mappers.js';
import type { RestIeltsTest } from '../../rest/types.js';

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
};

export const IeltsBandRow: IeltsBandRowResolvers = {
  minRaw: (r) => r.min_raw,
};

export const IeltsExamDate: IeltsExamDateResolvers = {
  examDate: (d) => d.exam_date,
  skillPackage: (d) => d.skill_package,
  unitPrice: (d) => d.unit_price,
  registeredCount: (d) => d.registered_count,
  seatsLeft: (d) => d.seats_left,
  classId: (d) => d.class_id,
  createdAt: (d) => d.created_at,
};

export const IeltsRegistrant: IeltsRegistrantResolvers = {
  dateOfBirth: (r) => r.date_of_birth,
  isLmsStudent: (r) => r.is_lms_student,
  registrationCount: (r) => r.registration_count,
  createdAt: (r) => r.created_at,
};

const candidateOf = async (id: number, ctx: GatewayContext) => {
  const found = await ctx.loaders.ielts.registrant.load(id);
  if (!found) throw gatewayError('NOT_FOUND', 'The candidate is not visible to you');
  return found;
};

export const IeltsRegistration: IeltsRegistrationResolvers = {
  candidate: (r, _, ctx) => candidateOf(r.candidate_id, ctx),
  examDate: (r) => r.exam_date,
  skillPackage: (r) => r.skill_package,
  examinerId: (r) => r.examiner?.id ?? null,
  examinerName: (r) => r.examiner?.name ?? null,
  markedAt: (r) => r.marked_at,
  createdAt: (r) => r.created_at,
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

export const IeltsPayment: IeltsPaymentResolvers = {
  candidate: (p, _, ctx) => candidateOf(p.candidate_id, ctx),
  registrationId: (p) => p.registration_id,
  examType: (p) => p.exam_type,
  unitPrice: (p) => p.unit_price,
  promotionCode: (p) => p.promotion_code,
  paidAt: (p) => p.paid_at,
  createdAt: (p) => p.created_at,
};

export const PromotionCode: PromotionCodeResolvers = {
  discountKind: (c) => c.discount_kind,
  discountValue: (c) => c.discount_value,
  usageLimit: (c) => c.usage_limit,
  usedCount: (c) => c.used_count,
  createdAt: (c) => c.created_at,
  expiresAt: (c) => c.expires_at,
};

export const IeltsQuote: IeltsQuoteResolvers = {
  unitPrice: (q) => q.unit_price,
  promotionCode: (q) => q.promotion_code,
};
