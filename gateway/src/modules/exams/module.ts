import { defineModule } from '../descriptor.js';
import { createExamLoaders } from './loaders.js';
import { examResolvers } from './resolvers.js';

/** Taking work (docs/design.md section 9): rules, attempts, per-part saves, full-screen exits, submits, reviews. */
export const examsModule = defineModule({
  name: 'exams',
  resolvers: examResolvers,
  createLoaders: createExamLoaders,
  classPrefetch: {},
});
