import { z } from 'zod';
import { MAX_ID } from '../../http/validators.js';
import { id } from '../../http/validators.js';

/** JSON bodies carry numbers; no coercion, so `"12"` or `true` is a type error. Ids are int4. */
const refId = z.number().int().positive().max(MAX_ID);

export const assignmentBody = z.strictObject({ assignment_id: refId });

export const answersBody = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        question_part_id: refId,
        answer: z
          .record(z.string(), z.unknown())
          .describe("The response in the shape of @lms/domain's RESPONSE_SCHEMAS for the part's interaction"),
        seq: z
          .number()
          .int()
          .min(0)
          .max(MAX_ID)
          .describe('The client’s sequence number for the part: a lower one than the held one is ignored'),
      }),
    )
    .min(1)
    .max(200),
});

export const exitBody = z.strictObject({
  event_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('The client’s id for this exit; sent again, it counts once'),
});

export const reviewQuery = z.strictObject({ user_exam_id: id });

export const playBody = z.strictObject({
  media_id: refId.describe("The clip: the medium of one of the attempt's questions"),
});
