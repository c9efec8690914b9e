import type { ClassStudentResolvers } from '../../generated/resolvers.js';

/** A student's place in a class; the timetable and results modules resolve the figures they add. */
export const ClassStudent: ClassStudentResolvers = {
  class: (cs, _, ctx) => ctx.loaders.classes.class.load(cs.class_id),
  joinedAt: (cs) => cs.joined_at,
};
