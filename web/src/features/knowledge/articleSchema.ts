import { ARTICLE_BODY_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX, hasText } from '@lms/domain';
import { z } from 'zod';
import type { ArticleTopic, ContentLanguage } from '../../gql/graphql';

/** The article form, with the limits of @lms/domain (the server refuses the same). */
export const articleSchema = z.object({
  title: z
    .string()
    .refine((v) => hasText(v), 'knowledge.errors.title')
    .refine((v) => v.trim().length <= ARTICLE_TITLE_MAX, 'knowledge.errors.titleLong'),
  summary: z.string().refine((v) => v.trim().length <= ARTICLE_SUMMARY_MAX, 'knowledge.errors.summaryLong'),
  body: z
    .string()
    .refine((v) => hasText(v), 'knowledge.errors.body')
    .refine((v) => v.trim().length <= ARTICLE_BODY_MAX, 'knowledge.errors.bodyLong'),
  topic: z.custom<ArticleTopic>((v) => typeof v === 'string' && v.length > 0, 'knowledge.errors.topic'),
  language: z.custom<ContentLanguage>((v) => v === 'VI' || v === 'EN'),
  published: z.boolean(),
});

export type ArticleValues = z.infer<typeof articleSchema>;
