import { REPORT_KINDS, REPORT_NOTE_MAX, REPORT_TEXT_MAX } from '@lms/domain';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { MAX_ID, positiveInt } from '../../http/validators.js';

/** JSON bodies carry numbers; no coercion, so `"12"` or `true` is a type error. Ids are int4. */
const refId = z.number().int().positive().max(MAX_ID);

export const reportCreateBody = z.strictObject({
  exercise_id: refId.describe('The exercise with the problem; one the reporter can see'),
  question_id: refId.nullable().default(null).describe('The question with the problem, if one'),
  attempt_id: refId
    .nullable()
    .default(null)
    .describe('The reporter’s attempt it was reported from (the exam runner or the review)'),
  kind: z.enum(REPORT_KINDS).default('other').describe('What the problem is about'),
  content: z
    .string()
    .trim()
    .min(1, msg('report_text_required'))
    .max(REPORT_TEXT_MAX, msg('report_text_long'))
    .describe('The problem, in the reporter’s words (1 to 2000 characters)'),
});

export const reportResolveBody = z.strictObject({
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX)
    .default('')
    .describe('What was done, sent to the reporter (at most 2000 characters); `{}` sends none'),
});

export const reportListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  status: z.enum(['open', 'resolved']).optional().describe('Open or resolved reports; both when absent'),
  kind: z.enum(REPORT_KINDS).optional(),
  exercise_id: positiveInt.optional(),
  exercise_ids: idList.optional(),
  search: z.string().trim().max(100).optional().describe('Exercise name, reporter’s name or e-mail'),
  ordering: z.enum(['created_at', '-created_at']).default('-created_at'),
});
