import { createPublicKey } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Provider } from 'oidc-provider';
import { createAdapterFactory, deleteExpiredModels } from './adapter.js';
import { adminApi } from './admin-api.js';
import { createAuthenticator } from './authenticate.js';
import { createAttemptLimits } from './rate-limits.js';
import { writeClientsFile } from './clients.js';
import { REALM, defaultIssuer, type DatabaseTarget, type IdentityConfig } from './config.js';
import { openDatabase, type Database } from './db.js';
import { realmEndpoints } from './endpoints.js';
import { createLogger, type Logger } from './log.js';
import { createMailer, failedSignInsMail } from './mail.js';
import { realmResources } from './pages/assets.js';
import { createProviderPages } from './pages/provider-pages.js';
import { interactionRoutes } from './pages/routes.js';
import { registerPasswordGrant } from './password-grant.js';
import { createProvider } from './provider.js';
import { createRefreshTokenCodec } from './refresh-tokens.js';
import { loadSecrets, publicJwks, type ServerSecrets } from './secrets.js';
import { createAccessTokenVerifier } from './tokens.js';
import { createUserStore, type UserStore } from './users.js';

export interface IdentityApp {
  app: Express;
  issuer: string;
  provider: Provider;
  database: Database;
  users: UserStore;
  secrets: ServerSecrets;
  clientsFile: string;
  /** Stops the background work and closes the database. */
  dispose: () => Promise<void>;
}

export interface IdentityAppOptions {
  issuer: string;
  /** Overrides the configured database (tests: an in-memory PGlite loaded from a template). */
  database?: DatabaseTarget;
  log?: Logger;
}

/** Builds the whole identity server as an Express app on an open database. */
export async function createIdentityApp(
  config: IdentityConfig,
  options: IdentityAppOptions,
): Promise<IdentityApp> {
  const { issuer } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const realmPath = new URL(issuer).pathname.replace(/\/+$/, '');
  if (!realmPath.endsWith(`/realms/${REALM}`)) {
    throw new Error(`The issuer must end with /realms/${REALM} (Keycloak's layout), got ${issuer}`);
  }
  const serverPath = realmPath.slice(0, -`/realms/${REALM}`.length);

  const database = await openDatabase(options.database ?? config.database);
  try {
    const users = createUserStore(database);
    await users.ensureRealmRoles();
    const secrets = await loadSecrets(database, config.clientSecrets);
    const clientsFile = await writeClientsFile(config.dataDir, issuer, secrets.clientSecrets);
    const refreshTokens = createRefreshTokenCodec(secrets.refreshTokenKey, issuer);
    const limits = createAttemptLimits({
      redisUrl: config.redisUrl,
      factor: config.rateLimitFactor,
      slowdown: config.slowdown,
    });
    const mailer = createMailer(database, config.smtpUrl, config.mailFrom, log);
    const authenticate = createAuthenticator(users, limits, async (user) => {
      const mail = failedSignInsMail(user, config.webUrl);
      if (mail) await mailer.send(mail);
    });
    const provider = createProvider({
      issuer,
      realmPath,
      config,
      secrets,
      users,
      adapter: createAdapterFactory(database, refreshTokens),
      refreshTokens,
      pages: createProviderPages(realmPath),
    });
    registerPasswordGrant(provider, config, authenticate, log);
    provider.on('server_error', (_ctx, error) => log.error('provider error', { message: error.message }));

    const jwks = publicJwks(secrets.signingKeys);
    const verifyAccessToken = createAccessTokenVerifier(issuer, jwks);
    const publicKeyPem = createPublicKey({ key: jwks.keys[0]!, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.trustProxy);
    // Every answer over 1 kB in brotli or gzip as the browser accepts (pages, stylesheet, discovery, keys).
    app.use(compression());
    app.get(['/health', '/health/ready', '/health/live'], (_req, res) => void res.json({ status: 'UP' }));
    app.get(
      `${serverPath}/`,
      (_req, res) => void res.redirect(302, `${issuer}/.well-known/openid-configuration`),
    );
    app.use(`${realmPath}/resources`, realmResources().router());
    app.use(
      realmPath,
      realmEndpoints({
        provider,
        issuer,
        users,
        verifyAccessToken,
        refreshTokens,
        clientSecrets: secrets.clientSecrets,
        webOrigins: config.webOrigins,
        publicKeyPem,
      }),
    );
    app.use(
      realmPath,
      interactionRoutes({
        provider,
        realmPath,
        users,
        authenticate,
        limits,
        webOrigins: config.webOrigins,
        webUrl: config.webUrl,
        log,
      }),
    );
    app.use(
      `${serverPath}/admin/realms/${REALM}`,
      adminApi({
        db: database,
        users,
        verifyAccessToken,
        adminBase: `${new URL(issuer).origin}${serverPath}/admin/realms/${REALM}`,
        log,
      }),
    );
    app.use(realmPath, provider.callback());
    app.use((_req, res) => void res.status(404).json({ error: 'Not Found' }));
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      const status = (error as { status?: number }).status ?? 500;
      // A client's mistake (unparsable body, too large) is answered, not logged: its text may quote input.
      if (status >= 400 && status < 500) return void res.status(status).json({ error: 'invalid_request' });
      log.error('request failed', { error: (error as Error).name, message: (error as Error).message });
      if (!res.headersSent) res.status(500).json({ error: 'unknown_error' });
    });

    await deleteExpiredModels(database);
    const cleanup = setInterval(
      () => {
        deleteExpiredModels(database).catch((error: Error) =>
          log.warn('cleanup failed', { message: error.message }),
        );
      },
      60 * 60 * 1000,
    );
    cleanup.unref();

    return {
      app,
      issuer,
      provider,
      database,
      users,
      secrets,
      clientsFile,
      async dispose() {
        clearInterval(cleanup);
        await limits.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export interface IdentityServer extends Omit<IdentityApp, 'app' | 'dispose'> {
  /** `http://host:port`, where the server answers. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens first (so that an ephemeral port is known), then builds the app with the issuer that port
 * implies unless one is configured.
 */
export async function startIdentityServer(
  config: IdentityConfig,
  options: Omit<IdentityAppOptions, 'issuer'> = {},
): Promise<IdentityServer> {
  // Until the app is built, answer "starting" rather than leave early requests hanging.
  const starting: http.RequestListener = (_req, res) => {
    res
      .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
      .end('{"error":"starting"}');
  };
  const server = http.createServer(starting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const { port } = server.address() as AddressInfo;
  let identity: IdentityApp;
  try {
    identity = await createIdentityApp(config, { ...options, issuer: config.issuer ?? defaultIssuer(port) });
  } catch (error) {
    await closeServer();
    throw error;
  }
  server.off('request', starting);
  server.on('request', identity.app);
  const { app: _app, dispose: _dispose, ...rest } = identity;
  return {
    ...rest,
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    port,
    async close() {
      await closeServer();
      await identity.dispose();
    },
  };
}
