import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles } from '../db/schema.js';
import { notFound } from '../http/errors.js';

export interface ArticleFields {
  title: string;
  summary: string;
  body: string;
  topic: string;
  lang: string;
  published: boolean;
}

export async function createArticle(db: Db, fields: ArticleFields & { authorId: number }): Promise<number> {
  const [row] = await db.insert(articles).values(fields).returning({ id: articles.id });
  return row!.id;
}

/** A partial update; the article's date moves only when something changed. */
export async function updateArticle(db: Db, id: number, changes: Partial<ArticleFields>) {
  if (Object.values(changes).every((v) => v === undefined)) return;
  await db
    .update(articles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(articles.id, id));
}

export async function deleteArticle(db: Db, id: number) {
  const [deleted] = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (!deleted) throw notFound();
}
