import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A private database for one test file: a fresh PostgreSQL database when TEST_DATABASE_URL is set
 * (copied from the run's migrated template, dropped on close), otherwise PGlite loaded from the migrated
 * template.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `lms_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // From the run's migrated template when there is one (test/global-setup.ts): a file copy, no migrations.
    const template = process.env.LMS_TEST_PG_TEMPLATE;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      ...database,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: adminUrl });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const template = process.env.LMS_TEST_TEMPLATE;
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  return openDatabase({ kind: 'pglite', loadDataDir });
}
