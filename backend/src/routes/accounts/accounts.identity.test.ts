/**
 * The account endpoints end to end against the real embedded identity server: the backend's Keycloak
 * admin client, tokens verified with the server's JWKS, and a password reset read from the dev mailbox.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../identity/src/test/server.js';
import { API_PREFIX, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { remoteKeys } from '../../http/auth.js';
import { createKeycloakAdmin, type IdentityAdmin } from '../../identity/admin-client.js';
import { createMailer } from '../../mail/mailer.js';
import { openTestDatabase } from '../../test/database.js';

let identityServer: TestServer;
let database: Database;
let app: FastifyInstance;
let identity: IdentityAdmin;

beforeAll(async () => {
  identityServer = await startTestServer();
  database = await openTestDatabase();
  identity = createKeycloakAdmin({
    issuer: identityServer.issuer,
    clientId: 'lms-backend',
    clientSecret: async () => identityServer.secrets.clientSecrets['lms-backend'],
  });
  app = await buildApp({
    db: database.db,
    issuer: identityServer.issuer,
    keys: remoteKeys(`${identityServer.issuer}/protocol/openid-connect/certs`),
    identity,
    mailer: createMailer(database.db, undefined, undefined, { strict: true }),
    webOrigin: 'http://localhost:4000',
    devMailbox: true,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await identityServer?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) {
  const res = await app.inject({
    method,
    url: `${API_PREFIX}/${url}`,
    payload,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

const login = async (email: string, password: string) => call('POST', 'accounts/login/', { email, password });

describe('accounts through the embedded identity server', () => {
  it('signs up, signs in with a real token, and reads the own profile', async () => {
    const signup = await call('POST', 'accounts/signup/', {
      email: 'thu.trang@example.test',
      password: 'Hoctap2026',
      confirm_password: 'Hoctap2026',
      first_name: 'Trang',
      last_name: 'Ngô Thu',
    });
    expect(signup.status).toBe(201);
    const signedIn = await login('thu.trang@example.test', 'Hoctap2026');
    expect(signedIn.status).toBe(200);
    const self = await call('GET', 'self/', undefined, signedIn.body.token);
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({ email: 'thu.trang@example.test', role: 1, name: 'Ngô Thu Trang' });
    expect((await login('thu.trang@example.test', 'wrong-password')).status).toBe(400);
  });

  it('refreshes the tokens with the identity server’s refresh grant, until logout ends the session', async () => {
    const signedIn = await login('thu.trang@example.test', 'Hoctap2026');
    const first = signedIn.body.refresh_token as string;
    expect(first).toBeTruthy();
    const refreshed = await call('POST', 'refreshtoken', { refresh_token: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.expires_in).toBeGreaterThan(0);
    expect(refreshed.body.refresh_token).toBeTruthy();
    const self = await call('GET', 'self/', undefined, refreshed.body.token);
    expect(self.body).toMatchObject({ email: 'thu.trang@example.test' });
    expect((await call('GET', 'accounts/logout/', undefined, refreshed.body.token)).status).toBe(200);
    const ended = await call('POST', 'refreshtoken', { refresh_token: refreshed.body.refresh_token });
    expect(ended.status).toBe(400);
    expect(ended.body.errors).toEqual({
      refresh_token: ['This refresh token is invalid or has expired: sign in again'],
    });
    expect((await call('POST', 'refreshtoken', { refresh_token: 'not.a.token' })).status).toBe(400);
  });

  it('resets a password with the code from the development mailbox, once', async () => {
    expect((await call('POST', 'accounts/password/reset/', { email: 'thu.trang@example.test' })).status).toBe(
      201,
    );
    const mailbox = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/dev/mailbox/`,
      headers: { accept: 'application/json' },
    });
    const mails = JSON.parse(mailbox.body) as { to: string; text: string }[];
    const code = mails.find((m) => m.to === 'thu.trang@example.test')?.text.match(/: ([A-Z0-9]{8})\n/)?.[1];
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const reset = await call('POST', 'accounts/password/reset/verified/', { code, password: 'Matkhaumoi9' });
    expect(reset.status).toBe(200);
    expect((await login('thu.trang@example.test', 'Hoctap2026')).status).toBe(400);
    expect((await login('thu.trang@example.test', 'Matkhaumoi9')).status).toBe(200);
    const reused = await call('POST', 'accounts/password/reset/verified/', { code, password: 'Khac2026abc' });
    expect(reused.status).toBe(400);
  });

  it('lets an admin change a role and deactivate a user in the identity provider', async () => {
    const adminId = await identity.createUser({
      email: 'quan.tri@example.test',
      firstName: 'Trị',
      lastName: 'Quản',
      password: 'Quantri2026',
    });
    await identity.setRealmRole(adminId, 'admin');
    const adminToken = (await login('quan.tri@example.test', 'Quantri2026')).body.token as string;
    expect((await call('GET', 'self/', undefined, adminToken)).body.role).toBe(0);

    const student = (
      await call('GET', 'self/', undefined, (await login('thu.trang@example.test', 'Matkhaumoi9')).body.token)
    ).body;
    const promoted = await call('PUT', `user/${student.id}/`, { role: 2 }, adminToken);
    expect(promoted.status).toBe(200);
    const teacherToken = (await login('thu.trang@example.test', 'Matkhaumoi9')).body.token as string;
    expect((await call('GET', 'self/', undefined, teacherToken)).body.role).toBe(2);

    expect((await call('PUT', `user/${student.id}/`, { is_active: false }, adminToken)).status).toBe(200);
    expect((await login('thu.trang@example.test', 'Matkhaumoi9')).status).toBe(400);
  });

  it('changes the own password and refuses a token from another issuer', async () => {
    const token = (await login('quan.tri@example.test', 'Quantri2026')).body.token as string;
    // The identity server checks the current password: a wrong one changes nothing.
    const wrong = await call(
      'POST',
      'accounts/password/change/',
      { current_password: 'Sai2026sai', password: 'Doimatkhau1' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is not correct'] });
    expect((await login('quan.tri@example.test', 'Doimatkhau1')).status).toBe(400);
    expect(
      (
        await call(
          'POST',
          'accounts/password/change/',
          { current_password: 'Quantri2026', password: 'Doimatkhau1' },
          token,
        )
      ).status,
    ).toBe(200);
    expect((await login('quan.tri@example.test', 'Doimatkhau1')).status).toBe(200);
    const other = await startTestServer();
    try {
      const stranger = createKeycloakAdmin({
        issuer: other.issuer,
        clientId: 'lms-backend',
        clientSecret: async () => other.secrets.clientSecrets['lms-backend'],
      });
      const id = await stranger.createUser({
        email: 'quan.tri@example.test',
        firstName: '',
        lastName: '',
        password: 'Quantri2026',
      });
      await stranger.setRealmRole(id, 'admin');
      const foreign = await stranger.passwordGrant('quan.tri@example.test', 'Quantri2026');
      expect(foreign?.access_token).toBeTruthy();
      expect((await call('GET', 'self/', undefined, foreign!.access_token)).status).toBe(401);
    } finally {
      await other.close();
    }
    // A second identity server (its keys generated) and five password hashes: slow on a busy machine.
  }, 90_000);
});
