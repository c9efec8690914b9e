import { requireViewer } from '../../access.js';
import { orNull } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';

export const userQueries: QueryResolvers = {
  viewer: (_, __, ctx) => (ctx.viewer ? ctx.loaders.users.self() : null),

  users: async (_, { filter, sort, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('user/', {
      query: {
        ...paging,
        ordering: sort ?? 'name',
        search: filter?.search ?? undefined,
        role: filter?.role ?? undefined,
        class_ids: idFilter(filter?.classIds, 'filter.classIds'),
        ids: idFilter(filter?.ids, 'filter.ids'),
        is_active: filter?.isActive == null ? undefined : filter.isActive ? 'true' : 'false',
      },
    });
    for (const user of json.results) ctx.loaders.users.user.prime(user.id, user);
    return toPage(json, paging);
  },

  user: (_, { id }, ctx) => {
    requireViewer(ctx);
    return orNull(() => ctx.rest.get('user/{id}/', { params: { id: toId(id) } }));
  },
};
