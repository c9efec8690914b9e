import type { RestArticle } from '../../rest/types.js';

export type ArticleParent = RestArticle;
