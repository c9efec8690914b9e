import { QUESTION_TYPES, TOPIC_GROUPS, validatePart, type QuestionType } from '@lms/domain/questions';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg, type MessageKey } from '../../http/messages.js';
import { positiveInt, positiveIntBody } from '../../http/validators.js';
import type { QuestionPart } from '../../commands/questions.js';

const questionType = z.enum(QUESTION_TYPES as [QuestionType, ...QuestionType[]]);
const csv = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .transform((s) => [...new Set(s.split(',').map((v) => v.trim()))])
    .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), msg('invalid_input'))
    .transform((list) => list as T[]);

export const questionListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  store: z.enum(['common', 'private']).optional(),
  owner_id: positiveInt.optional(),
  types: csv(QUESTION_TYPES).optional().describe('Comma-separated question types'),
  topic_groups: csv(TOPIC_GROUPS).optional(),
  tag_ids: idList.optional().describe('Questions carrying any of these tags'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('In the title, the instructions and the description'),
  include: z.enum(['parts']).optional().describe('parts: each question with its parts (staff only)'),
  ordering: z.enum(['title', '-title', 'updated_at', '-updated_at']).default('-updated_at'),
});

/**
 * A part as sent: checked by `@lms/domain/questions` against its own type, or the question's when it names
 * none (see questionBody); an IELTS section mixes a passage, judgements and blanks in one question.
 */
const partBody = z.strictObject({
  question_type: questionType.optional().describe("The part's own type; the question's when absent"),
  content: z.record(z.string(), z.unknown()),
  answer: z.record(z.string(), z.unknown()).optional(),
  score: z.number().optional(),
  weight: z.number().optional(),
});

const fields = {
  title: z.string().trim().min(1, msg('required')).max(300),
  question_type: questionType,
  content: z.string().max(100_000),
  transcript: z.string().max(100_000),
  description: z.string().trim().max(5000),
  topic_group: z.enum(TOPIC_GROUPS),
  visibility: z.union([z.literal(0), z.literal(1)]),
  media_id: positiveIntBody.nullable(),
  tag_ids: z.array(positiveIntBody).max(50),
  parts: z.array(partBody).min(1, msg('required')).max(200),
};

/** Each part against its type's schema; the issues land on `parts.<i>.<field>` in the caller's language. */
function checkParts(
  type: QuestionType,
  parts: z.infer<typeof partBody>[],
  ctx: z.RefinementCtx,
): QuestionPart[] {
  const valid: QuestionPart[] = [];
  parts.forEach(({ question_type: own, ...part }, i) => {
    const questionType = own ?? type;
    const result = validatePart(questionType, part);
    if (result.ok) valid.push({ ...result.part, questionType });
    else
      for (const issue of result.issues)
        ctx.addIssue({
          code: 'custom',
          message: msg(issue.code as MessageKey),
          path: ['parts', i, ...issue.field.split('.').filter(Boolean)],
        });
  });
  return valid;
}

export const questionBody = z
  .strictObject({
    title: fields.title,
    question_type: fields.question_type,
    content: fields.content.default(''),
    transcript: fields.transcript.default(''),
    description: fields.description.default(''),
    topic_group: fields.topic_group.default('other'),
    visibility: fields.visibility.default(0),
    media_id: fields.media_id.default(null),
    tag_ids: fields.tag_ids.default([]),
    parts: fields.parts,
  })
  .transform((q, ctx) => ({ ...q, parts: checkParts(q.question_type, q.parts, ctx) }));

/** A partial edit; `parts`, when sent, replace all parts, and a change of type needs them. */
export const questionUpdateBody = z
  .strictObject({
    title: fields.title.optional(),
    question_type: fields.question_type.optional(),
    content: fields.content.optional(),
    transcript: fields.transcript.optional(),
    description: fields.description.optional(),
    topic_group: fields.topic_group.optional(),
    visibility: fields.visibility.optional(),
    media_id: fields.media_id.optional(),
    tag_ids: fields.tag_ids.optional(),
    parts: fields.parts.optional(),
  })
  .transform((q, ctx) => {
    if (q.question_type && !q.parts)
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['parts'] });
    return q;
  });

export const questionCopyBody = z.strictObject({ question_id: positiveIntBody });

export const partListQuery = z.strictObject({
  ...pageQuery,
  question_ids: idList.describe('The parts of these questions (a batch)'),
});
