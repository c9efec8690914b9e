import { defineModule } from '../descriptor.js';
import { createIeltsLoaders } from './loaders.js';
import { ieltsResolvers } from './resolvers.js';

/** IELTS operations (issue 14): tests, exam dates, registrants, registrations, payments, promotion codes. */
export const ieltsModule = defineModule({
  name: 'ielts',
  resolvers: ieltsResolvers,
  createLoaders: createIeltsLoaders,
  classPrefetch: {},
});
