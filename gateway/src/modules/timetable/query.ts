import { orNull } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';

export const timetableQueries: QueryResolvers = {
  lessons: async (_, { filter, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('class/time-table/', {
      query: {
        ...paging,
        class_ids: idFilter(filter?.classIds, 'filter.classIds'),
        from: filter?.from ?? undefined,
        to: filter?.to ?? undefined,
        status: filter?.status ?? undefined,
      },
    });
    for (const lesson of json.results) ctx.loaders.timetable.lesson.prime(lesson.id, lesson);
    return toPage(json, paging);
  },

  lesson: (_, { id }, ctx) =>
    orNull(async () => {
      const lesson = await ctx.rest.get('class/time-table/{id}/', { params: { id: toId(id) } });
      ctx.loaders.timetable.lesson.prime(lesson.id, lesson);
      return lesson;
    }),

  daysOff: async (_, { classId, from, to, newestFirst, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('class/day-off/', {
      query: {
        ...paging,
        class_id: classId ? toId(classId, 'classId') : undefined,
        from: from ?? undefined,
        to: to ?? undefined,
        ordering: newestFirst ? '-date' : undefined,
      },
    });
    return toPage(json, paging);
  },
};
