import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** Both drivers expose the same query API; PGlite's type stands for both. */
export type Db = PgliteDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm serves the search indexes (db/search.ts); PostgreSQL ships it as a contrib extension.
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { pg_trgm },
    parsers: DRIZZLE_PARSERS,
  });
  parseOnce(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * The parsers drizzle's PGlite driver passes with every query (dates, times and intervals stay text; drizzle
 * converts them itself). PGlite merges a query's parsers into its own for each query, which cost about a
 * third of a millisecond per statement (a tenth of an autosave's CPU): the client gets them once instead.
 */
const keep = (value: string) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
  1231: keep, // numeric[]
  1115: keep, // timestamp[]
  1185: keep, // timestamptz[]
  1187: keep, // interval[]
  1182: keep, // date[]
};
const DRIZZLE_PARSER_TYPES = Object.keys(DRIZZLE_PARSERS).sort().join();

/** Drops drizzle's per-query parsers (the client has the same ones) from `query`, a transaction's too. */
function parseOnce(client: PGlite) {
  const withoutParsers = (options?: QueryOptions) =>
    options?.parsers && Object.keys(options.parsers).sort().join() === DRIZZLE_PARSER_TYPES
      ? { ...options, parsers: undefined }
      : options;
  const strip = (target: PGlite | Transaction) => {
    const query = target.query.bind(target);
    target.query = (text, params, options) => query(text, params, withoutParsers(options));
  };
  strip(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      strip(tx);
      return callback(tx);
    });
}
