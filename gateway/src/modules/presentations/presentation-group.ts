import type { AssignmentResolvers, PresentationGroupResolvers } from '../../generated/resolvers.js';

/** REST's group as the schema names it. */
export const PresentationGroup: PresentationGroupResolvers = {
  assignmentId: (g) => g.assignment_id,
  classId: (g) => g.class_id,
  presentationScore: (g) => g.presentation_score,
  slideScore: (g) => g.slide_score,
  scriptScore: (g) => g.script_score,
  markedAt: (g) => g.marked_at,
  returnedAt: (g) => g.returned_at,
};

export const Assignment: AssignmentResolvers = {
  /** Other kinds of work have no groups: no REST call. */
  presentationGroups: (a, _, ctx) =>
    a.kind === 'presentation' ? ctx.loaders.presentations.groupsOfAssignment.load(a.id) : [],
};
