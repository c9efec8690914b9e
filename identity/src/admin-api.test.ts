import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, decodeJwt, openLoginPage, refresh, signIn, tokenRequest } from './test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

let server: TestServer;
let admin: string;
let serviceToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = `http://localhost:${server.port}/admin/realms/lms`;
  const res = await tokenRequest(server.issuer, {
    grant_type: 'client_credentials',
    client_id: 'lms-backend',
    client_secret: server.secrets.clientSecrets['lms-backend'],
  });
  serviceToken = res.body.access_token as string;
});
afterAll(() => server?.close());

function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const token = init.token === undefined ? serviceToken : init.token;
  return fetch(`${admin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const passwordGrant = (username: string, password: string) =>
  tokenRequest(server.issuer, {
    grant_type: 'password',
    client_id: 'lms-backend',
    client_secret: server.secrets.clientSecrets['lms-backend'],
    username,
    password,
    scope: 'openid profile email phone',
  });

describe('the service account', () => {
  it('gets a token by client credentials (secret in the body or Basic) with realm-management roles', async () => {
    expect(decodeJwt(serviceToken)).toMatchObject({
      iss: server.issuer,
      typ: 'Bearer',
      azp: 'lms-backend',
      preferred_username: 'service-account-lms-backend',
      resource_access: { 'realm-management': { roles: ['manage-users', 'view-users', 'query-users'] } },
    });
    const basic = Buffer.from(`lms-backend:${server.secrets.clientSecrets['lms-backend']}`).toString(
      'base64',
    );
    const viaBasic = await tokenRequest(
      server.issuer,
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${basic}` },
    );
    expect(viaBasic.status).toBe(200);
    const wrong = await tokenRequest(server.issuer, {
      grant_type: 'client_credentials',
      client_id: 'lms-backend',
      client_secret: 'wrong',
    });
    expect(wrong.status).toBe(401);
  });
});

describe('admin REST API (Keycloak subset)', () => {
  let id: string;

  it('creates a user: 201 with the Location of the new id; a second one with the same e-mail is a 409', async () => {
    const body = {
      username: 'minh.le@example.com',
      email: 'Minh.Le@example.com',
      firstName: 'Minh',
      lastName: 'Le',
      enabled: true,
      emailVerified: true,
      attributes: { phone_number: ['0912345678'] },
      credentials: [{ type: 'password', value: 'First1234', temporary: false }],
    };
    const res = await call('/users', { method: 'POST', body });
    expect(res.status).toBe(201);
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${admin}/users/[0-9a-f-]{36}$`));
    id = location.split('/').pop()!;
    const again = await call('/users', { method: 'POST', body: { ...body, username: 'other' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ errorMessage: 'User exists with same email' });
  });

  it('finds the user by exact e-mail and by username, with Keycloak’s representation', async () => {
    const byEmail = await call('/users?email=MINH.LE@example.com&exact=true');
    expect(byEmail.status).toBe(200);
    const found = (await byEmail.json()) as Record<string, unknown>[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id,
      username: 'minh.le@example.com',
      email: 'minh.le@example.com',
      firstName: 'Minh',
      lastName: 'Le',
      enabled: true,
      emailVerified: true,
      attributes: { phone_number: ['0912345678'] },
      createdTimestamp: expect.any(Number),
    });
    expect(await (await call('/users?email=minh&exact=true')).json()).toEqual([]);
    const partial = (await (await call('/users?email=minh')).json()) as unknown[];
    expect(partial).toHaveLength(1);
    const byUsername = (await (await call('/users?username=minh.le@example.com')).json()) as { id: string }[];
    expect(byUsername.map((u) => u.id)).toEqual([id]);
    expect(await (await call(`/users/${id}`)).json()).toMatchObject({ id, email: 'minh.le@example.com' });
    expect((await call('/users/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('sets the password (reset-password) and the user signs in with it', async () => {
    const res = await call(`/users/${id}/reset-password`, {
      method: 'PUT',
      body: { type: 'password', value: 'Second1234', temporary: false },
    });
    expect(res.status).toBe(204);
    expect((await passwordGrant('minh.le@example.com', 'First1234')).status).toBe(401);
    const granted = await passwordGrant('minh.le@example.com', 'Second1234');
    expect(granted.status).toBe(200);
    expect(decodeJwt(granted.body.access_token as string)).toMatchObject({
      sub: id,
      azp: 'lms-backend',
      phone_number: '0912345678',
    });
    expect(decodeJwt(granted.body.refresh_token as string)).toMatchObject({ typ: 'Refresh' });
  });

  it('lists realm roles and assigns one, which the next token carries', async () => {
    const roles = (await (await call('/roles')).json()) as { name: string }[];
    expect(roles.map((r) => r.name).sort()).toEqual(['admin', 'specialize', 'student', 'teacher']);
    const teacher = (await (await call('/roles/teacher')).json()) as Record<string, unknown>;
    expect(teacher).toMatchObject({
      name: 'teacher',
      composite: false,
      clientRole: false,
      containerId: 'lms',
    });
    expect((await call('/roles/nope')).status).toBe(404);

    expect((await call(`/users/${id}/role-mappings/realm`, { method: 'POST', body: [teacher] })).status).toBe(
      204,
    );
    const student = await (await call('/roles/student')).json();
    expect(
      (await call(`/users/${id}/role-mappings/realm`, { method: 'DELETE', body: [student] })).status,
    ).toBe(204);
    const mapped = (await (await call(`/users/${id}/role-mappings/realm`)).json()) as { name: string }[];
    expect(mapped.map((r) => r.name)).toEqual(['teacher']);

    const { tokens } = await signIn(server.issuer, 'minh.le@example.com', 'Second1234');
    expect(decodeJwt(tokens.access_token).realm_access).toEqual({ roles: ['teacher'] });
  });

  it('disables the user: sign-in, password grant and refresh are refused', async () => {
    const { tokens } = await signIn(server.issuer, 'minh.le@example.com', 'Second1234');
    const res = await call(`/users/${id}`, { method: 'PUT', body: { enabled: false } });
    expect(res.status).toBe(204);
    expect(await (await call(`/users/${id}`)).json()).toMatchObject({ enabled: false, firstName: 'Minh' });

    const page = await openLoginPage(server.issuer);
    const refused = await page.browser.submitForm(page.url, page.html, {
      username: 'minh.le@example.com',
      password: 'Second1234',
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Tài khoản đã bị vô hiệu hoá');
    expect((await passwordGrant('minh.le@example.com', 'Second1234')).body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Account disabled',
    });
    expect((await refresh(server.issuer, tokens.refresh_token)).status).toBe(400);

    expect((await call(`/users/${id}`, { method: 'PUT', body: { enabled: true } })).status).toBe(204);
    expect((await passwordGrant('minh.le@example.com', 'Second1234')).status).toBe(200);
  });

  it('signs a user out everywhere (POST /users/{id}/logout)', async () => {
    const { tokens } = await signIn(server.issuer, 'minh.le@example.com', 'Second1234');
    expect((await call(`/users/${id}/logout`, { method: 'POST' })).status).toBe(204);
    expect((await refresh(server.issuer, tokens.refresh_token)).status).toBe(400);
  });

  it('answers 401 without a valid token and 403 without the realm-management roles', async () => {
    expect((await call('/users', { token: null })).status).toBe(401);
    expect((await call('/users', { token: 'not.a.token' })).status).toBe(401);
    const [header, payload] = serviceToken.split('.');
    expect((await call('/users', { token: `${header}.${payload}.forged` })).status).toBe(401);

    const user = await seedUser(server, { roles: ['admin'] });
    const { tokens } = await signIn(server.issuer, user.email!, user.password, new Browser());
    const asUser = await call('/users', { token: tokens.access_token });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ error: 'HTTP 403 Forbidden' });
    expect(
      (await call('/users', { method: 'POST', token: tokens.id_token, body: { username: 'x' } })).status,
    ).toBe(401);
  });

  it('answers 409 to one of two simultaneous creations of the same e-mail', async () => {
    const body = { username: 'twin@example.com', email: 'twin@example.com', enabled: true };
    const answers = await Promise.all([1, 2, 3].map(() => call('/users', { method: 'POST', body })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('rejects malformed input with 400', async () => {
    expect(
      (await call('/users', { method: 'POST', body: { email: 'not-an-email', username: 'x' } })).status,
    ).toBe(400);
    const res = await fetch(`${admin}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' },
      body: '{"broken"',
    });
    expect(res.status).toBe(400);
  });
});
