import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import { buildApp } from '../../backend/src/app.js';
import type { Db } from '../../backend/src/db/client.js';
import { createMailer } from '../../backend/src/mail/mailer.js';
import { openTestDatabase } from '../../backend/src/test/database.js';
import { createFakeIdentity } from '../../backend/src/test/fake-identity.js';
import { createSigner } from './tokens.js';

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
export async function startRealBackend<T>(seed: (db: Db) => Promise<T>) {
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
  const app = await buildApp({
    db: database.db,
    issuer,
    keys: createLocalJWKSet(signer.jwks),
    identity: createFakeIdentity().admin,
    mailer: createMailer(database.db),
    webOrigin: 'http://localhost:4000',
  });
  const backendUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    seeded,
    backendUrl,
    restBaseUrl: `${backendUrl}/lms-backend/api`,
    keycloak: { authServerUrl, realm: 'lms', resource: 'lms-gateway' },
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
