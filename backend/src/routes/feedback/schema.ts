import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN, FEEDBACK_TEXT_MAX } from '@lms/domain';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';
import { MAX_ID, positiveInt } from '../../http/validators.js';

const rating = z
  .number()
  .int(msg('feedback_rating_range'))
  .min(FEEDBACK_RATING_MIN, msg('feedback_rating_range'))
  .max(FEEDBACK_RATING_MAX, msg('feedback_rating_range'))
  .describe('From 1 to 5 stars');
const content = z
  .string()
  .trim()
  .min(1, msg('feedback_text_required'))
  .max(FEEDBACK_TEXT_MAX, msg('feedback_text_long'))
  .describe('What the student thinks of the class (1 to 2000 characters)');
const anonymous = z
  .boolean()
  .describe('Hide the author from the class’s teachers (administrators still see it)');

export const feedbackCreateBody = z.strictObject({
  class_id: z.number().int().positive().max(MAX_ID).describe('One of the student’s classes'),
  rating,
  content,
  anonymous: anonymous.default(false),
});

export const feedbackUpdateBody = z.strictObject({ rating, content, anonymous }).partial();

export const feedbackListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  class_id: positiveInt.optional(),
  class_ids: idList.optional(),
  rating: z.coerce.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX).optional(),
  ordering: z.enum(['created_at', '-created_at', 'rating', '-rating']).default('-created_at'),
});

export const feedbackSummaryQuery = z.strictObject({
  ...pageQuery,
  class_id: positiveInt.optional(),
  class_ids: idList.optional(),
});
