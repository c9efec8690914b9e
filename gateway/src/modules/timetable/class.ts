import type { ClassResolvers } from '../../generated/resolvers.js';

/** Membership statuses whose student reads the class's timetable (the backend's ENROLLED). */
const READABLE_MEMBERSHIP = new Set(['active', 'reserve']);

/** The timetable's tabs of a class (`extend type Class` in schema/timetable.graphql). */
export const Class: ClassResolvers = {
  lessons: async (c, { from, to, status }, ctx) => {
    const rows = await ctx.loaders.timetable.lessonsOfClass.load(c.id);
    return rows.filter(
      (l) =>
        (!from || l.study_date >= from) && (!to || l.study_date <= to) && (!status || l.status === status),
    );
  },
  nextLesson: async (c, { from }, ctx) => {
    // A class from a student's own list that they are not (or no longer) enrolled in: its timetable is
    // refused to them, and asking would fail the batch of their other classes with it.
    if (c.membership && !READABLE_MEMBERSHIP.has(c.membership.status)) return null;
    const rows = await ctx.loaders.timetable.lessonsOfClass.load(c.id);
    return rows.find((l) => l.study_date >= from && l.status !== 'canceled') ?? null;
  },
  daysOff: (c, _, ctx) => ctx.loaders.timetable.daysOffOfClass.load(c.id),
};
