import { z } from 'zod';
import { ATTENDANCE_STATUSES, LESSON_STATUSES } from '../../db/schema.js';
import { msg } from '../../http/messages.js';
import { MAX_PAGE_SIZE, idList, pageQuery } from '../../http/pagination.js';
import { MAX_ID, clockTime, id, isoDate, positiveIntBody, url } from '../../http/validators.js';
import { withSeconds } from '../../commands/timetable.js';

/** Recording and slide links end up in an href: web addresses only, or '' to clear. */
const webLink = url;
const text = (max: number) => z.string().trim().max(max);
/** An id in a JSON body: a real number, not "12" or true. */
const bodyId = positiveIntBody.max(MAX_ID);

const endAfterStart = (
  v: { study_time_start?: string | undefined; study_time_end?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (
    v.study_time_start &&
    v.study_time_end &&
    withSeconds(v.study_time_end) <= withSeconds(v.study_time_start)
  ) {
    ctx.addIssue({ code: 'custom', path: ['study_time_end'], message: msg('end_time_after_start') });
  }
};

/** `from`/`to` date window of the list filters; a window of one day is allowed. */
const dateWindow = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const windowInOrder = (v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.to < v.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: msg('end_after_start') });
  }
};

/** The parent filters the gateway batches on: one class or many. */
const classFilter = { class_id: id.optional(), class_ids: idList.optional() };

export const lessonListQuery = z
  .strictObject({
    ...pageQuery,
    ...classFilter,
    ...dateWindow,
    ids: idList.optional(),
    status: z.enum(LESSON_STATUSES).optional(),
  })
  .superRefine(windowInOrder);

const lessonFields = {
  study_date: isoDate,
  study_time_start: clockTime,
  study_time_end: clockTime,
  record_link: webLink,
  slide_link: webLink,
  description: text(2000),
  note: text(2000),
};
const LESSON_FIELDS = Object.keys(lessonFields) as (keyof typeof lessonFields)[];

/**
 * Either one lesson (`study_date` required; times default to the class's) or `generate: true`, which
 * rebuilds the class's planned lessons from its pattern and takes no lesson fields.
 */
export const lessonCreateBody = z
  .strictObject({
    class_id: bodyId,
    generate: z.boolean().optional(),
    ...z.object(lessonFields).partial().shape,
  })
  .superRefine((v, ctx) => {
    if (v.generate) {
      for (const field of LESSON_FIELDS) {
        if (v[field] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: msg('not_with_generate') });
        }
      }
      return;
    }
    if (v.study_date === undefined) {
      ctx.addIssue({ code: 'custom', path: ['study_date'], message: msg('required') });
    }
    endAfterStart(v, ctx);
  });

export const lessonUpdateBody = z
  .strictObject({ ...lessonFields, status: z.enum(LESSON_STATUSES) })
  .partial()
  .superRefine(endAfterStart);

export const attendanceListQuery = z.strictObject({
  ...pageQuery,
  ...classFilter,
  lesson_id: id.optional(),
  lesson_ids: idList.optional(),
  student_id: id.optional(),
  student_ids: idList.optional(),
});

export const attendanceBody = z.strictObject({
  lesson_id: bodyId,
  records: z
    .array(
      z.strictObject({
        student_id: bodyId,
        status: z.enum(ATTENDANCE_STATUSES),
        note: text(1000).optional(),
      }),
    )
    .min(1, msg('records_empty'))
    .max(MAX_PAGE_SIZE)
    .superRefine((records, ctx) => {
      const seen = new Set<number>();
      records.forEach((r, i) => {
        if (seen.has(r.student_id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'student_id'], message: msg('student_repeated') });
        }
        seen.add(r.student_id);
      });
    }),
});

export const progressQuery = z.strictObject({
  ...pageQuery,
  ...classFilter,
  student_ids: idList.optional(),
});

export const dayOffListQuery = z
  .strictObject({
    ...pageQuery,
    ...classFilter,
    ...dateWindow,
    ids: idList.optional(),
    ordering: z
      .enum(['date', '-date'])
      .default('date')
      .describe('date: oldest first (the default); -date: newest first (the days-off page)'),
  })
  .superRefine(windowInOrder);

export const dayOffBody = z.strictObject({
  class_id: bodyId.nullable().describe('null: a day off for the whole academy (admin only)'),
  date: isoDate,
  reason: text(500).default('').describe('Required for a date before today (a day off after the fact)'),
});
