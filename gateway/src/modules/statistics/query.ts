import type { QueryResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';

export const statisticsQueries: QueryResolvers = {
  statistics: (_, { filter }, ctx) =>
    ctx.rest.get('users/statistics/', {
      query: {
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        class_id: filter?.classId ? toId(filter.classId, 'filter.classId') : undefined,
        course_id: filter?.courseId ? toId(filter.courseId, 'filter.courseId') : undefined,
      },
    }),
};
