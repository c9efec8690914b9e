import { interactionOf, QUESTION_TYPES, TOPIC_GROUPS } from '@lms/domain/questions';
import { z } from 'zod';
import type { QuestionExtras, QuestionPartRow, QuestionRow } from '../db/rows.js';
import type { Viewer } from '../http/auth.js';
import { mayWriteBankItem } from '../policies/bank.js';
import { mediaSchema, presentMedia } from './media.js';

const questionType = z.enum(QUESTION_TYPES as [string, ...string[]]);

export const questionPartSchema = z
  .object({
    id: z.number().int(),
    question_id: z.number().int(),
    position: z.number().int(),
    question_type: questionType,
    content: z.record(z.string(), z.unknown()).describe('What the student sees, shaped by the interaction'),
    answer: z.record(z.string(), z.unknown()).describe('The key; never sent to students'),
    score: z.number(),
    weight: z.number(),
  })
  .describe('QuestionPart');
export type QuestionPartJson = z.infer<typeof questionPartSchema>;

export const presentQuestionPart = (p: QuestionPartRow): QuestionPartJson => ({
  id: p.id,
  question_id: p.questionId,
  position: p.position,
  question_type: p.questionType,
  content: p.content as Record<string, unknown>,
  answer: p.answer as Record<string, unknown>,
  score: p.score,
  weight: p.weight,
});

export const questionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    question_type: questionType,
    interaction: z.string().describe('The interaction of the type (question/question-type/)'),
    content: z.string().describe('Instructions and, for reading, the passage'),
    transcript: z.string().describe("A listening question's transcript (empty when none)"),
    description: z.string(),
    topic_group: z.enum(TOPIC_GROUPS),
    store: z.enum(['common', 'private']),
    visibility: z.number().int().describe('0 private, 1 public'),
    owner_id: z.number().int().nullable(),
    viewer_can_write: z
      .boolean()
      .describe('The viewer may change and delete it (admins the common store, a teacher their own)'),
    media: mediaSchema.nullable(),
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    part_count: z.number().int(),
    answered: z.boolean().describe('Students have answered it: an edit of what they see makes a new version'),
    version: z.number().int(),
    root_id: z
      .number()
      .int()
      .nullable()
      .describe('The first version of its lineage; null on the first itself'),
    superseded_by_id: z.number().int().nullable().describe('The newer version, when this one is not current'),
    cloned_from_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    parts: z.array(questionPartSchema).optional().describe('With `?include=parts` and on one question'),
  })
  .describe('Question');
export type QuestionJson = z.infer<typeof questionSchema>;

export function presentQuestion(
  viewer: Viewer,
  q: QuestionRow,
  extras: QuestionExtras,
  parts?: QuestionPartRow[],
): QuestionJson {
  const m = q.mediaId === null ? undefined : extras.media.get(q.mediaId);
  return {
    id: q.id,
    title: q.title,
    question_type: q.questionType,
    interaction: interactionOf(q.questionType),
    content: q.content,
    transcript: q.transcript,
    description: q.description,
    topic_group: q.topicGroup,
    store: q.store,
    visibility: q.visibility,
    owner_id: q.ownerId,
    viewer_can_write: mayWriteBankItem(viewer, q),
    media: m ? presentMedia(m) : null,
    tags: extras.tags.get(q.id) ?? [],
    part_count: parts?.length ?? extras.partCounts.get(q.id) ?? 0,
    answered: extras.answered.has(q.id),
    version: q.version,
    root_id: q.rootId,
    superseded_by_id: q.supersededById,
    cloned_from_id: q.clonedFromId,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
    ...(parts ? { parts: parts.map(presentQuestionPart) } : {}),
  };
}
