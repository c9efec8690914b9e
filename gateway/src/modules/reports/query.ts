import { orNull } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';

export const reportQueries: QueryResolvers = {
  reports: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('report/', {
      query: {
        ...paging,
        status: filter?.status ?? undefined,
        kind: filter?.kind ?? undefined,
        exercise_ids: idFilter(filter?.exerciseIds, 'filter.exerciseIds'),
        search: filter?.search?.trim() || undefined,
      },
    });
    return toPage(json, paging);
  },

  report: (_, { id }, ctx) => orNull(() => ctx.rest.get('report/{id}/', { params: { id: toId(id) } })),
};
