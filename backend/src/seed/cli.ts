/**
 * `npm run seed -w backend`: seeds the configured database (PGlite under DATA_DIR/backend, or
 * DATABASE_URL) if it is empty, and prints the demo accounts.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { formatAccounts } from './demo-accounts.js';
import { seedDemoData } from './seed.js';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.pgliteDir },
);
const where = database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
try {
  const started = performance.now();
  const summary = await seedDemoData(database.db, { uploadDir: config.uploadDir });
  if (summary.seeded) {
    const rows = Object.values(summary.counts).reduce((s, n) => s + n, 0);
    const ms = Math.round(performance.now() - started);
    console.log(
      `Demo data seeded into ${where}: ${rows} rows in ${ms} ms, laid out around ${summary.today}.`,
    );
  } else {
    console.log(`${where} already has users; nothing seeded. The demo accounts, if it was seeded before:`);
  }
  console.log(formatAccounts(summary));
} finally {
  await database.close();
}
