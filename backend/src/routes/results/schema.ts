import { ASSIGNMENT_TITLE_MAX, ASSIGNMENT_TUTORIAL_MAX, REVIEW_WHENS } from '@lms/domain';
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
  expand: z
    .enum(['student'])
    .optional()
    .describe('student: each row carries its student (one query for the page), saving a call per class'),
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

/** An instant with its offset (`2026-09-30T23:59:00+07:00`, or Z); null clears it. */
const instant = z.iso.datetime({ offset: true, error: msg('date_invalid') });
/**
 * An assignment's settings. The ranges (deadline on or after today, time limit > 0, 0 <= min <= max <= 100,
 * access limit 1..10) are @lms/domain's `assignmentErrors`, checked by the command with the stored values
 * an edit keeps; the schema checks only types.
 */
const reviewWhen = z.enum(REVIEW_WHENS, msg('assignment_review_when'));
const assignmentFields = {
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string().trim().min(1, msg('required')).max(ASSIGNMENT_TITLE_MAX),
  tutorial: z.string().trim().max(ASSIGNMENT_TUTORIAL_MAX),
  tag_id: refId.nullable(),
  start_at: instant.nullable(),
  deadline: instant.nullable(),
  time_limit: z.number().int(msg('assignment_time_limit')).nullable(),
  min_score: z.number(),
  max_score: z.number(),
  max_accesses: z.number().int(msg('assignment_max_accesses')),
  exam_mode: z.boolean(),
  max_attempts: z.number().int(msg('assignment_max_attempts')),
  /** What a student sees of a submitted attempt and when (issue 26 point 1); absent items take the kind's default. */
  review_options: z.strictObject({
    answers: reviewWhen.optional(),
    score: reviewWhen.optional(),
    keys: reviewWhen.optional(),
    feedback: reviewWhen.optional(),
  }),
};

export const assignmentCreateBody = z.strictObject({
  class_id: refId,
  exercise_id: refId,
  ...assignmentFields,
  tutorial: assignmentFields.tutorial.optional(),
  tag_id: assignmentFields.tag_id.optional(),
  start_at: assignmentFields.start_at.optional(),
  deadline: assignmentFields.deadline.optional(),
  time_limit: assignmentFields.time_limit.optional(),
  min_score: assignmentFields.min_score.optional(),
  max_score: assignmentFields.max_score.optional(),
  max_accesses: assignmentFields.max_accesses.optional(),
  exam_mode: assignmentFields.exam_mode.optional(),
  max_attempts: assignmentFields.max_attempts.optional(),
  review_options: assignmentFields.review_options.optional(),
});

/** The class of an assignment is fixed (delete it and assign again); every other field may change. */
export const assignmentUpdateBody = z.strictObject({ exercise_id: refId, ...assignmentFields }).partial();
