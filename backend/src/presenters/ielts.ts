import {
  DEFAULT_LISTENING_TABLE,
  criteriaBand,
  defaultReadingTable,
  promotionRefusal,
  type BandRow,
} from '@lms/domain';
import { z } from 'zod';
import type { Lang } from '../http/messages.js';
import type {
  IeltsExamDateView,
  IeltsRegistrantView,
  IeltsRegistrationView,
  IeltsTestView,
  PaymentView,
  PromotionCodeRow,
} from '../db/rows.js';
import {
  DISCOUNT_KINDS,
  EXAM_DATE_STATUSES,
  EXAM_FORMATS,
  IELTS_MODULES,
  IELTS_REGISTRATION_STATUSES,
  IELTS_SHIFTS,
  IELTS_SKILLS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROMOTION_STATUSES,
  SKILL_PACKAGES,
  type IeltsMarks,
} from '../db/schema.js';

export type { IeltsExamDateView, IeltsRegistrantView, IeltsRegistrationView, IeltsTestView, PaymentView };

const bandRow = z.object({ min_raw: z.number().int(), band: z.number() });
const rows = (t: readonly BandRow[]) => t.map((r) => ({ min_raw: r.minRaw, band: r.band }));

/** The public part of a test: what a candidate reads about the test of an exam date. */
export const ieltsTestBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  module: z.enum(IELTS_MODULES),
  description: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});

export const ieltsTestSchema = ieltsTestBriefSchema
  .extend({
    listening_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    reading_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    writing_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    speaking_exercise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    listening_table: z.array(bandRow).describe('Highest band first; the published table unless edited'),
    reading_table: z
      .array(bandRow)
      .describe('Highest band first; the module’s published table unless edited'),
    creator_name: z.string().nullable(),
  })
  .describe('An IELTS test');
export type IeltsTestJson = z.infer<typeof ieltsTestSchema>;

/** A test's tables as they apply: its own, or the published ones. */
export const listeningTableOf = (t: IeltsTestView['test']): readonly BandRow[] =>
  t.listeningTable ?? DEFAULT_LISTENING_TABLE;
export const readingTableOf = (t: IeltsTestView['test']): readonly BandRow[] =>
  t.readingTable ?? defaultReadingTable(t.module);

export function presentIeltsTest(v: IeltsTestView): IeltsTestJson {
  const t = v.test;
  const exercise = (id: number | null, name: string | null) => (id && name !== null ? { id, name } : null);
  return {
    id: t.id,
    name: t.name,
    module: t.module,
    description: t.description,
    active: t.active,
    created_at: t.createdAt.toISOString(),
    listening_exercise: exercise(t.listeningExerciseId, v.exerciseNames.listening),
    reading_exercise: exercise(t.readingExerciseId, v.exerciseNames.reading),
    writing_exercise: exercise(t.writingExerciseId, v.exerciseNames.writing),
    speaking_exercise: exercise(t.speakingExerciseId, v.exerciseNames.speaking),
    listening_table: rows(listeningTableOf(t)),
    reading_table: rows(readingTableOf(t)),
    creator_name: v.creatorName,
  };
}

export const ieltsExamDateSchema = z
  .object({
    id: z.number().int(),
    exam_date: z.string(),
    shift: z.enum(IELTS_SHIFTS),
    test: ieltsTestBriefSchema.nullable(),
    description: z.string(),
    skill_package: z.enum(SKILL_PACKAGES),
    format: z.enum(EXAM_FORMATS),
    status: z.enum(EXAM_DATE_STATUSES),
    unit_price: z.number().int().describe('Vietnamese dong, before any promotion'),
    capacity: z.number().int(),
    registered_count: z.number().int().describe('Registrations holding a seat (not canceled)'),
    seats_left: z.number().int(),
    registrable: z.boolean().describe('Open, not full, not past, with an active test'),
    class_id: z.number().int().nullable().describe('The sittings’ class (staff only; null to candidates)'),
    created_at: z.string(),
  })
  .describe('An IELTS exam date');
export type IeltsExamDateJson = z.infer<typeof ieltsExamDateSchema>;

export function presentIeltsExamDate(v: IeltsExamDateView, today: string, staff: boolean): IeltsExamDateJson {
  const d = v.date;
  const seatsLeft = Math.max(0, d.capacity - v.registered);
  return {
    id: d.id,
    exam_date: d.examDate,
    shift: d.shift as (typeof IELTS_SHIFTS)[number],
    test: v.test
      ? {
          id: v.test.id,
          name: v.test.name,
          module: v.test.module,
          description: v.test.description,
          active: v.test.active,
          created_at: v.test.createdAt.toISOString(),
        }
      : null,
    description: d.description,
    skill_package: d.skillType,
    format: d.format,
    status: d.status,
    unit_price: d.unitPrice,
    capacity: d.capacity,
    registered_count: v.registered,
    seats_left: seatsLeft,
    registrable: d.status === 'open' && d.examDate >= today && seatsLeft > 0 && !!v.test?.active,
    class_id: staff ? d.classId : null,
    created_at: d.createdAt.toISOString(),
  };
}

export const ieltsRegistrantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    date_of_birth: z.string().nullable(),
    passport: z.string(),
    address: z.string(),
    is_lms_student: z.boolean().describe('Also a student of an LMS class'),
    registration_count: z.number().int(),
    created_at: z.string(),
  })
  .describe('An IELTS registrant');
export type IeltsRegistrantJson = z.infer<typeof ieltsRegistrantSchema>;

export function presentIeltsRegistrant(v: IeltsRegistrantView): IeltsRegistrantJson {
  return {
    id: v.user.id,
    name: v.user.name,
    email: v.user.email,
    phone: v.user.phone,
    date_of_birth: v.user.dateOfBirth || null,
    passport: v.user.passport,
    address: v.user.address,
    is_lms_student: v.isLmsStudent,
    registration_count: v.registrationCount,
    created_at: v.user.createdAt.toISOString(),
  };
}

export const promotionCodeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    code: z.string(),
    discount_kind: z.enum(DISCOUNT_KINDS),
    discount_value: z.number().int().describe('The percentage, or the amount in dong'),
    usage_limit: z.number().int().nullable(),
    used_count: z.number().int(),
    status: z.enum(PROMOTION_STATUSES),
    created_at: z.string(),
    expires_at: z.string(),
    usable: z.boolean().describe('Active, not expired and not used up now'),
  })
  .describe('A promotion code');
export type PromotionCodeJson = z.infer<typeof promotionCodeSchema>;

export function presentPromotionCode(c: PromotionCodeRow, now: Date): PromotionCodeJson {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    discount_kind: c.discountKind,
    discount_value: c.discountKind === 'percent' ? c.discountPercent : c.discountAmount,
    usage_limit: c.maxUses,
    used_count: c.usedCount,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
    usable:
      promotionRefusal(
        { status: c.status, expiresAt: c.expiresAt, usageLimit: c.maxUses, usedCount: c.usedCount },
        now,
      ) === null,
  };
}

export const paymentSchema = z
  .object({
    id: z.number().int(),
    invoice: z.string(),
    candidate_id: z.number().int(),
    registration_id: z.number().int().nullable(),
    exam_type: z.string(),
    unit_price: z.number().int(),
    discount: z.number().int(),
    amount: z.number().int().describe('What the candidate owes, in dong'),
    status: z.enum(PAYMENT_STATUSES),
    method: z.enum(PAYMENT_METHODS).nullable(),
    promotion_code: promotionCodeSchema.nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  })
  .describe('An IELTS payment');
export type PaymentJson = z.infer<typeof paymentSchema>;

/** What a payment is for, in the reader's language, by its package and format (`4_skills:computer`). */
const EXAM_TYPES: Record<string, Record<Lang, string>> = {
  '4_skills:computer': { vi: 'IELTS 4 kỹ năng — thi trên máy tính', en: 'IELTS 4 skills — computer' },
  '4_skills:paper': { vi: 'IELTS 4 kỹ năng — thi trên giấy', en: 'IELTS 4 skills — paper' },
  '3_skills:computer': {
    vi: 'IELTS 3 kỹ năng (Nghe, Đọc, Viết) — thi trên máy tính',
    en: 'IELTS 3 skills (L, R, W) — computer',
  },
  '3_skills:paper': {
    vi: 'IELTS 3 kỹ năng (Nghe, Đọc, Viết) — thi trên giấy',
    en: 'IELTS 3 skills (L, R, W) — paper',
  },
};
/** Payments made before the key was stored kept the label of the day, in either language. */
const EXAM_TYPE_OF_LABEL = new Map(
  Object.entries(EXAM_TYPES).flatMap(([key, labels]) => [
    [labels.vi, key],
    [labels.en, key],
  ]),
);

export function examTypeLabel(stored: string, lang: Lang): string {
  const key = EXAM_TYPES[stored] ? stored : EXAM_TYPE_OF_LABEL.get(stored);
  return key ? EXAM_TYPES[key]![lang] : stored;
}

export function presentPayment(v: PaymentView, now: Date, lang: Lang): PaymentJson {
  const p = v.payment;
  return {
    id: p.id,
    invoice: p.invoice,
    candidate_id: p.candidateId,
    registration_id: p.registrationId,
    exam_type: examTypeLabel(p.examType, lang),
    unit_price: p.unitPrice,
    discount: p.discount,
    amount: p.amount,
    status: p.status,
    method: p.method,
    promotion_code: v.code ? presentPromotionCode(v.code, now) : null,
    paid_at: p.paidAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
  };
}

const writingTask = z.object({
  task_achievement: z.number(),
  coherence_cohesion: z.number(),
  lexical_resource: z.number(),
  grammatical_range: z.number(),
  band: z.number(),
});
const speakingMarks = z.object({
  fluency_coherence: z.number(),
  lexical_resource: z.number(),
  grammatical_range: z.number(),
  pronunciation: z.number(),
  band: z.number(),
});

export const ieltsRegistrationSchema = z
  .object({
    id: z.number().int(),
    candidate_id: z.number().int(),
    exam_date: ieltsExamDateSchema,
    skill_package: z.enum(SKILL_PACKAGES),
    status: z.enum(IELTS_REGISTRATION_STATUSES),
    payment: paymentSchema.nullable(),
    sections: z.array(
      z.object({
        skill: z.enum(IELTS_SKILLS),
        class_id: z.number().int(),
        assignment_id: z.number().int(),
        attempt_id: z.number().int().nullable(),
        attempt_status: z.string().nullable(),
        time_limit: z.number().int(),
      }),
    ),
    bands: z
      .object({
        listening_raw: z.number().int().nullable(),
        listening: z.number().nullable(),
        reading_raw: z.number().int().nullable(),
        reading: z.number().nullable(),
        writing_task1: writingTask.nullable(),
        writing_task2: writingTask.nullable(),
        writing: z.number().nullable(),
        speaking_criteria: speakingMarks.nullable(),
        speaking: z.number().nullable(),
        overall: z.number().nullable(),
      })
      .describe('All null for the candidate until the registration is marked'),
    examiner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    marked_at: z.string().nullable(),
    lang: z.enum(['vi', 'en']),
    created_at: z.string(),
  })
  .describe('An IELTS registration');
export type IeltsRegistrationJson = z.infer<typeof ieltsRegistrationSchema>;

function presentMarks(marks: IeltsMarks | null) {
  if (!marks) return { writing_task1: null, writing_task2: null, speaking_criteria: null };
  const task = (t: IeltsMarks['writingTask1']) => ({
    task_achievement: t.taskAchievement,
    coherence_cohesion: t.coherenceCohesion,
    lexical_resource: t.lexicalResource,
    grammatical_range: t.grammaticalRange,
    band: criteriaBand([t.taskAchievement, t.coherenceCohesion, t.lexicalResource, t.grammaticalRange]),
  });
  const s = marks.speaking;
  return {
    writing_task1: task(marks.writingTask1),
    writing_task2: task(marks.writingTask2),
    speaking_criteria: s
      ? {
          fluency_coherence: s.fluencyCoherence,
          lexical_resource: s.lexicalResource,
          grammatical_range: s.grammaticalRange,
          pronunciation: s.pronunciation,
          band: criteriaBand([s.fluencyCoherence, s.lexicalResource, s.grammaticalRange, s.pronunciation]),
        }
      : null,
  };
}

/**
 * `staff`: administrators and examiners see the bands as they are marked; the candidate only once the
 * registration is marked.
 */
export function presentIeltsRegistration(
  v: IeltsRegistrationView,
  opts: { today: string; now: Date; staff: boolean; lang: Lang },
): IeltsRegistrationJson {
  const r = v.registration;
  const shown = opts.staff || r.status === 'marked';
  return {
    id: r.id,
    candidate_id: r.userId,
    exam_date: presentIeltsExamDate(v.examDate, opts.today, opts.staff),
    skill_package: r.skillPackage,
    status: r.status,
    payment: v.payment ? presentPayment(v.payment, opts.now, opts.lang) : null,
    sections: v.sections.map((s) => ({
      skill: s.skill,
      class_id: s.classId,
      assignment_id: s.assignmentId,
      attempt_id: s.attempt?.id ?? null,
      attempt_status: s.attempt?.status ?? null,
      time_limit: s.timeLimit,
    })),
    bands: shown
      ? {
          listening_raw: r.listeningRaw,
          listening: r.listeningBand,
          reading_raw: r.readingRaw,
          reading: r.readingBand,
          writing: r.writingBand,
          speaking: r.speakingBand,
          overall: r.overallBand,
          ...presentMarks(r.marks),
        }
      : {
          listening_raw: null,
          listening: null,
          reading_raw: null,
          reading: null,
          writing: null,
          speaking: null,
          overall: null,
          writing_task1: null,
          writing_task2: null,
          speaking_criteria: null,
        },
    examiner: opts.staff ? v.examiner : null,
    marked_at: r.markedAt?.toISOString() ?? null,
    lang: r.lang === 'en' ? 'en' : 'vi',
    created_at: r.createdAt.toISOString(),
  };
}

export const ieltsQuoteSchema = z.object({
  unit_price: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  promotion_code: z.string().nullable(),
});
