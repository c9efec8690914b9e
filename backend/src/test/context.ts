import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PREFIX, buildApp, type AppOptions } from '../app.js';
import type { Db } from '../db/client.js';
import { ROLE_NAMES, type RoleNumber, users } from '../db/schema.js';
import type { UserRow } from '../http/auth.js';
import { traceDatabase } from '../db/tracing.js';
import { openTestDatabase } from './database.js';
import { createFakeIdentity } from './fake-identity.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createTestSigner } from './tokens.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  identity: ReturnType<typeof createFakeIdentity>;
  mailer: Mailer;
  /** A signed access token for an existing user row, with the realm role of the row. */
  tokenFor(user: UserRow): Promise<string>;
  /** Signs any claims with the test issuer's key (Keycloak access-token defaults: typ Bearer, azp lms-web). */
  mint: Awaited<ReturnType<typeof createTestSigner>>['mint'];
  /** Calls the API as `user` (or anonymously with null). Paths are relative to the API prefix. */
  api(user: UserRow | null, opts: Omit<InjectOptions, 'url'> & { url: string }): Promise<ApiResponse>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  body: any;
}

export async function createTestContext(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  // As index.ts does when telemetry runs: PGlite's statements get spans (PostgreSQL's from instrumentation-pg).
  if (options.tracing) traceDatabase(database);
  const signer = await createTestSigner();
  const identity = createFakeIdentity();
  const mailer = createMailer(database.db, undefined, undefined, { strict: true });
  const app = await buildApp({
    db: database.db,
    issuer: signer.issuer,
    keys: signer.keys,
    identity: identity.admin,
    mailer,
    webOrigin: 'http://localhost:4000',
    devMailbox: true,
    // Tests change rows directly between calls; the viewer cache has tests of its own (http/auth.test.ts).
    viewerCacheMs: 0,
    ...options,
  });
  await app.ready();

  // The row's sub is written once; calls at the same moment (concurrent requests of one user) wait for that
  // write, or their tokens would name a sub the database does not hold yet.
  const linked = new Map<number, Promise<unknown>>();
  async function tokenFor(user: UserRow) {
    if (!user.sub) {
      user.sub = `sub-${user.id}`;
      // A promise, run once (a drizzle query runs again at every await of it).
      linked.set(
        user.id,
        Promise.resolve(database.db.update(users).set({ sub: user.sub }).where(eq(users.id, user.id))),
      );
    }
    await linked.get(user.id);
    const role = ROLE_NAMES[user.role as RoleNumber];
    return signer.mint({ sub: user.sub, email: user.email, realm_access: { roles: [role] } });
  }

  return {
    app,
    db: database.db,
    identity,
    mailer,
    tokenFor,
    mint: signer.mint,
    async api(user, opts) {
      const headers = { 'accept-language': 'en', ...(opts.headers ?? {}) } as Record<string, string>;
      if (user) headers.authorization = `Bearer ${await tokenFor(user)}`;
      const res = await app.inject({ ...opts, headers, url: `${API_PREFIX}/${opts.url.replace(/^\//, '')}` });
      const text = res.body;
      return { status: res.statusCode, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A file route's raw answer as `user` (the API helper parses JSON); `url` is relative to the API prefix. */
export async function downloadAs(t: TestContext, user: UserRow, url: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/${url}`,
    headers: { authorization: `Bearer ${await t.tokenFor(user)}`, 'accept-language': lang },
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, text: res.body };
}

export { createTestSigner };
