import type { ArticleResolvers } from '../../generated/resolvers.js';

export const Article: ArticleResolvers = {
  language: (a) => a.lang,
  authorName: (a) => a.author?.name ?? null,
  createdAt: (a) => a.created_at,
  updatedAt: (a) => a.updated_at,
};
