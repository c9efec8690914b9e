import { defineModule } from '../descriptor.js';
import { reportResolvers } from './resolvers.js';

/** Reports on exercises (issue 15): no nested lists, so no loaders. */
export const reportsModule = defineModule({
  name: 'reports',
  resolvers: reportResolvers,
  createLoaders: () => ({}),
  classPrefetch: {},
});
