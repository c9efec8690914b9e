import type {
  AttemptReviewResolvers,
  ReviewPartResolvers,
  ReviewQuestionResolvers,
} from '../../generated/resolvers.js';
import { partKey } from '../bank/api.js';
import { toPartAnswer } from './answers.js';

export const AttemptReview: AttemptReviewResolvers = {
  exerciseName: (r) => r.exercise_name,
  keysShown: (r) => r.keys_shown,
  hiddenReasons: (r) => r.hidden_reasons,
};

export const ReviewQuestion: ReviewQuestionResolvers = {};

export const ReviewPart: ReviewPartResolvers = {
  answer: (p, _, ctx) => (p.answer ? toPartAnswer(p.answer, ctx) : null),
  key: (p) => (p.key ? partKey({ question_type: p.part.type, answer: p.key }) : null),
  /** REST's `id` of a blank, item or region is GraphQL's `key`: unique only within the part. */
  detail: (p) => p.detail.map((d) => ({ key: d.id, right: d.right })),
  errorTags: (p) =>
    p.error_tags.map((t) => ({
      errorTagId: String(t.error_tag_id),
      name: t.name,
      link: t.link,
      note: t.note,
    })),
};
