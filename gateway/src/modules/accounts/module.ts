import { defineModule } from '../descriptor.js';
import { accountResolvers } from './resolvers.js';

/** Sign-up, passwords and the calendar feed: REST calls only, nothing read twice in a request, so no loaders. */
export const accountsModule = defineModule({
  name: 'accounts',
  resolvers: accountResolvers,
  createLoaders: () => ({}),
  classPrefetch: {},
});
