import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { toId } from '../../input.js';

export const bankMutations: MutationResolvers = {
  createTag: (_, { input }, ctx) =>
    withFieldErrors(async () => ({ tag: await ctx.rest.post('tag/', { body: { name: input.name } }) })),

  updateTag: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      tag: await ctx.rest.put('tag/{id}/', { params: { id: toId(input.id) }, body: { name: input.name } }),
    })),

  deleteTag: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('tag/{id}/', { params: { id } });
      return { deletedId: id };
    }),

  createErrorTag: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      errorTag: await ctx.rest.post('error-tag/', {
        body: {
          name: input.name,
          parent_id: input.parentId ? toId(input.parentId, 'parentId') : null,
          ...(input.link !== null && input.link !== undefined ? { link: input.link } : {}),
        },
      }),
    })),

  updateErrorTag: (_, { input }, ctx) =>
    withFieldErrors(async () => ({
      errorTag: await ctx.rest.put('error-tag/{id}/', {
        params: { id: toId(input.id) },
        body: {
          ...(input.name !== null && input.name !== undefined ? { name: input.name } : {}),
          ...('parentId' in input
            ? { parent_id: input.parentId ? toId(input.parentId, 'parentId') : null }
            : {}),
          ...(input.link !== null && input.link !== undefined ? { link: input.link } : {}),
        },
      }),
    })),

  deleteErrorTag: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('error-tag/{id}/', { params: { id } });
      return { deletedId: id };
    }),
};
