import { FEEDBACK_RATINGS } from '@lms/domain';
import type {
  ClassResolvers,
  FeedbackResolvers,
  FeedbackSummaryResolvers,
} from '../../generated/resolvers.js';
import type { FeedbackSummaryParent } from './mappers.js';

/** REST's feedback as the schema names it; the author is null whenever the backend left it out. */
export const Feedback: FeedbackResolvers = {
  classId: (f) => f.class.id,
  className: (f) => f.class.name,
  authorId: (f) => f.author?.id ?? null,
  authorName: (f) => f.author?.name ?? null,
  authorEmail: (f) => f.author?.email ?? null,
  isOwn: (f) => f.is_own,
  createdAt: (f) => f.created_at,
  updatedAt: (f) => f.updated_at,
};

export const FeedbackSummary: FeedbackSummaryResolvers = {
  classId: (s) => s.class.id,
  className: (s) => s.class.name,
};

export const Class: ClassResolvers = {
  feedbackSummary: async (klass, _, ctx): Promise<FeedbackSummaryParent> => {
    const [summary] = await ctx.loaders.feedback.summaryOfClass.load(klass.id);
    return (
      summary ?? {
        class: { id: klass.id, name: klass.name },
        count: 0,
        average: null,
        distribution: FEEDBACK_RATINGS.map((rating) => ({ rating, count: 0 })),
      }
    );
  },
};
