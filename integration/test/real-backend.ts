import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import { buildApp, type AppOptions } from '../../backend/src/app.js';
import type { Db } from '../../backend/src/db/client.js';
import { createMailer } from '../../backend/src/mail/mailer.js';
import { openTestDatabase } from '../../backend/src/test/database.js';
import { createFakeIdentity } from '../../backend/src/test/fake-identity.js';
import { createSigner } from '../../gateway/test/tokens.js';

export async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The real backend (Fastify on PGlite, or PostgreSQL with TEST_DATABASE_URL), seeded by `seed`, and a certs
 * endpoint for one signing key: the backend reads the key from its `keys` option, keycloak-connect from
 * the endpoint, so both verify the same jose-minted tokens.
 */
export async function startRealBackend<T>(
  seed: (db: Db) => Promise<T>,
  options: { viewerCacheMs?: number; notifications?: AppOptions['notifications'] } = {},
) {
  const signer = await createSigner();
  const certs = http.createServer((req, res) => {
    if (req.url === '/realms/lms/protocol/openid-connect/certs') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(signer.jwks));
    } else res.writeHead(404).end();
  });
  const authServerUrl = await listen(certs);
  const issuer = `${authServerUrl}/realms/lms`;
  const database = await openTestDatabase();
  const seeded = await seed(database.db);
  // Every statement the backend sends (PGlite or a pg pool), for the tests that count them.
  let statements = 0;
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => (statements++, query(...args));
  const app = await buildApp({
    db: database.db,
    issuer,
    keys: createLocalJWKSet(signer.jwks),
    identity: createFakeIdentity().admin,
    mailer: createMailer(database.db, undefined, undefined, { strict: true }),
    webOrigin: 'http://localhost:4000',
    // The calls of one test remember their viewer, as the calls of one GraphQL query do in production:
    // statement counts do not depend on how fast the machine is.
    viewerCacheMs: options.viewerCacheMs ?? 60_000,
    // The notification worker, for the tests that read the mail it sends (issue 31 point 2).
    notifications: options.notifications,
  });
  // Every REST request the backend answers, for the tests that hold an operation to its budget.
  const requests: string[] = [];
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url.replace(/^\/lms-backend\/api\//, '').split('?')[0]}`);
  });
  const backendUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    seeded,
    /** The backend's database, for a test that changes a row between two operations as a teacher would. */
    db: database.db,
    backendUrl,
    restBaseUrl: `${backendUrl}/lms-backend/api`,
    keycloak: { authServerUrl, realm: 'lms', resource: 'lms-gateway' },
    /** The REST requests answered so far (`GET question/`), in order. */
    requests: () => [...requests],
    /** How many SQL statements the backend has sent so far. */
    statements: () => statements,
    /** A token for a seeded user, as the identity provider would issue it. */
    token: (user: { email: string }, role: 'admin' | 'teacher' | 'student' | 'specialize') =>
      signer.mint(
        { sub: `sub-${user.email}`, email: user.email, roles: [role] },
        { issuer, claims: { email_verified: true } },
      ),
    async stop() {
      certs.close();
      await app.close();
      await database.close();
    },
  };
}
