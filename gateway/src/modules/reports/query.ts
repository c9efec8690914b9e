import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';
import { RestError } from '../../rest/client.js';

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

  report: async (_, { id }, ctx) => {
    try {
      return await ctx.rest.get('report/{id}/', { params: { id: toId(id) } });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  },
};
