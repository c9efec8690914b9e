import { defineModule } from '../descriptor.js';
import { createUserLoaders } from './loaders.js';
import { userResolvers } from './resolvers.js';

export const usersModule = defineModule({
  name: 'users',
  resolvers: userResolvers,
  createLoaders: createUserLoaders,
  classPrefetch: {},
});
