import { FEEDBACK_TEXT_MAX, hasText, isFeedbackRating } from '@lms/domain';
import { z } from 'zod';

/** The feedback form, with the rules of @lms/domain (the server refuses the same, in the same words). */
export const feedbackSchema = z.object({
  classId: z.string({ error: 'feedback.errors.class' }).min(1, 'feedback.errors.class'),
  rating: z
    .number({ error: 'feedback.errors.rating' })
    .refine((v) => isFeedbackRating(v), 'feedback.errors.rating'),
  content: z
    .string()
    .refine((v) => hasText(v), 'feedback.errors.content')
    .refine((v) => v.trim().length <= FEEDBACK_TEXT_MAX, 'feedback.errors.contentLong'),
  anonymous: z.boolean(),
});

export type FeedbackValues = z.infer<typeof feedbackSchema>;
export const FEEDBACK_FIELDS = ['classId', 'rating', 'content', 'anonymous'] as const;
