import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';

/** Rows per statement: far below PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 1000;

/**
 * Inserts rows in bulk (one statement per table and chunk, never per row) and counts them by table,
 * which gives the seed summary its counts for free.
 */
export class BulkInserter {
  readonly counts: Record<string, number> = {};

  constructor(readonly tx: Tx) {}

  async insert<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.tx.insert(table).values(rows.slice(i, i + CHUNK));
    }
    this.count(table, rows.length);
  }

  /** Inserts and returns the new ids in the order of `rows` (PostgreSQL returns VALUES rows in order). */
  async insertIds<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = await this.tx
        .insert(table)
        .values(rows.slice(i, i + CHUNK))
        .returning({ id: sql<number>`id` });
      ids.push(...chunk.map((r) => r.id));
    }
    this.count(table, rows.length);
    return ids;
  }

  /** Like insertIds, returning each row with its id. */
  async insertRows<T extends PgTable, R extends T['$inferInsert']>(
    table: T,
    rows: R[],
  ): Promise<(R & { id: number })[]> {
    const ids = await this.insertIds(table, rows);
    return rows.map((row, i) => ({ ...row, id: ids[i]! }));
  }

  private count(table: PgTable, n: number) {
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + n;
  }
}
