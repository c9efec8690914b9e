import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';

const optionalId = (id: string | null | undefined, field: string) => (id ? toId(id, field) : null);

export const reportMutations: MutationResolvers = {
  reportProblem: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      report: await ctx.rest.post('report/', {
        body: {
          exercise_id: toId(input.exerciseId, 'exerciseId'),
          question_id: optionalId(input.questionId, 'questionId'),
          attempt_id: optionalId(input.attemptId, 'attemptId'),
          kind: input.kind ?? 'other',
          content: input.content,
        },
      }),
    })),

  resolveReport: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      report: await ctx.rest.post('report/{id}/resolve', {
        params: { id: toId(input.id) },
        body: { note: input.note ?? '' },
      }),
    })),
};
