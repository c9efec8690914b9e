import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEB_REDIRECT,
  authorizeUrl,
  callbackParams,
  decodeJwt,
  exchangeCode,
  openLoginPage,
  refresh,
  signIn,
  tokenRequest,
  type SignInResult,
} from './test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

let server: TestServer;
let teacher: Awaited<ReturnType<typeof seedUser>>;
let session: SignInResult;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await seedUser(server, {
    email: 'thu.tran@example.com',
    firstName: 'Thu',
    lastName: 'Tran',
    roles: ['teacher'],
  });
  session = await signIn(server.issuer, 'Thu.Tran@example.com', teacher.password);
});
afterAll(() => server?.close());

const userinfo = (token: string) =>
  fetch(`${server.issuer}/protocol/openid-connect/userinfo`, {
    headers: { authorization: `Bearer ${token}` },
  });

/** Introspection as keycloak-connect's validateAccessToken does it (the gateway's credentials). */
async function introspect(token: string) {
  const basic = Buffer.from(`lms-gateway:${server.secrets.clientSecrets['lms-gateway']}`).toString('base64');
  const res = await fetch(`${server.issuer}/protocol/openid-connect/token/introspect`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('authorization code flow with PKCE S256', () => {
  it('issues an RS256 JWT access token with Keycloak claims, signed by a key from /certs', async () => {
    const { tokens } = session;
    expect(tokens.token_type).toBe('Bearer');
    const header = decodeProtectedHeader(tokens.access_token);
    expect(header.alg).toBe('RS256');
    const certs = (await (await fetch(`${server.issuer}/protocol/openid-connect/certs`)).json()) as {
      keys: { kid: string }[];
    };
    expect(certs.keys.map((k) => k.kid)).toContain(header.kid);

    const keys = createRemoteJWKSet(new URL(`${server.issuer}/protocol/openid-connect/certs`));
    const { payload } = await jwtVerify(tokens.access_token, keys, {
      issuer: server.issuer,
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({
      iss: server.issuer,
      sub: teacher.id,
      typ: 'Bearer',
      azp: 'lms-web',
      email: 'thu.tran@example.com',
      email_verified: true,
      preferred_username: 'thu.tran@example.com',
      name: 'Thu Tran',
      given_name: 'Thu',
      family_name: 'Tran',
      resource_access: { account: { roles: ['manage-account', 'view-profile'] } },
    });
    expect((payload.realm_access as { roles: string[] }).roles).toEqual(
      expect.arrayContaining(['teacher', 'student']),
    );
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(String(payload.scope).split(' ')).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'phone']),
    );
    expect(payload.aud).toEqual(expect.arrayContaining(['lms-gateway']));
  });

  it('returns an ID token for the client with the nonce, and Keycloak token-response extras', () => {
    const id = decodeJwt(session.tokens.id_token);
    expect(id).toMatchObject({ iss: server.issuer, aud: 'lms-web', sub: teacher.id, nonce: session.nonce });
    expect(session.tokens.refresh_expires_in).toBeGreaterThan(0);
    expect(session.tokens.session_state).toBe(decodeJwt(session.tokens.access_token).sid);
  });

  it('hands out a refresh token keycloak-js can decode as a JWT', () => {
    const parsed = decodeJwt(session.tokens.refresh_token);
    expect(parsed).toMatchObject({ typ: 'Refresh', iss: server.issuer, azp: 'lms-web', sub: teacher.id });
    expect(parsed.exp).toEqual(expect.any(Number));
  });

  it('refreshes: a new access token for the same user and session', async () => {
    await new Promise((r) => setTimeout(r, 1100)); // a new iat, so the token differs
    const res = await refresh(server.issuer, session.tokens.refresh_token);
    expect(res.status).toBe(200);
    const next = res.body as Record<string, string>;
    expect(next.access_token).not.toBe(session.tokens.access_token);
    const before = decodeJwt(session.tokens.access_token);
    const after = decodeJwt(next.access_token!);
    expect(after).toMatchObject({ sub: teacher.id, sid: before.sid, typ: 'Bearer', azp: 'lms-web' });
    expect(decodeJwt(next.refresh_token!)).toMatchObject({ typ: 'Refresh' });
  });

  it('answers CORS with credentials for the web origin on the token endpoint', async () => {
    const res = await tokenRequest(
      server.issuer,
      { grant_type: 'refresh_token', client_id: 'lms-web', refresh_token: session.tokens.refresh_token },
      { origin: 'http://localhost:5173' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('serves userinfo for the access token', async () => {
    const res = await userinfo(session.tokens.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: teacher.id,
      email: 'thu.tran@example.com',
      email_verified: true,
      preferred_username: 'thu.tran@example.com',
      name: 'Thu Tran',
      given_name: 'Thu',
      family_name: 'Tran',
    });
    const unauthenticated = await fetch(`${server.issuer}/protocol/openid-connect/userinfo`);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('introspects active access and refresh tokens for the gateway', async () => {
    expect(await introspect(session.tokens.access_token)).toMatchObject({
      active: true,
      sub: teacher.id,
      client_id: 'lms-web',
      username: 'thu.tran@example.com',
      token_type: 'Bearer',
    });
    expect(await introspect(session.tokens.refresh_token)).toMatchObject({ active: true, typ: 'Refresh' });
    expect(await introspect('garbage')).toEqual({ active: false });
  });

  it("answers the sign-in form with the web's redirect and its code, not with a hop to the resume address", async () => {
    const page = await openLoginPage(server.issuer);
    const posted = await page.browser.submitForm(page.url, page.html, {
      username: 'thu.tran@example.com',
      password: teacher.password,
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^${WEB_REDIRECT}[?#]`));
    const params = callbackParams(location);
    expect(params.get('state')).toBe(page.state);
    const code = params.get('code');
    expect(code).toBeTruthy();
    const exchanged = await exchangeCode(server.issuer, code!, page.verifier);
    expect(exchanged.status).toBe(200);
    // The interaction is over: the same form sent again finds no sign-in to finish.
    const again = await page.browser.submitForm(page.url, page.html, {
      username: 'thu.tran@example.com',
      password: teacher.password,
    });
    expect(again.status).toBe(400);
  });

  it('signs in silently (prompt=none) while the SSO session lasts', async () => {
    const auth = authorizeUrl(server.issuer, { challenge: 'x'.repeat(43), prompt: 'none' });
    const { url } = await session.browser.navigate(auth.url, WEB_REDIRECT);
    expect(callbackParams(url).get('code')).toEqual(expect.any(String));
    expect(callbackParams(url).get('state')).toBe(auth.state);
  });

  it('logs out: the session ends, its refresh token and userinfo stop working', async () => {
    const { browser, tokens } = session;
    const params = new URLSearchParams({
      client_id: 'lms-web',
      post_logout_redirect_uri: 'http://localhost:5173/',
      id_token_hint: tokens.id_token,
    });
    const page = await browser.fetch(`${server.issuer}/protocol/openid-connect/logout?${params.toString()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-auto-submit');
    const confirmed = await browser.submitForm(
      page.url || `${server.issuer}/protocol/openid-connect/logout`,
      html,
      {},
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://localhost:5173/');

    const refused = await refresh(server.issuer, tokens.refresh_token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect((await userinfo(tokens.access_token)).status).toBe(401);
    expect(await introspect(tokens.access_token)).toEqual({ active: false });
    expect(await introspect(tokens.refresh_token)).toEqual({ active: false });

    const silent = authorizeUrl(server.issuer, { challenge: 'x'.repeat(43), prompt: 'none' });
    const { url } = await browser.navigate(silent.url, WEB_REDIRECT);
    expect(callbackParams(url).get('error')).toBe('login_required');
  });
});
