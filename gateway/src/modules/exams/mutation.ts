import type { GatewayContext } from '../../context.js';
import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { saveInputField, toRestSaves } from './answers.js';

const attemptId = (id: string) => toId(id, 'attemptId');

/** The attempt as it now stands after a refused save (submitted when its time ran out). */
async function reread(ctx: GatewayContext, id: number) {
  ctx.loaders.exams.attempt.clear(id);
  const row = await ctx.loaders.exams.attempt.load(id);
  return { saved: [], attempt: row instanceof Error ? null : row };
}

export const examMutations: MutationResolvers = {
  acceptExamRules: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const row = await ctx.rest.post('user-exam-agreement/', {
          body: { assignment_id: toId(input.assignmentId, 'assignmentId') },
        });
        return { agreedAt: row.agreed_at };
      },
      { conflictOnInput: true },
    ),

  startAttempt: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const attempt = await ctx.rest.post('user-exam/', {
          body: { assignment_id: toId(input.assignmentId, 'assignmentId') },
        });
        ctx.loaders.exams.attempt.prime(attempt.id, attempt);
        return { attempt: attempt };
      },
      { conflictOnInput: true },
    ),

  saveAnswers: async (_, { input }, ctx) => {
    const id = attemptId(input.attemptId);
    const answers = toRestSaves(input.answers, (partId) => toId(partId, 'partId'));
    const result = await withFieldErrors(
      async () => {
        const json = await ctx.rest.post('user-exam/{id}/answers', {
          params: { id },
          body: { answers },
        });
        return { saved: json.saved, attempt: json.attempt };
      },
      {
        field: (field) => saveInputField(field, input.answers),
        conflictOnInput: true,
        onConflict: () => reread(ctx, id),
      },
    );
    return { saved: [], attempt: null, ...result };
  },

  recordExamExit: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const id = attemptId(input.attemptId);
        const attempt = await ctx.rest.post('user-exam/{id}/exits', {
          params: { id },
          body: { event_id: input.eventId },
        });
        return { attempt: attempt };
      },
      { conflictOnInput: true },
    ),

  startClipPlay: (_, { input }, ctx) => {
    const id = attemptId(input.attemptId);
    const mediaId = toId(input.mediaId, 'mediaId');
    return withFieldErrors(
      async () => {
        const play = await ctx.rest.post('user-exam/{id}/plays', {
          params: { id },
          body: { media_id: mediaId },
        });
        return { plays: play, media: play.media, serverNow: play.server_now };
      },
      {
        conflictOnInput: true,
        // Refused: the plays as the attempt now shows them, so the runner says "played".
        onConflict: async () => {
          ctx.loaders.exams.attempt.clear(id);
          const row = await ctx.loaders.exams.attempt.load(id);
          if (row instanceof Error) return { plays: null, media: null, serverNow: null };
          const question = row.exercise.questions.find((q) => q.plays?.media_id === mediaId);
          return { plays: question?.plays ?? null, media: null, serverNow: row.server_now };
        },
      },
    );
  },

  submitAttempt: (_, { input }, ctx) =>
    withFieldErrors(
      async () => {
        const id = attemptId(input.attemptId);
        const attempt = await ctx.rest.post('user-exam/{id}/submit', { params: { id } });
        return { attempt: attempt };
      },
      { conflictOnInput: true },
    ),
};
