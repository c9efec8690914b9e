import type { QueryResolvers } from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';

export const bankQueries: QueryResolvers = {
  questionRegistry: (_, __, ctx) => ctx.loaders.bank.registry(),

  tags: async (_, { store, ownerId, search, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('tag/', {
      query: {
        ...paging,
        store: store ?? undefined,
        owner_id: ownerId ? toId(ownerId, 'ownerId') : undefined,
        search: search ?? undefined,
      },
    });
    for (const tag of json.results) ctx.loaders.bank.tag.prime(tag.id, tag);
    return toPage(json, paging);
  },

  errorTags: async (_, { topOnly, isCommon, managerId, search, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('error-tag/', {
      query: {
        ...paging,
        top: topOnly ? 'true' : undefined,
        is_common: isCommon === null || isCommon === undefined ? undefined : isCommon ? 'true' : 'false',
        manager_id: managerId ? toId(managerId, 'managerId') : undefined,
        search: search ?? undefined,
      },
    });
    for (const tag of json.results) ctx.loaders.bank.errorTag.prime(tag.id, tag);
    return toPage(json, paging);
  },
};
