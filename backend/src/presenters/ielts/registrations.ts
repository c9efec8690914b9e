import { criteriaBand } from '@lms/domain';
import { z } from 'zod';
import type { IeltsRegistrationView } from '../../db/rows.js';
import {
  IELTS_REGISTRATION_STATUSES,
  IELTS_SKILLS,
  SKILL_PACKAGES,
  type IeltsMarks,
  type PublishedBands,
} from '../../db/schema.js';
import type { Lang } from '../../http/messages.js';
import { ieltsExamDateSchema, presentIeltsExamDate } from './dates.js';
import { paymentSchema, presentPayment } from './payments.js';

export type { IeltsRegistrationView };

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

const bandSet = z.object({
  listening_raw: z.number().int().nullable(),
  reading_raw: z.number().int().nullable(),
  listening: z.number().nullable(),
  reading: z.number().nullable(),
  writing: z.number().nullable(),
  speaking: z.number().nullable(),
  overall: z.number().nullable(),
});

export const bandCorrectionSchema = z
  .object({
    id: z.number().int(),
    corrected_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    corrected_at: z.string(),
    reason: z.string(),
    before: bandSet,
    after: bandSet,
  })
  .describe('A correction of published bands: who, when, from what to what and why');

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
    band_state: z
      .enum(['none', 'draft', 'published'])
      .describe('The candidate reads `none` until the bands are published'),
    drafted_by: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('Who saved the latest band draft; null for the candidate'),
    drafted_at: z.string().nullable().describe('Null for the candidate'),
    corrections: z.array(bandCorrectionSchema).describe('Oldest first; empty for the candidate'),
    marked_at: z.string().nullable().describe('When the bands were published'),
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

const presentBandSet = (b: PublishedBands) => ({
  listening_raw: b.listeningRaw,
  reading_raw: b.readingRaw,
  listening: b.listening,
  reading: b.reading,
  writing: b.writing,
  speaking: b.speaking,
  overall: b.overall,
});

/**
 * `staff`: administrators and examiners see the bands as they are drafted; the candidate only once they are
 * published (the registration marked, issue 30 point 4).
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
    band_state: r.status === 'marked' ? 'published' : opts.staff && r.draftedAt !== null ? 'draft' : 'none',
    drafted_by: opts.staff ? v.drafter : null,
    drafted_at: opts.staff ? (r.draftedAt?.toISOString() ?? null) : null,
    corrections: opts.staff
      ? v.corrections.map(({ correction: c, corrector }) => ({
          id: c.id,
          corrected_by: corrector,
          corrected_at: c.correctedAt.toISOString(),
          reason: c.reason,
          before: presentBandSet(c.before),
          after: presentBandSet(c.after),
        }))
      : [],
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
