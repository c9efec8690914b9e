import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client.js';

/**
 * One migrated template database per run; each test file starts from a copy instead of running the
 * migrations again. PGlite: the migrated data directory dumped once, loaded by each file (about 0.5 s
 * instead of 3 to 4 s). PostgreSQL (TEST_DATABASE_URL): a migrated database that each file's database is
 * created from (`CREATE DATABASE … TEMPLATE`, a file copy), dropped at the end of the run.
 */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return postgresTemplate(adminUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lms-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.LMS_TEST_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(adminUrl: string) {
  const name = `lms_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.close();
  process.env.LMS_TEST_PG_TEMPLATE = name;
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
