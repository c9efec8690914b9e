import type { GatewayContext } from '../../context.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { languageOf } from '../bank/api.js';
import { saveInputField, toRestSaves } from './answers.js';
import { examWrite } from './write.js';

const attemptId = (id: string) => toId(id, 'attemptId');

/** The attempt as it now stands after a refused save (submitted when its time ran out). */
async function reread(ctx: GatewayContext, id: number) {
  ctx.loaders.exams.attempt.clear(id);
  const row = await ctx.loaders.exams.attempt.load(id);
  return { saved: [], attempt: row instanceof Error ? null : row };
}

export const examMutations: MutationResolvers = {
  acceptExamRules: (_, { input }, ctx) =>
    examWrite(async () => {
      const row = await ctx.rest.post('user-exam-agreement/', {
        body: { assignment_id: toId(input.assignmentId, 'assignmentId') },
      });
      return { agreedAt: row.agreed_at };
    }),

  startAttempt: (_, { input }, ctx) =>
    examWrite(async () => {
      const attempt = await ctx.rest.post('user-exam/', {
        body: { assignment_id: toId(input.assignmentId, 'assignmentId') },
      });
      ctx.loaders.exams.attempt.prime(attempt.id, attempt);
      return { attempt: attempt };
    }),

  saveAnswers: async (_, { input }, ctx) => {
    const id = attemptId(input.attemptId);
    const sent = toRestSaves(input.answers, languageOf(ctx.rest.acceptLanguage), (partId) =>
      toId(partId, 'partId'),
    );
    if ('errors' in sent) return { saved: [], attempt: null, errors: sent.errors };
    const result = await examWrite(
      async () => {
        const json = await ctx.rest.post('user-exam/{id}/answers', {
          params: { id },
          body: { answers: sent.answers },
        });
        return { saved: json.saved, attempt: json.attempt };
      },
      (field) => saveInputField(field, input.answers),
      () => reread(ctx, id),
    );
    return { saved: [], attempt: null, ...result };
  },

  recordExamExit: (_, { input }, ctx) =>
    examWrite(async () => {
      const id = attemptId(input.attemptId);
      const attempt = await ctx.rest.post('user-exam/{id}/exits', {
        params: { id },
        body: { event_id: input.eventId },
      });
      return { attempt: attempt };
    }),

  submitAttempt: (_, { input }, ctx) =>
    examWrite(async () => {
      const id = attemptId(input.attemptId);
      const attempt = await ctx.rest.post('user-exam/{id}/submit', { params: { id } });
      return { attempt: attempt };
    }),
};
