import { withFieldErrors } from '../../errors.js';
import type { MutationResolvers } from '../../generated/resolvers.js';
import { restFields, toId } from '../../input.js';

export const knowledgeMutations: MutationResolvers = {
  createArticle: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const { language, ...rest } = input;
      return {
        article: await ctx.rest.post('knowledge/', { body: { ...restFields(rest), lang: language } }),
      };
    }),

  updateArticle: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const { language, ...rest } = input;
      const article = await ctx.rest.put('knowledge/{id}/', {
        params: { id: toId(input.id) },
        body: { ...restFields(rest, ['id']), ...(language ? { lang: language } : {}) },
      });
      return { article };
    }),

  deleteArticle: (_, { input }, ctx) =>
    withFieldErrors(async () => {
      const id = toId(input.id);
      await ctx.rest.delete('knowledge/{id}/', { params: { id } });
      return { deletedId: id };
    }),
};
