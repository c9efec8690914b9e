import { ANALYTICS_MONTHS_DEFAULT } from '@lms/domain';
import { ROLE } from '../../access.js';
import { defineModule, type ClassListStart } from '../descriptor.js';
import { createAnalyticsLoaders } from './loaders.js';
import { analyticsResolvers } from './resolvers.js';

/** Only staff read a class's mistakes (a student's selection is refused by `@auth`): start it for them. */
const errorTags: ClassListStart = async (ctx, id) => {
  const role = ctx.viewer?.role;
  if (role === ROLE.ADMIN || role === ROLE.TEACHER || role === ROLE.SPECIALIZE)
    await ctx.loaders.analytics.errorTagsOfClass(ANALYTICS_MONTHS_DEFAULT).load(id);
};

export const analyticsModule = defineModule({
  name: 'analytics',
  resolvers: analyticsResolvers,
  createLoaders: createAnalyticsLoaders,
  classPrefetch: { 'Class.errorTagTallies': errorTags },
});
