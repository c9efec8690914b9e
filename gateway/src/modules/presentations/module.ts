import { defineModule } from '../descriptor.js';
import { createPresentationLoaders } from './loaders.js';
import { presentationResolvers } from './resolvers.js';

export const presentationsModule = defineModule({
  name: 'presentations',
  resolvers: presentationResolvers,
  createLoaders: createPresentationLoaders,
  // It adds no field to Class.
  classPrefetch: {},
});
