import { defineModule } from '../descriptor.js';
import { notificationResolvers } from './resolvers.js';

/** The signed-in user's notification centre and settings (issue 31 point 2): no loaders, no class fields. */
export const notificationsModule = defineModule({
  name: 'notifications',
  resolvers: notificationResolvers,
  createLoaders: () => ({}),
  classPrefetch: {},
});
