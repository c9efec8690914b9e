import { buildApp, API_PREFIX } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { remoteKeys } from './http/auth.js';
import { adminClientSecret } from './identity/client-secret.js';
import { createKeycloakAdmin } from './identity/admin-client.js';
import { createMailer } from './mail/mailer.js';
import { syncDemoAccounts } from './commands/demo-identity.js';
import { formatAccounts } from './seed/demo-accounts.js';
import { seedDemoData } from './seed/seed.js';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.pgliteDir },
);

const identity = createKeycloakAdmin({
  issuer: config.oidcIssuer,
  clientId: config.adminClientId,
  clientSecret: () => adminClientSecret(config),
});
const app = await buildApp({
  db: database.db,
  issuer: config.oidcIssuer,
  keys: remoteKeys(config.jwksUrl),
  identity,
  mailer: createMailer(database.db, config.smtpUrl),
  webOrigin: config.webOrigin,
  devMailbox: !config.production,
  logLevel: config.logLevel,
});
if (config.seedOnStart) {
  const summary = await seedDemoData(database.db);
  if (summary.seeded) console.log('Demo data seeded.');
  await syncDemoAccountsWithRetry();
  console.log(`Demo accounts:\n${formatAccounts(summary)}`);
}

/** The identity server may still be starting; the API works without the sync, so only warn. */
async function syncDemoAccountsWithRetry() {
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await syncDemoAccounts(database.db, identity);
      if (created) console.log(`Created ${created} demo sign-in accounts in the identity provider.`);
      return;
    } catch (e) {
      if (attempt >= 10) {
        console.warn(
          `Demo accounts not synced with the identity provider: ${e instanceof Error ? e.message : String(e)}`,
        );
        return;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

await app.listen({ port: config.port, host: config.host });
console.log(
  `LMS REST API on http://${config.host}:${config.port}${API_PREFIX}/ ` +
    `(${database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL'}; OpenAPI at ${API_PREFIX}/schema/)`,
);

async function shutdown() {
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
