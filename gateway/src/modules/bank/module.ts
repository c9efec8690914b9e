import { defineModule } from '../descriptor.js';
import { createBankLoaders } from './loaders.js';
import { bankResolvers } from './resolvers.js';

/** The question and exercise banks: the type registry, questions, exercises, tags and error tags. */
export const bankModule = defineModule({
  name: 'bank',
  resolvers: bankResolvers,
  createLoaders: createBankLoaders,
  classPrefetch: {},
});
