import { foldForSearch } from '@lms/domain';
import { like, sql, type SQL } from 'drizzle-orm';
import { index, text, type ExtraConfigColumn, type PgColumn } from 'drizzle-orm/pg-core';

/** A LIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export const likeContaining = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * The stored search text of a searchable table: its searchable columns joined by spaces and folded by the SQL
 * function `lms_search_fold` (migration 0004; the same rule as `foldForSearch` of @lms/domain). PostgreSQL
 * keeps it up to date on every write, whichever path writes, and backfilled every row when it was added.
 * `columns` are the table's own SQL column names.
 */
export const searchTextColumn = (...columns: string[]) =>
  text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`lms_search_fold(${columns.map((c) => `"${c}"`).join(` || ' ' || `)})`));

/** The trigram index that serves `LIKE '%term%'` on a search text (pg_trgm, in PostgreSQL and PGlite). */
export const searchTextIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * Rows whose search text contains `term`, regardless of case and Vietnamese marks: "nguyen" finds "Nguyễn",
 * "toi 2-4-6" finds "Tối 2-4-6".
 */
export const matchesSearch = (column: PgColumn, term: string): SQL =>
  like(column, likeContaining(foldForSearch(term.trim())));
