import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type DatabaseTarget } from '../config.js';
import { startIdentityServer, type IdentityServer } from '../server.js';
import type { User } from '../users.js';

export interface TestServer extends IdentityServer {
  dataDir: string;
  database: IdentityServer['database'];
  /** The database this server used, to start another one on it (persistence tests). */
  databaseTarget: DatabaseTarget;
  /** Removes the data dir and database of a `persistent` server (after its last restart closed). */
  remove(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Reuse a data directory and database (restart); otherwise a fresh temp dir and database. */
  reuse?: { dataDir: string; databaseTarget: DatabaseTarget };
  /** A file-backed PGlite under the data dir instead of an in-memory one. */
  persistent?: boolean;
}

function template(): Blob | undefined {
  const file = process.env.IDENTITY_TEST_TEMPLATE;
  return file ? new Blob([readFileSync(file)]) : undefined;
}

async function freshPostgres(
  adminUrl: string,
): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const name = `identity_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * An identity server on an ephemeral port with its own database: in-memory PGlite loaded from the
 * migrated template, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. `close()` stops it
 * and removes what it created.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'identity-test-'));
  let databaseTarget: DatabaseTarget;
  let drop: (() => Promise<void>) | undefined;
  if (options.reuse) {
    databaseTarget = options.reuse.databaseTarget;
  } else if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL);
    databaseTarget = fresh.target;
    drop = fresh.drop;
  } else {
    databaseTarget = {
      kind: 'pglite',
      dataDir: options.persistent ? path.join(dataDir, 'pglite') : undefined,
      loadDataDir: template(),
    };
  }
  const config = loadConfig({
    IDENTITY_PORT: '0',
    IDENTITY_HOST: '127.0.0.1',
    IDENTITY_DATA_DIR: dataDir,
    IDENTITY_LOG_LEVEL: 'warn',
    ...options.env,
  });
  const server = await startIdentityServer(config, { database: databaseTarget });
  const reopenTarget: DatabaseTarget =
    databaseTarget.kind === 'pglite' ? { kind: 'pglite', dataDir: databaseTarget.dataDir } : databaseTarget;
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  };
  return {
    ...server,
    dataDir,
    databaseTarget: reopenTarget,
    remove,
    async close() {
      await server.close();
      if (!options.persistent && !options.reuse) await remove();
    },
  };
}

export interface SeedUser {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  roles?: string[];
  enabled?: boolean;
}

let seeded = 0;

/** A user straight in the store (not through the admin API), with the given realm roles. */
export async function seedUser(
  server: IdentityServer,
  overrides: SeedUser = {},
): Promise<User & { password: string }> {
  seeded += 1;
  const password = overrides.password ?? 'Secret123';
  const user = await server.users.create({
    email: overrides.email ?? `user${seeded}.${randomBytes(3).toString('hex')}@example.com`,
    firstName: overrides.firstName ?? 'Lan',
    lastName: overrides.lastName ?? 'Nguyen',
    enabled: overrides.enabled ?? true,
    emailVerified: true,
    password,
  });
  if (overrides.roles?.length) {
    const all = await server.users.listRoles();
    await server.users.addRoles(
      user.id,
      all.filter((r) => overrides.roles!.includes(r.name)).map((r) => r.id),
    );
  }
  return { ...user, password };
}
