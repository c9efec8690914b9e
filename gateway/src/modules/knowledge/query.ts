import type { QueryResolvers } from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';
import { RestError } from '../../rest/client.js';

export const knowledgeQueries: QueryResolvers = {
  articles: async (_, { filter, sort, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('knowledge/', {
      query: {
        ...paging,
        ordering: sort ?? '-updated_at',
        search: filter?.search?.trim() || undefined,
        lang: filter?.language ?? undefined,
        topic: filter?.topic ?? undefined,
        published: filter?.published == null ? undefined : filter.published ? 'true' : 'false',
      },
    });
    return toPage(json, paging);
  },

  article: async (_, { id }, ctx) => {
    try {
      return await ctx.rest.get('knowledge/{id}/', { params: { id: toId(id) } });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  },
};
