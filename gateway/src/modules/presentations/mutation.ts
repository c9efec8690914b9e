import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';

const toIds = (ids: readonly string[], field: string) => ids.map((id) => toId(id, field));

export const presentationMutations: MutationResolvers = {
  createPresentationGroup: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      group: await ctx.rest.post('group/', {
        body: {
          assignment_id: toId(input.assignmentId, 'assignmentId'),
          name: input.name,
          member_ids: toIds(input.memberIds, 'memberIds'),
        },
      }),
    })),

  updatePresentationGroup: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      group: await ctx.rest.put('group/{id}/', {
        params: { id: toId(input.id) },
        body: {
          ...(input.name != null ? { name: input.name } : {}),
          ...(input.memberIds != null ? { member_ids: toIds(input.memberIds, 'memberIds') } : {}),
        },
      }),
    })),

  deletePresentationGroup: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      await ctx.rest.delete('group/{id}/', { params: { id: toId(input.id) } });
      return { deletedId: input.id };
    }),

  markPresentationGroup: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      group: await ctx.rest.put('presentation/{id}/', {
        params: { id: toId(input.id) },
        body: {
          rubric: input.rubric.map((r) => ({ criterion: r.criterion, band: r.band, point: r.point })),
          slide_score: input.slideScore ?? null,
          script_score: input.scriptScore ?? null,
          returned: input.returned ?? false,
        },
      }),
    })),

  /** A refusal (409: not being taken, not paused) is a field error on the input as a whole. */
  holdAttempt: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const params = { id: toId(input.attemptId, 'attemptId') };
      const row = input.hold
        ? await ctx.rest.post('user-exam/{id}/hold', { params })
        : await ctx.rest.delete('user-exam/{id}/hold', { params });
      return { attemptId: String(row.id), status: row.status };
    }),
};
