import { isBand, isRawScore, PROMOTION_CODE_PATTERN } from '@lms/domain';
import { z } from 'zod';
import { date, optionalDate, optionalPhone, optionalText, requiredText } from '../../ui/form/rules';

/**
 * The IELTS forms, with the rules of @lms/domain (the server refuses the same, in the same words). Messages are
 * i18n keys (`ielts.errors.*`, `validation.*`).
 */
const band = z.number({ error: 'ielts.errors.band' }).refine((v) => isBand(v), 'ielts.errors.band');

/** A candidate's registration: the date and, optionally, a promotion code and the profile fields. */
export const registrationSchema = z.object({
  examDateId: z
    .string()
    .nullable()
    .refine((v) => Boolean(v), 'ielts.errors.examDate')
    .transform((v) => v ?? ''),
  promotionCode: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || PROMOTION_CODE_PATTERN.test(v), 'ielts.errors.codeFormat'),
  phone: optionalPhone(),
  // Asked only when the profile lacks them; the server says what a date of birth and an ID number must be.
  dateOfBirth: optionalDate(),
  passport: optionalText(),
});
export type RegistrationValues = z.input<typeof registrationSchema>;

const writingTask = z.object({
  taskAchievement: band,
  coherenceCohesion: band,
  lexicalResource: band,
  grammaticalRange: band,
});

/** The band marking of writing (both tasks) and, for four skills, speaking. */
export const markingSchema = (withSpeaking: boolean) =>
  z.object({
    writingTask1: writingTask,
    writingTask2: writingTask,
    speaking: withSpeaking
      ? z.object({
          fluencyCoherence: band,
          lexicalResource: band,
          grammaticalRange: band,
          pronunciation: band,
        })
      : z.null(),
  });
export type MarkingValues = z.infer<ReturnType<typeof markingSchema>>;

/** Why published bands are corrected (issue 30 point 4): required, kept in the record. */
export const bandCorrectionSchema = z.object({
  reason: z.string().trim().min(1, 'ielts.errors.reason').max(2000, 'ielts.errors.reasonLong'),
});
export type BandCorrectionValues = z.input<typeof bandCorrectionSchema>;

/** An administrator's confirmation of a payment: the amount received, and how. */
export const confirmPaymentSchema = z.object({
  amount: z.number({ error: 'ielts.errors.amount' }).int('ielts.errors.amount').min(0, 'ielts.errors.amount'),
  method: z.enum(['BANK_TRANSFER', 'CASH']),
});
export type ConfirmPaymentValues = z.infer<typeof confirmPaymentSchema>;

/** A promotion code, new or changed. */
export const promotionCodeSchema = z
  .object({
    title: requiredText().max(200, 'ielts.errors.titleLong'),
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => PROMOTION_CODE_PATTERN.test(v), 'ielts.errors.codeFormat'),
    discountKind: z.enum(['PERCENT', 'AMOUNT']),
    discountValue: z.number({ error: 'ielts.errors.discount' }).int('ielts.errors.discount'),
    usageLimit: z.number().int('ielts.errors.usageLimit').min(1, 'ielts.errors.usageLimit').nullable(),
    expiresAt: date('ielts.errors.expiry'),
    status: z.enum(['ACTIVE', 'INACTIVE']),
  })
  .superRefine((v, ctx) => {
    const ok =
      v.discountKind === 'PERCENT' ? v.discountValue >= 1 && v.discountValue <= 100 : v.discountValue > 0;
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: v.discountKind === 'PERCENT' ? 'ielts.errors.percent' : 'ielts.errors.discount',
      });
  });
export type PromotionCodeValues = z.input<typeof promotionCodeSchema>;
export const PROMOTION_CODE_FIELDS = [
  'title',
  'code',
  'discountKind',
  'discountValue',
  'usageLimit',
  'expiresAt',
  'status',
] as const;

/** An exam date, new or changed. */
export const examDateSchema = z.object({
  examDate: date('ielts.errors.day'),
  shift: z.enum(['MORNING', 'AFTERNOON']),
  testId: z.string({ error: 'ielts.errors.test' }).min(1, 'ielts.errors.test'),
  description: optionalText(),
  skillPackage: z.enum(['THREE_SKILLS', 'FOUR_SKILLS']),
  format: z.enum(['COMPUTER', 'PAPER']),
  status: z.enum(['OPEN', 'CLOSED', 'CANCELED']),
  unitPrice: z.number({ error: 'ielts.errors.price' }).int('ielts.errors.price').min(0, 'ielts.errors.price'),
  capacity: z
    .number({ error: 'ielts.errors.capacity' })
    .int('ielts.errors.capacity')
    .min(1, 'ielts.errors.capacity')
    .max(500, 'ielts.errors.capacity'),
});
export type ExamDateValues = z.infer<typeof examDateSchema>;
export const EXAM_DATE_FIELDS = [
  'examDate',
  'shift',
  'testId',
  'description',
  'skillPackage',
  'format',
  'status',
  'unitPrice',
  'capacity',
] as const;

const bandRow = z.object({
  minRaw: z.number({ error: 'ielts.errors.raw' }).refine((v) => isRawScore(v), 'ielts.errors.raw'),
  band,
});

/** An IELTS test: its name, module, four exercises, and its raw-to-band tables. */
export const ieltsTestSchema = z.object({
  name: requiredText().max(200, 'ielts.errors.titleLong'),
  module: z.enum(['ACADEMIC', 'GENERAL']),
  description: optionalText(),
  active: z.boolean(),
  listeningExerciseId: z.string({ error: 'ielts.errors.exercise' }).min(1, 'ielts.errors.exercise'),
  readingExerciseId: z.string({ error: 'ielts.errors.exercise' }).min(1, 'ielts.errors.exercise'),
  writingExerciseId: z.string({ error: 'ielts.errors.exercise' }).min(1, 'ielts.errors.exercise'),
  speakingExerciseId: z.string().nullable(),
  listeningTable: z.array(bandRow),
  readingTable: z.array(bandRow),
  /** How often the listening recordings play: 0 without limit, 1 once (IELTS), 2 twice. */
  listeningPlays: z.number().int().min(0).max(2),
});
export type IeltsTestValues = z.infer<typeof ieltsTestSchema>;

/** A registrant's account fields an administrator corrects. */
export const registrantSchema = z.object({
  name: requiredText().max(200, 'ielts.errors.titleLong'),
  phone: optionalPhone(),
  dateOfBirth: optionalDate(),
  passport: optionalText(),
  address: optionalText(),
});
export type RegistrantValues = z.infer<typeof registrantSchema>;
