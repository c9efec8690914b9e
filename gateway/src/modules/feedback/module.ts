import { ROLE } from '../../access.js';
import { defineModule, type ClassListStart } from '../descriptor.js';
import { createFeedbackLoaders } from './loaders.js';
import { feedbackResolvers } from './resolvers.js';

/** Only the staff who read the figures start them (an examiner's selection is refused by `@auth`). */
const summary: ClassListStart = async (ctx, id) => {
  const role = ctx.viewer?.role;
  if (role === ROLE.ADMIN || role === ROLE.TEACHER) await ctx.loaders.feedback.summaryOfClass.load(id);
};

export const feedbackModule = defineModule({
  name: 'feedback',
  resolvers: feedbackResolvers,
  createLoaders: createFeedbackLoaders,
  classPrefetch: { 'Class.feedbackSummary': summary },
});
