import { criteriaBand } from '@lms/domain';
import { z } from 'zod';
import type { IeltsRegistrationView } from '../../db/rows.js';
import {
  IELTS_REGISTRATION_STATUSES,
  IELTS_SKILLS,
  SKILL_PACKAGES,
  type IeltsMarks,
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
