/** The article form's fields, without its rules (articleSchema.ts, loaded when the form first validates). */
export const ARTICLE_FIELDS = ['title', 'summary', 'body', 'topic', 'language', 'published'] as const;
