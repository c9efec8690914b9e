import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ArticleRow } from '../db/rows.js';
import { articles, users } from '../db/schema.js';
import { matchesSearch } from '../db/search.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/pagination.js';

export interface ArticleFilter {
  ids?: number[] | undefined;
  search?: string | undefined;
  lang?: string | undefined;
  topic?: string | undefined;
  /** Drafts too (administrators); published articles only otherwise. */
  withDrafts: boolean;
  published?: boolean | undefined;
  ordering: 'title' | '-updated_at' | 'updated_at';
}

export interface ArticleView {
  article: ArticleRow;
  author: { id: number; name: string } | null;
}

function articlesJoined(db: Db) {
  return db
    .select({ article: articles, author: { id: users.id, name: users.name } })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId));
}

/** The knowledge base, searched regardless of case and Vietnamese marks (title, summary and text). */
export function articleList(db: Db, f: ArticleFilter): ListQuery<ArticleView> {
  const where: (SQL | undefined)[] = [];
  if (f.ids) where.push(inArray(articles.id, f.ids));
  if (f.search) where.push(matchesSearch(articles.searchText, f.search));
  if (f.lang) where.push(eq(articles.lang, f.lang));
  if (f.topic) where.push(eq(articles.topic, f.topic));
  if (!f.withDrafts) where.push(eq(articles.published, true));
  else if (f.published !== undefined) where.push(eq(articles.published, f.published));
  const cond = and(...where);
  const order =
    f.ordering === 'title'
      ? asc(articles.title)
      : f.ordering === 'updated_at'
        ? asc(articles.updatedAt)
        : desc(articles.updatedAt);
  return {
    rows: (limit, offset) =>
      articlesJoined(db).where(cond).orderBy(order, desc(articles.id)).limit(limit).offset(offset),
    count: () => db.select({ n: count() }).from(articles).where(cond),
  };
}

/** One article; 404 when there is none, and for a draft when drafts are not the viewer's to read. */
export async function articleById(db: Db, id: number, withDrafts: boolean): Promise<ArticleView> {
  const [row] = await articlesJoined(db).where(eq(articles.id, id));
  if (!row || (!row.article.published && !withDrafts)) throw notFound();
  return row;
}
