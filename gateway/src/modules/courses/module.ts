import { defineModule } from '../descriptor.js';
import { createCourseLoaders } from './loaders.js';
import { courseResolvers } from './resolvers.js';

export const coursesModule = defineModule({
  name: 'courses',
  resolvers: courseResolvers,
  createLoaders: createCourseLoaders,
  classPrefetch: {},
});
