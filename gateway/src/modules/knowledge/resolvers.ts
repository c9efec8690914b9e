import type { Resolvers } from '../../generated/resolvers.js';
import { Article } from './article.js';
import { knowledgeMutations } from './mutation.js';
import { knowledgeQueries } from './query.js';

export const knowledgeResolvers: Resolvers = {
  Query: knowledgeQueries,
  Mutation: knowledgeMutations,
  Article,
};
