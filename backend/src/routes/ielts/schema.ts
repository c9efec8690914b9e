import {
  IELTS_DEFAULT_LISTENING_PLAYS,
  PROMOTION_CODE_PATTERN,
  RAW_MAX,
  RAW_MIN,
  bandTableProblem,
  isBand,
  isRawScore,
} from '@lms/domain';
import { z } from 'zod';
import { STATEMENT_OUTCOMES } from '../../commands/ielts/statements.js';
import {
  DISCOUNT_KINDS,
  EXAM_DATE_STATUSES,
  EXAM_FORMATS,
  IELTS_MODULES,
  IELTS_REGISTRATION_STATUSES,
  IELTS_SHIFTS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROMOTION_STATUSES,
  SKILL_PACKAGES,
} from '../../db/schema.js';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { MAX_ID, isoDate, phone, positiveInt } from '../../http/validators.js';

const refId = z.number().int().positive().max(MAX_ID);
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A band: 0 to 9 in half bands (`isBand` of @lms/domain). */
export const band = z.number(msg('ielts_band_invalid')).refine(isBand, msg('ielts_band_invalid'));
/** A raw score: 0 to 40 correct answers. */
export const rawScore = z
  .number(msg('ielts_raw_invalid'))
  .refine(isRawScore, msg('ielts_raw_invalid'))
  .describe(`Correct answers, ${RAW_MIN} to ${RAW_MAX}`);

const bandTable = z
  .array(z.strictObject({ min_raw: z.number().int(), band: z.number() }))
  .max(40)
  .transform((rows) => rows.map((r) => ({ minRaw: r.min_raw, band: r.band })))
  .refine((rows) => bandTableProblem(rows) === null, msg('ielts_table_invalid'))
  .describe('Highest band first, each row the lowest raw score of its band, the last row at raw 0');

/** How often the listening recordings play: 0 without limit, 1 once (IELTS), 2 twice. */
const listeningPlays = z
  .number()
  .int()
  .min(0, msg('ielts_listening_plays_range'))
  .max(2, msg('ielts_listening_plays_range'));

const name = z.string().trim().min(1, msg('required')).max(200);
const description = z.string().trim().max(2000);
const exerciseRef = refId.nullable();

export const ieltsTestCreateBody = z.strictObject({
  name,
  module: z.enum(IELTS_MODULES),
  description: description.default(''),
  active: z.boolean().default(true),
  listening_exercise_id: refId,
  reading_exercise_id: refId,
  writing_exercise_id: refId,
  speaking_exercise_id: exerciseRef.optional(),
  listening_table: bandTable.nullable().optional().describe('Null or absent: the published table'),
  reading_table: bandTable.nullable().optional().describe('Null or absent: the module’s published table'),
  listening_plays: listeningPlays.default(IELTS_DEFAULT_LISTENING_PLAYS),
});

export const ieltsTestUpdateBody = z
  .strictObject({
    name,
    module: z.enum(IELTS_MODULES),
    description,
    active: z.boolean(),
    listening_exercise_id: exerciseRef,
    reading_exercise_id: exerciseRef,
    writing_exercise_id: exerciseRef,
    speaking_exercise_id: exerciseRef,
    listening_table: bandTable.nullable(),
    reading_table: bandTable.nullable(),
    listening_plays: listeningPlays,
  })
  .partial();

export const ieltsTestListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  active: booleanQuery.optional(),
  search: z.string().max(200).optional(),
});

const unitPrice = z.number().int().min(0).max(100_000_000).describe('Vietnamese dong');
const capacity = z.number().int().min(1).max(500);

export const examDateCreateBody = z.strictObject({
  exam_date: isoDate,
  shift: z.enum(IELTS_SHIFTS),
  test_id: refId,
  description: description.default(''),
  skill_package: z.enum(SKILL_PACKAGES),
  format: z.enum(EXAM_FORMATS).default('computer'),
  status: z.enum(EXAM_DATE_STATUSES).default('open'),
  unit_price: unitPrice,
  capacity,
});

export const examDateUpdateBody = z
  .strictObject({
    exam_date: isoDate,
    shift: z.enum(IELTS_SHIFTS),
    test_id: refId,
    description,
    skill_package: z.enum(SKILL_PACKAGES),
    format: z.enum(EXAM_FORMATS),
    status: z.enum(EXAM_DATE_STATUSES),
    unit_price: unitPrice,
    capacity,
  })
  .partial();

export const examDateListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  status: z.enum(EXAM_DATE_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  test_ids: idList.optional(),
});

export const openDatesQuery = z.strictObject({ ...pageQuery });

export const registrantListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  search: z.string().max(200).optional(),
  is_lms_student: booleanQuery.optional(),
});

const code = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => PROMOTION_CODE_PATTERN.test(s), msg('ielts_code_format'));

export const promotionCreateBody = z
  .strictObject({
    title: name,
    code,
    discount_kind: z.enum(DISCOUNT_KINDS),
    discount_value: z.number().int().positive(msg('number_positive')).max(100_000_000),
    usage_limit: z.number().int().positive(msg('number_positive')).nullable().default(null),
    expires_at: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    status: z.enum(PROMOTION_STATUSES).default('active'),
  })
  .refine((b) => b.discount_kind !== 'percent' || b.discount_value <= 100, {
    path: ['discount_value'],
    message: msg('ielts_percent_range'),
  });

export const promotionUpdateBody = z
  .strictObject({
    title: name,
    discount_kind: z.enum(DISCOUNT_KINDS),
    discount_value: z.number().int().positive(msg('number_positive')).max(100_000_000),
    usage_limit: z.number().int().positive(msg('number_positive')).nullable(),
    expires_at: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    status: z.enum(PROMOTION_STATUSES),
  })
  .partial()
  .refine((b) => b.discount_kind !== 'percent' || b.discount_value === undefined || b.discount_value <= 100, {
    path: ['discount_value'],
    message: msg('ielts_percent_range'),
  });

export const promotionListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  status: z.enum(PROMOTION_STATUSES).optional(),
  search: z.string().max(200).optional(),
});

export const quoteQuery = z.strictObject({
  exam_date_id: positiveInt,
  promotion_code: z.string().max(50).optional(),
});

export const registerBody = z.strictObject({
  exam_date_id: refId,
  promotion_code: z.string().trim().max(50).optional(),
  phone: phone.optional(),
  date_of_birth: isoDate.optional(),
  passport: z.string().trim().max(50).optional(),
});

export const registrationListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  exam_date_ids: idList.optional(),
  candidate_ids: idList.optional(),
  status: z.enum(IELTS_REGISTRATION_STATUSES).optional(),
  band_state: z
    .enum(['none', 'draft', 'published'])
    .optional()
    .describe(
      'Where the bands stand: `draft` lists the drafts an examiner has to finish, whatever the status',
    ),
  examiner_id: positiveInt.optional(),
  search: z.string().max(200).optional(),
});

export const assignExaminerBody = z.strictObject({
  registration_ids: z.array(refId).min(1).max(300),
  examiner_id: refId.nullable(),
});

const writingTask = z.strictObject({
  task_achievement: band,
  coherence_cohesion: band,
  lexical_resource: band,
  grammatical_range: band,
});

export const markBody = z.strictObject({
  writing_task1: writingTask,
  writing_task2: writingTask,
  speaking: z
    .strictObject({
      fluency_coherence: band,
      lexical_resource: band,
      grammatical_range: band,
      pronunciation: band,
    })
    .nullable()
    .optional(),
  listening_raw: rawScore.optional().describe('From the runner’s attempt when absent (required on paper)'),
  reading_raw: rawScore.optional().describe('From the runner’s attempt when absent (required on paper)'),
});

export const correctBody = markBody.extend({
  reason: z
    .string()
    .max(2000)
    .default('')
    .describe(
      'Why the published bands are corrected: required (400 on reason when blank), kept in the record',
    ),
});

export const paymentListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  registration_ids: idList.optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  exam_date_ids: idList.optional(),
  search: z.string().max(200).optional(),
});

export const confirmPaymentBody = z.strictObject({
  amount: z.number().int().min(0).describe('The amount received, in dong: the invoice’s amount'),
  method: z.enum(PAYMENT_METHODS).default('bank_transfer'),
});

/** The fields of a partial body that are given: the commands' updates change only those. */
export const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

/** A bank statement to reconcile (docs/design.md section 10), sent as JSON so GraphQL can pass it on. */
export const statementBody = z.strictObject({
  filename: z.string().min(1).max(255).describe('The file’s name: .xlsx or .csv'),
  content: z.base64().min(1).describe('The file, base64 (at most 10 MB once decoded)'),
  dry_run: z
    .boolean()
    .default(true)
    .describe('true (default): match and write nothing; false: confirm the exact matches'),
});

export const statementReport = z
  .object({
    dry_run: z.boolean(),
    format: z.enum(['xlsx', 'csv']),
    rows: z.number().int().describe('Transfers read (blank rows and outgoing money skipped)'),
    matches: z.number().int().describe('Exact matches: to confirm (dry run) or confirmed now (commit)'),
    transfers: z.array(
      z.object({
        row: z.number().int(),
        amount: z.number().int(),
        description: z.string(),
        reference: z.string().nullable(),
        date: z.string().nullable(),
        invoice: z.string().nullable().describe('The one invoice the description names'),
        payment_id: z.number().int().nullable(),
        invoice_amount: z.number().int().nullable().describe('What the invoice is for, in dong'),
        outcome: z
          .enum(STATEMENT_OUTCOMES)
          .describe(
            'match (to confirm), confirmed (now), or why it is only listed: no_invoice, several_invoices, ' +
              'unknown_invoice, amount_mismatch, already_imported, already_paid, payment_closed, duplicate_in_statement',
          ),
      }),
    ),
  })
  .describe('BankStatementReport');
