import { defineModule } from '../descriptor.js';
import { createBankLoaders } from './loaders.js';
import { bankResolvers } from './resolvers.js';

/** The question and exercise banks: the type registry, tags and error tags (questions and exercises next). */
export const bankModule = defineModule({
  name: 'bank',
  resolvers: bankResolvers,
  createLoaders: createBankLoaders,
  classPrefetch: {},
});
