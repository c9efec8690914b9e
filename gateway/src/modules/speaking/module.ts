import { defineModule } from '../descriptor.js';
import { createSpeakingLoaders } from './loaders.js';
import { speakingResolvers } from './resolvers.js';

/** The oral rubric and speech scoring of an attempt (issue 13). */
export const speakingModule = defineModule({
  name: 'speaking',
  resolvers: speakingResolvers,
  createLoaders: createSpeakingLoaders,
  classPrefetch: {},
});
