import { FEEDBACK_RATINGS } from '@lms/domain';
import { z } from 'zod';
import type { FeedbackView } from '../db/rows.js';

export type { FeedbackView };

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    class: z.object({ id: z.number().int(), name: z.string() }),
    author: z
      .object({ id: z.number().int(), name: z.string(), email: z.string() })
      .nullable()
      .describe('Who wrote it; null for the class’s teachers when the student wrote it anonymously'),
    anonymous: z.boolean().describe('Written anonymously: the class’s teachers do not learn the author'),
    is_own: z.boolean().describe('Written by the viewer'),
    rating: z.number().int().min(1).max(5).describe('From 1 to 5 stars'),
    content: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('Feedback');
export type FeedbackJson = z.infer<typeof feedbackSchema>;

/** `authorShown`: the policy's answer for this viewer (policies/feedback.ts); the author never leaves otherwise. */
export function presentFeedback(v: FeedbackView, viewerId: number, authorShown: boolean): FeedbackJson {
  return {
    id: v.feedback.id,
    class: v.klass,
    author: authorShown ? v.author : null,
    anonymous: v.feedback.anonymous,
    is_own: v.feedback.authorId === viewerId,
    rating: v.feedback.rating,
    content: v.feedback.content,
    created_at: v.feedback.createdAt.toISOString(),
    updated_at: v.feedback.updatedAt.toISOString(),
  };
}

/** One class's figures as the grouped query gives them (queries/feedback.ts). */
export interface FeedbackSummaryRow {
  classId: number;
  className: string;
  count: number;
  average: number;
  /** The count of each rating, 1 to 5. */
  ratings: number[];
}

export const feedbackSummarySchema = z
  .object({
    class: z.object({ id: z.number().int(), name: z.string() }),
    count: z.number().int().describe('Feedback written on the class'),
    average: z.number().describe('Mean rating, 2 decimals'),
    distribution: z
      .array(z.object({ rating: z.number().int(), count: z.number().int() }))
      .describe('How many gave each rating, 1 to 5'),
  })
  .describe('A class’s feedback summary');
export type FeedbackSummaryJson = z.infer<typeof feedbackSummarySchema>;

export function presentFeedbackSummary(r: FeedbackSummaryRow): FeedbackSummaryJson {
  return {
    class: { id: r.classId, name: r.className },
    count: r.count,
    average: r.average,
    distribution: FEEDBACK_RATINGS.map((rating, i) => ({ rating, count: r.ratings[i] ?? 0 })),
  };
}
