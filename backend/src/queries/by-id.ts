import { eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { notFound } from '../http/errors.js';

/** One row by its id; 404 when there is none (what a route's `/:id/` answers for an unknown id). */
export async function rowById<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  id: number,
): Promise<InferSelectModel<T>> {
  // As a plain table: drizzle's select types cannot follow a generic one.
  const source: PgTable = table;
  const [row] = await db.select().from(source).where(eq(table.id, id));
  if (!row) throw notFound();
  return row as InferSelectModel<T>;
}
