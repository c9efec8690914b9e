import type { ClassResolvers } from '../../generated/resolvers.js';

/** The results' tabs of a class (`extend type Class` in schema/results.graphql). */
export const Class: ClassResolvers = {
  assignments: async (c, { kind }, ctx) => {
    const rows = await ctx.loaders.results.assignmentsOfClass.load(c.id);
    return rows
      .filter((r) => !kind || r.assignment.kind === kind)
      .map((r) => ({ ...r.assignment, stats: r }));
  },
  scores: async (c, { kind }, ctx) => {
    const rows = await ctx.loaders.results.scoresOfClass.load(c.id);
    return kind ? rows.filter((s) => s.kind === kind) : rows;
  },
};
