import { ARTICLE_TOPICS } from '@lms/domain';
import { z } from 'zod';
import type { ArticleRow } from '../db/rows.js';

const articleFields = {
  id: z.number().int(),
  title: z.string(),
  summary: z.string().describe('A sentence or two shown in the list'),
  topic: z.enum(ARTICLE_TOPICS),
  lang: z.enum(['vi', 'en']).describe('The language it is written in'),
  published: z.boolean().describe('Drafts are read by administrators only'),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const articleSchema = z
  .object({ ...articleFields, body: z.string().describe('Markdown: headings, lists, emphasis, links') })
  .describe('Knowledge article');
export type ArticleJson = z.infer<typeof articleSchema>;

interface ArticleView {
  article: ArticleRow;
  author: { id: number; name: string } | null;
}

export function presentArticle({ article: a, author }: ArticleView): ArticleJson {
  return {
    id: a.id,
    title: a.title,
    summary: a.summary,
    topic: a.topic as ArticleJson['topic'],
    lang: a.lang === 'en' ? 'en' : 'vi',
    published: a.published,
    author,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    body: a.body,
  };
}
