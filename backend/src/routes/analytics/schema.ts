import { ANALYTICS_MONTHS_DEFAULT, ANALYTICS_MONTHS_MAX } from '@lms/domain';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { id } from '../../http/validators.js';

export const assignmentBatchQuery = z.strictObject({
  ...pageQuery,
  assignment_ids: idList.describe('These assignments (a batch)'),
});

const months = z.coerce
  .number(msg('analytics_months_range'))
  .int(msg('analytics_months_range'))
  .min(1, msg('analytics_months_range'))
  .max(ANALYTICS_MONTHS_MAX, msg('analytics_months_range'))
  .default(ANALYTICS_MONTHS_DEFAULT)
  .describe('The months counted, this one included');

export const studentErrorTagsQuery = z.strictObject({
  ...pageQuery,
  student_id: id.optional(),
  student_ids: idList.optional(),
  months,
});

export const classErrorTagsQuery = z
  .strictObject({ ...pageQuery, class_id: id.optional(), class_ids: idList.optional(), months })
  .refine((q) => q.class_id !== undefined || q.class_ids !== undefined, {
    path: ['class_id'],
    message: msg('required'),
  });
