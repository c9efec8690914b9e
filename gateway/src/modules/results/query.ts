import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';

export const resultQueries: QueryResolvers = {
  results: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('students/exercise', {
      query: {
        ...paging,
        class_ids: idFilter(filter?.classIds, 'filter.classIds'),
        student_ids: idFilter(filter?.studentIds, 'filter.studentIds'),
        assignment_ids: idFilter(filter?.assignmentIds, 'filter.assignmentIds'),
        status: filter?.status ?? undefined,
        // Each row carries its student: a page of the marking queue is then 3 calls, whatever the classes.
        expand: 'student',
      },
    });
    return toPage(json, paging);
  },

  assignment: (_, { id }, ctx) => ctx.loaders.results.assignment.load(toId(id)),

  assignments: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('class-exercises/', {
      query: {
        ...paging,
        ids: idFilter(filter?.ids, 'filter.ids'),
        class_ids: idFilter(filter?.classIds, 'filter.classIds'),
        exercise_ids: idFilter(filter?.exerciseIds, 'filter.exerciseIds'),
        kind: filter?.kind ?? undefined,
      },
    });
    for (const assignment of json.results) ctx.loaders.results.assignment.prime(assignment.id, assignment);
    return toPage(json, paging);
  },
};
