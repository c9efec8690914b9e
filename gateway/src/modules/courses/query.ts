import type { QueryResolvers } from '../../generated/resolvers.js';
import { pageQuery, toId, toPage } from '../../input.js';

export const courseQueries: QueryResolvers = {
  courses: async (_, { search, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.loaders.courses.list({ ...paging, search: search ?? undefined });
    for (const course of json.results) ctx.loaders.courses.course.prime(course.id, course);
    return toPage(json, paging);
  },
  course: (_, { id }, ctx) => ctx.loaders.courses.course.load(toId(id)),
};
