import { TOPIC_GROUPS } from '@lms/domain/questions';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { positiveInt, positiveIntBody } from '../../http/validators.js';

const topicGroups = z
  .string()
  .transform((s) => [...new Set(s.split(',').map((v) => v.trim()))])
  .refine((list) => list.every((v) => (TOPIC_GROUPS as readonly string[]).includes(v)), msg('invalid_input'));

export const exerciseListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  store: z.enum(['common', 'private']).optional(),
  owner_id: positiveInt.optional(),
  course_ids: idList.optional(),
  topic_groups: topicGroups.optional(),
  tag_ids: idList.optional(),
  search: z.string().trim().max(100).optional().describe('In the name and the description'),
  ordering: z.enum(['name', '-name', 'updated_at', '-updated_at']).default('-updated_at'),
});

const fields = {
  name: z.string().trim().min(1, msg('required')).max(300),
  course_id: positiveIntBody.nullable(),
  description: z.string().trim().max(5000),
  topic_group: z.enum(TOPIC_GROUPS),
  visibility: z.union([z.literal(0), z.literal(1)]),
  tag_ids: z.array(positiveIntBody).max(50),
  question_ids: z.array(positiveIntBody).max(300),
  audio_plays: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .describe('How often a listening recording may be played: 0 without limit, 1 once, 2 twice'),
};

export const exerciseBody = z.strictObject({
  name: fields.name,
  course_id: fields.course_id.default(null),
  description: fields.description.default(''),
  topic_group: fields.topic_group.default('other'),
  visibility: fields.visibility.default(0),
  tag_ids: fields.tag_ids.default([]),
  question_ids: fields.question_ids.min(1, msg('required')),
  audio_plays: fields.audio_plays.default(0),
});

export const exerciseUpdateBody = z.strictObject({
  name: fields.name.optional(),
  course_id: fields.course_id.optional(),
  description: fields.description.optional(),
  topic_group: fields.topic_group.optional(),
  visibility: fields.visibility.optional(),
  tag_ids: fields.tag_ids.optional(),
  question_ids: fields.question_ids.min(1, msg('required')).optional(),
  audio_plays: fields.audio_plays.optional(),
});

export const exerciseCopyBody = z.strictObject({ exercise_id: positiveIntBody });

export const exerciseIdsQuery = z.strictObject({
  ...pageQuery,
  exercise_ids: idList.describe('These exercises (a batch)'),
});
