import type { ClassResolvers } from '../../generated/resolvers.js';

/** The timetable's tabs of a class (`extend type Class` in schema/timetable.graphql). */
export const Class: ClassResolvers = {
  lessons: async (c, { from, to, status }, ctx) => {
    const rows = await ctx.loaders.timetable.lessonsOfClass.load(c.id);
    return rows.filter(
      (l) =>
        (!from || l.study_date >= from) && (!to || l.study_date <= to) && (!status || l.status === status),
    );
  },
  daysOff: (c, _, ctx) => ctx.loaders.timetable.daysOffOfClass.load(c.id),
};
