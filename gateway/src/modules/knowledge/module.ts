import { defineModule } from '../descriptor.js';
import { knowledgeResolvers } from './resolvers.js';

/** The knowledge base (issue 15): no nested lists, so no loaders. */
export const knowledgeModule = defineModule({
  name: 'knowledge',
  resolvers: knowledgeResolvers,
  createLoaders: () => ({}),
  classPrefetch: {},
});
