import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseTarget } from './config.js';

/**
 * The identity server's storage: embedded PGlite by default, PostgreSQL when configured. Every table is
 * prefixed `identity_`, so the server can share a database with the backend.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  kind: DatabaseTarget['kind'];
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests build one template and load it per server). */
  dump?(): Promise<Blob>;
}

const MIGRATIONS: string[] = [
  `CREATE TABLE identity_secrets (
     name text PRIMARY KEY,
     value jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE identity_oidc_models (
     model text NOT NULL,
     id text NOT NULL,
     payload jsonb NOT NULL,
     grant_id text,
     user_code text,
     uid text,
     account_id text,
     expires_at timestamptz,
     consumed_at timestamptz,
     PRIMARY KEY (model, id)
   );
   CREATE INDEX identity_oidc_models_grant ON identity_oidc_models (grant_id);
   CREATE INDEX identity_oidc_models_uid ON identity_oidc_models (model, uid);
   CREATE INDEX identity_oidc_models_user_code ON identity_oidc_models (model, user_code);
   CREATE INDEX identity_oidc_models_account ON identity_oidc_models (account_id);
   CREATE INDEX identity_oidc_models_expires ON identity_oidc_models (expires_at);
   CREATE TABLE identity_users (
     id uuid PRIMARY KEY,
     username text NOT NULL UNIQUE,
     email text UNIQUE,
     email_verified boolean NOT NULL DEFAULT false,
     first_name text NOT NULL DEFAULT '',
     last_name text NOT NULL DEFAULT '',
     enabled boolean NOT NULL DEFAULT true,
     password_hash text,
     attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
     created_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE identity_roles (
     id uuid PRIMARY KEY,
     name text NOT NULL UNIQUE,
     description text NOT NULL DEFAULT ''
   );
   CREATE TABLE identity_user_roles (
     user_id uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
     role_id uuid NOT NULL REFERENCES identity_roles (id) ON DELETE CASCADE,
     PRIMARY KEY (user_id, role_id)
   );
   CREATE TABLE identity_login_failures (
     user_id uuid PRIMARY KEY REFERENCES identity_users (id) ON DELETE CASCADE,
     failures integer NOT NULL,
     last_failure timestamptz NOT NULL,
     locked_until timestamptz
   );`,
  // Issue 27 item 4: mail to the owner of an account after a burst of refused sign-ins (mail.ts).
  // identity_login_failures is no longer used: failures are counted by rate-limits.ts.
  `CREATE TABLE identity_mail_outbox (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     to_address text NOT NULL,
     subject text NOT NULL,
     body text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     sent_at timestamptz,
     error text
   );`,
];

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === 'postgres' ? openPostgres(target.url) : await openPglite(target);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const run =
    (q: Pick<PGlite, 'query'>) =>
    async <Row>(sql: string, params?: unknown[]) =>
      (await q.query<Row>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: run(client),
    transaction: (work) => client.transaction((tx) => work({ query: run(tx) })),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => undefined);
  const run =
    (q: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params?: unknown[]) =>
      (await q.query(sql, params)).rows as Row[];
  return {
    kind: 'postgres',
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: run(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Forward-only migrations; a landed entry is never edited, a change is a new entry. */
async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database must not migrate at the same time.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('identity_migrations'))`);
    await tx.query(`CREATE TABLE IF NOT EXISTS identity_migrations (
      version integer PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = await tx.query<{ version: number }>('SELECT version FROM identity_migrations');
    const applied = new Set(done.map((row) => row.version));
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      for (const statement of sql.split(/;\s*(?:\n|$)/).filter((s) => s.trim())) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO identity_migrations (version) VALUES ($1)', [version]);
    }
  });
}
