import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';
import { withFieldErrors } from '../../errors.js';

export const speakingMutations: MutationResolvers = {
  /** 400 field errors (`marks.0.band`) become `errors`; 403 stays a GraphQL error. */
  saveSpeakingRubric: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const speakingScore = await ctx.rest.put('speaking-score/', {
        body: {
          user_exam_id: toId(input.attemptId, 'attemptId'),
          marks: input.marks.map((m) => ({
            criterion: m.criterion,
            band: m.band,
            points: m.points ?? null,
          })),
        },
      });
      ctx.loaders.speaking.scoreOfAttempt.clear(speakingScore.id).prime(speakingScore.id, speakingScore);
      return { speakingScore };
    }),
};
