import { INTERACTIONS, QUESTION_TYPES } from '@lms/domain/questions';
import { z } from 'zod';
import { msg } from '../../http/messages.js';
import { questionListQuery } from '../questions/schema.js';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const importQuery = z.strictObject({
  dry_run: flag
    .optional()
    .describe(
      'true (default): check every row and write nothing; false: write all rows or, on any mistake, none',
    ),
});

export const templateQuery = z.strictObject({
  interaction: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        [
          ...INTERACTIONS,
          ...QUESTION_TYPES,
          'choice',
          'single',
          'multiple',
          'text',
          'writing',
          'essay',
          'speaking',
          'pronunciation',
          'passage',
        ].includes(v),
      msg('invalid_input'),
    )
    .describe(
      'An interaction (single_choice, text_entry, matching…), a question type, or empty for every interaction',
    ),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

export const exportQuery = questionListQuery.extend({
  format: z.enum(['xlsx', 'gift']).default('xlsx'),
});

const rowError = z.object({
  row: z
    .number()
    .int()
    .describe('The row in the sheet (the header is row 1), or the line a GIFT or Aiken question starts on'),
  column: z.string().describe('The column (title, type, option_A, answer_1, correct, …)'),
  message: z.string().describe("What is wrong, in the caller's language"),
});

export const importReport = z
  .object({
    code: z.number().int().optional().describe('400 when a commit was refused because of mistakes'),
    message: z.string().optional(),
    dry_run: z.boolean(),
    format: z.enum(['xlsx', 'csv', 'gift', 'aiken']),
    rows: z.number().int().describe('Rows read (blank rows skipped); a question may span several rows'),
    valid: z.number().int().describe('Rows without a mistake'),
    questions: z.number().int().describe('Questions the file holds'),
    errors: z.array(rowError),
    created_ids: z.array(z.number().int()).describe('The new questions (empty on a dry run)'),
  })
  .describe('ImportReport');

/** A refused import: the report (a commit with mistakes) or the usual field errors (no file, unreadable). */
export const importRefusal = importReport
  .partial()
  .extend({
    code: z.number().int(),
    message: z.string(),
    errors: z.union([z.array(rowError), z.record(z.string(), z.array(z.string()))]).optional(),
  })
  .describe('ImportRefusal');
