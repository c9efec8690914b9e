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

  updateScore: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      score: await ctx.rest.put('class/score/{id}/', {
        params: { id: toId(input.id) },
        body: {
          ...(input.kind != null ? { kind: input.kind } : {}),
          ...(input.value != null ? { value: input.value } : {}),
          ...(input.note != null ? { note: input.note } : {}),
          // Null detaches the score from its assignment; absent leaves it.
          ...('assignmentId' in input
            ? { assignment_id: input.assignmentId ? toId(input.assignmentId, 'assignmentId') : null }
            : {}),
        },
      }),
    })),

  deleteScore: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('class/score/{id}/', { params: { id } });
      return { deletedId: id };
    }),
};
