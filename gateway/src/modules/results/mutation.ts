import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';

export const resultMutations: MutationResolvers = {
  recordScore: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      score: await ctx.rest.post('class/score', {
        body: {
          class_id: toId(input.classId, 'classId'),
          student_id: toId(input.studentId, 'studentId'),
          kind: input.kind,
          value: input.value,
          assignment_id: input.assignmentId ? toId(input.assignmentId, 'assignmentId') : null,
          ...(input.note != null ? { note: input.note } : {}),
        },
      }),
    })),
};
