import { defineModule } from '../descriptor.js';
import { statisticsResolvers } from './resolvers.js';

/** Statistics (issue 15): one REST call answers every figure, so no loaders. */
export const statisticsModule = defineModule({
  name: 'statistics',
  resolvers: statisticsResolvers,
  createLoaders: () => ({}),
  classPrefetch: {},
});
