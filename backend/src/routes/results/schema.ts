import { z } from 'zod';
import { ASSIGNMENT_KINDS, RESULT_STATUSES, SCORE_KINDS } from '../../db/schema.js';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { id, score } from '../../http/validators.js';

/** The parent filters a DataLoader batches on: one id or a comma-separated list, merged. */
const classFilter = { class_id: id.optional(), class_ids: idList.optional() };
const studentFilter = { student_id: id.optional(), student_ids: idList.optional() };
const assignmentFilter = { assignment_id: id.optional(), assignment_ids: idList.optional() };

export const assignmentListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  ...classFilter,
  kind: z.enum(ASSIGNMENT_KINDS).optional(),
  exercise_ids: idList.optional(),
});

export const classExercisesQuery = z
  .strictObject({
    ...pageQuery,
    ids: idList.optional(),
    ...classFilter,
    kind: z.enum(ASSIGNMENT_KINDS).optional(),
  })
  .refine((q) => q.class_id !== undefined || q.class_ids !== undefined, {
    path: ['class_id'],
    message: msg('required'),
  });

export const resultListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  ...classFilter,
  ...studentFilter,
  ...assignmentFilter,
  status: z.enum(RESULT_STATUSES).optional(),
  all_attempts: z.enum(['true', 'false']).default('false'),
});

export const studentScoreQuery = z.strictObject({ ...pageQuery, ...classFilter, ...studentFilter });

export const scoreListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  ...classFilter,
  ...studentFilter,
  kind: z.enum(SCORE_KINDS).optional(),
});

const note = z.string().trim().max(2000);
/** JSON bodies carry numbers; no coercion, so `"12"` or `true` is a type error. Ids are int4. */
const refId = z.number().int().positive().max(2_147_483_647);

export const scoreCreateBody = z.strictObject({
  class_id: refId,
  student_id: refId,
  kind: z.enum(SCORE_KINDS),
  value: score,
  assignment_id: refId.nullable().optional(),
  note: note.optional(),
});

/** The class and student of a score are fixed; delete and create again to move it. */
export const scoreUpdateBody = z.strictObject({
  kind: z.enum(SCORE_KINDS).optional(),
  value: score.optional(),
  assignment_id: refId.nullable().optional(),
  note: note.optional(),
});
