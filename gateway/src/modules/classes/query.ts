import { ROLE, requireViewer } from '../../access.js';
import { orNull } from '../../errors.js';
import type { QueryResolvers } from '../../generated/resolvers.js';
import { idFilter, pageQuery, toId, toPage } from '../../input.js';

export const classQueries: QueryResolvers = {
  classes: async (_, { filter, sort, page, pageSize }, ctx) => {
    const paging = pageQuery(page ?? 1, pageSize ?? 15);
    const json = await ctx.rest.get('class/', {
      query: {
        ...paging,
        ordering: sort ?? '-start_date',
        search: filter?.search ?? undefined,
        state: filter?.state ?? undefined,
        ids: idFilter(filter?.ids, 'filter.ids'),
        course_ids: idFilter(filter?.courseIds, 'filter.courseIds'),
        teacher_ids: idFilter(filter?.teacherIds, 'filter.teacherIds'),
        student_ids: idFilter(filter?.studentIds, 'filter.studentIds'),
      },
    });
    for (const cls of json.results) ctx.loaders.classes.class.prime(cls.id, cls);
    return toPage(json, paging);
  },

  class: async (_, { id }, ctx, info) => {
    const classId = toId(id);
    ctx.prefetchClassLists(classId, info);
    return orNull(async () => {
      const cls = await ctx.rest.get('class/{id}/', { params: { id: classId } });
      ctx.loaders.classes.class.prime(cls.id, cls);
      return cls;
    });
  },

  myClasses: async (_, __, ctx) => {
    if (requireViewer(ctx).role === ROLE.STUDENT) {
      const rows = await ctx.rest.getAll('students/class', {});
      return rows.map(({ class: cls, ...membership }) => ({ ...cls, membership }));
    }
    return ctx.rest.getAll('teacher/class', {});
  },

  calculateEndDate: (_, { input }, ctx) =>
    ctx.rest.get('class/calculate-end-date', {
      query: {
        start_date: input.startDate,
        number_of_sessions: input.numberOfSessions,
        weekdays: input.weekdays.join(','),
        class_id: input.classId ? toId(input.classId, 'classId') : undefined,
      },
    }),
};
