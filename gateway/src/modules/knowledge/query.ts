import { orNull } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';

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

  article: (_, { id }, ctx) => orNull(() => ctx.rest.get('knowledge/{id}/', { params: { id: toId(id) } })),
};
