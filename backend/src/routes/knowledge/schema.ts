import { ARTICLE_BODY_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, ARTICLE_TOPICS } from '@lms/domain';
import { z } from 'zod';
import { idList, pageQuery } from '../../http/pagination.js';
import { msg } from '../../http/messages.js';

const articleFields = {
  title: z.string().trim().min(1, msg('article_title_required')).max(ARTICLE_TITLE_MAX),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX),
  body: z
    .string()
    .trim()
    .min(1, msg('article_body_required'))
    .max(ARTICLE_BODY_MAX)
    .describe('Markdown: headings (#), lists (-, 1.), **bold**, *italic*, [links](https://…)'),
  topic: z.enum(ARTICLE_TOPICS),
  lang: z.enum(['vi', 'en']).describe('The language the article is written in'),
  published: z.boolean().describe('Drafts are read by administrators only'),
};

export const articleCreateBody = z.strictObject({
  ...articleFields,
  summary: articleFields.summary.default(''),
  published: articleFields.published.default(true),
});

export const articleUpdateBody = z.strictObject(articleFields).partial();

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const articleListQuery = z.strictObject({
  ...pageQuery,
  ids: idList.optional(),
  search: z.string().trim().max(100).optional(),
  lang: z.enum(['vi', 'en']).optional(),
  topic: z.enum(ARTICLE_TOPICS).optional(),
  published: flag.optional().describe('Administrators: published articles or drafts only'),
  ordering: z.enum(['title', 'updated_at', '-updated_at']).default('-updated_at'),
});
