import { MARK_COMMENT_MAX, MARK_NOTE_MAX, MARK_TAGS_MAX } from '@lms/domain';
import { z } from 'zod';
import { MAX_ID } from '../../http/validators.js';

/** JSON bodies carry numbers; no coercion, so `"12"` or `true` is a type error. Ids are int4. */
const refId = z.number().int().positive().max(MAX_ID);

export const draftBody = z.strictObject({
  comment: z.string().max(MARK_COMMENT_MAX).optional().describe('The comment on the whole attempt'),
  parts: z
    .array(
      z.strictObject({
        question_part_id: refId,
        score: z
          .number()
          .nullable()
          .describe(
            'From 0 to the part’s maximum; null leaves it unscored (a keyed part keeps its key’s score)',
          ),
        comment: z
          .string()
          .max(MARK_COMMENT_MAX)
          .optional()
          .describe('Absent: the draft’s comment on the part stays (another marker’s, issue 26)'),
        error_tags: z
          .array(z.strictObject({ error_tag_id: refId, note: z.string().max(MARK_NOTE_MAX).default('') }))
          .max(MARK_TAGS_MAX)
          .optional()
          .describe('Error tags on the answer: common ones, and the marker’s own. Absent: the draft’s stay'),
      }),
    )
    .max(200)
    .default([])
    .describe('The parts marked now; the draft’s other parts stay as they were'),
});

export const returnBody = z
  .strictObject({
    confirm_unmarked: z
      .boolean()
      .default(false)
      .describe(
        'Return even with parts a person has not marked (the student answered them, nobody scored them): ' +
          'they go back with 0. Without it such parts are refused (409 mark_parts_unmarked, naming them).',
      ),
  })
  .nullish()
  .describe('Absent: as `{}`');
