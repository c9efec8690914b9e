import type { Resolvers } from '../../generated/resolvers.js';
import { Course } from './course.js';
import { courseMutations } from './mutation.js';
import { courseQueries } from './query.js';

export const courseResolvers: Resolvers = { Query: courseQueries, Mutation: courseMutations, Course };
