import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toPage } from '../../input.js';

export const feedbackQueries: QueryResolvers = {
  feedbacks: async (_, { filter, sort, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('feedback/', {
      query: {
        ...paging,
        ordering: sort ?? '-created_at',
        class_ids: idFilter(filter?.classIds, 'filter.classIds'),
        rating: filter?.rating ?? undefined,
      },
    });
    return toPage(json, paging);
  },

  feedbackSummaries: async (_, { page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('feedback/summary', { query: paging });
    // The page's classes answer `Class.feedbackSummary` too, should the same request ask.
    for (const row of json.results) ctx.loaders.feedback.summaryOfClass.prime(row.class.id, [row]);
    return toPage(json, paging);
  },
};
