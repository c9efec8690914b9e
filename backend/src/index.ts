import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { startTelemetry } from './telemetry.js';

const config = loadConfig();
// Before anything that loads http or pg, so the instrumentation patches them: the backend's own modules
// are imported only after it.
const telemetry = await startTelemetry(config);

const { buildApp, API_PREFIX } = await import('./app.js');
const { openDatabase } = await import('./db/client.js');
const { traceDatabase } = await import('./db/tracing.js');
const { remoteKeys } = await import('./http/auth.js');
const { createRateLimits } = await import('./http/rate-limits.js');
const { adminClientSecret } = await import('./identity/client-secret.js');
const { createKeycloakAdmin } = await import('./identity/admin-client.js');
const { createMailer } = await import('./mail/mailer.js');
const { syncDemoAccounts } = await import('./commands/demo-identity.js');
const { formatAccounts } = await import('./seed/demo-accounts.js');
const { seedDemoData } = await import('./seed/seed.js');
const { configuredEngine } = await import('./speech/engines.js');
const { createMediaLinks, mediaLinkSecret } = await import('./http/media-links.js');

async function openConfiguredDatabase() {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.pgliteDir },
  );
  if (telemetry.enabled) traceDatabase(database);
  return database;
}
const identity = createKeycloakAdmin({
  issuer: config.oidcIssuer,
  clientId: config.adminClientId,
  clientSecret: () => adminClientSecret(config),
});

/** Migrations, demo data and demo sign-in accounts: once, before any process serves. */
async function prepare(db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db']) {
  if (!config.seedOnStart) return;
  const summary = await seedDemoData(db, { uploadDir: config.uploadDir });
  if (summary.seeded) console.log('Demo data seeded.');
  await syncDemoAccountsWithRetry(db);
  console.log(`Demo accounts:\n${formatAccounts(summary)}`);
}

/** The identity server may still be starting; the API works without the sync, so only warn. */
async function syncDemoAccountsWithRetry(db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db']) {
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await syncDemoAccounts(db, identity);
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

/** One serving process: its own pool and app, on the shared port (node:cluster hands out connections). */
async function serve(prepareFirst: boolean) {
  const database = await openConfiguredDatabase();
  const app = await buildApp({
    db: database.db,
    issuer: config.oidcIssuer,
    keys: remoteKeys(config.jwksUrl),
    clients: config.oidcClients,
    identity,
    mailer: createMailer(database.db, config.smtpUrl),
    webOrigin: config.webOrigin,
    academyBank: config.academyBank,

    ieltsPublishBy: config.ieltsPublishBy,
    devMailbox: config.devMailbox,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    maxInFlight: config.maxInFlight,
    tracing: telemetry.enabled,
    uploadDir: config.uploadDir,
    uploadLimits: config.uploadLimits,
    mediaLinks: createMediaLinks(
      await mediaLinkSecret(config.mediaLinkSecret, config.dataDir),
      config.mediaLinkTtlSeconds,
    ),
    rateLimits: createRateLimits({ redisUrl: config.redisUrl, factor: config.rateLimitFactor }),
    speech: {
      engine: config.speechScoring === 'off' ? null : configuredEngine(config.speechScoringUrl),
      worker: true,
    },
    expiry: { worker: true, pollMs: config.expiryPollMs },
    notifications: { worker: true, ...config.notifications },
  });
  if (prepareFirst) await prepare(database.db);
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    console.log(
      `LMS REST API on http://${config.host}:${config.port}${API_PREFIX}/ ` +
        `(${database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL'}; OpenAPI at ${API_PREFIX}/schema/)`,
    );
  }
  const shutdown = async () => {
    await app.close();
    await database.close();
    await telemetry.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

/**
 * BACKEND_WORKERS > 1 (PostgreSQL only; PGlite belongs to one process): the primary prepares the database
 * once, then forks the workers, which share the port; a worker that dies is replaced.
 */
async function supervise(workers: number) {
  const database = await openConfiguredDatabase();
  await prepare(database.db);
  await database.close();
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`Backend worker ${worker.process.pid} stopped (${code ?? 'signal'}); starting another.`);
    cluster.fork();
  });
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === workers) {
      console.log(
        `LMS REST API on http://${config.host}:${config.port}${API_PREFIX}/ (PostgreSQL; ${workers} processes)`,
      );
    }
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (config.workers > 1 && cluster.isPrimary) await supervise(config.workers);
else await serve(cluster.isPrimary);
