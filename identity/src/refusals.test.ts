import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  WEB_REDIRECT,
  authorizeUrl,
  callbackParams,
  exchangeCode,
  openLoginPage,
  pkcePair,
  tokenRequest,
} from './test/oidc-client.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Posts credentials on a fresh login page; answers the response and its page text. */
async function attempt(username: string, password: string, lang = 'vi') {
  const browser = new Browser();
  browser.acceptLanguage = lang;
  const page = await openLoginPage(server.issuer, browser);
  const res = await browser.submitForm(page.url, page.html, { username, password });
  return { res, html: res.status === 303 ? '' : await res.text(), page };
}

/** A code issued for a verified PKCE challenge, ready to be exchanged. */
async function codeFor(username: string, password: string) {
  const page = await openLoginPage(server.issuer);
  const posted = await page.browser.submitForm(page.url, page.html, { username, password });
  const { url } = await page.browser.navigate(
    new URL(posted.headers.get('location')!, page.url).href,
    WEB_REDIRECT,
  );
  return { code: callbackParams(url).get('code')!, verifier: page.verifier };
}

describe('refused sign-ins', () => {
  it('refuses a wrong password with a message announced to screen readers, in the page language', async () => {
    const user = await seedUser(server);
    const vi = await attempt(user.email!, 'Wrong1234');
    expect(vi.res.status).toBe(401);
    expect(vi.html).toMatch(
      /role="alert" aria-live="assertive"\s*>Email\/tên đăng nhập hoặc mật khẩu không đúng\./,
    );
    expect(vi.html).toContain(`value="${user.email}"`); // the username is kept, the password is not
    const en = await attempt(user.email!, 'Wrong1234', 'en-GB,en;q=0.9');
    expect(en.html).toContain('Invalid username or password.');
    expect(en.html).toContain('<html lang="en">');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const { res, html } = await attempt('nobody@example.com', 'Secret123');
    expect(res.status).toBe(401);
    expect(html).toContain('Email/tên đăng nhập hoặc mật khẩu không đúng.');
  });

  it('refuses blank fields before checking anything', async () => {
    const { res, html } = await attempt('', '');
    expect(res.status).toBe(400);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Trường này không được để trống');
  });

  it('keeps a stranger out, not the owner: 50 failures from one address (issue 27 item 4)', async () => {
    // Behind a trusted proxy, as in production; delays of a few milliseconds keep the test short.
    const proxied = await startTestServer({
      env: {
        IDENTITY_TRUST_PROXY: 'true',
        IDENTITY_SLOWDOWN_DELAY_MS: '1',
        IDENTITY_SLOWDOWN_MAX_DELAY_MS: '4',
      },
    });
    try {
      const user = await seedUser(proxied, { firstName: 'Lan', lastName: 'Nguyễn' });
      const from = async (address: string, password: string, lang = 'vi') => {
        const browser = new Browser();
        browser.acceptLanguage = lang;
        browser.forwardedFor = address;
        const page = await openLoginPage(proxied.issuer, browser);
        const res = await browser.submitForm(page.url, page.html, { username: user.email!, password });
        return { res, html: res.status === 303 ? '' : await res.text() };
      };
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) statuses.push((await from('203.0.113.66', `Wrong${i}xyz`)).res.status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      const blocked = await from('203.0.113.66', user.password, 'en');
      expect(blocked.res.status).toBe(429);
      expect(Number(blocked.res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Neutral words: nothing about the account.
      expect(blocked.html).toContain('Too many attempts; please wait a little and try again');
      expect(blocked.html).not.toMatch(/locked/i);

      const owner = await from('198.51.100.5', user.password);
      expect(owner.res.status).toBe(303);
      const grant = await tokenRequest(proxied.issuer, {
        grant_type: 'password',
        client_id: 'lms-backend',
        client_secret: proxied.secrets.clientSecrets['lms-backend'],
        username: user.email!,
        password: user.password,
      });
      expect(grant.status).toBe(200);

      const mails = await proxied.database.query<{ to_address: string; subject: string; body: string }>(
        'SELECT to_address, subject, body FROM identity_mail_outbox',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to_address: user.email,
        subject: 'Đăng nhập sai nhiều lần / Several failed sign-ins',
      });
      expect(mails[0]!.body).toContain('Xin chào Nguyễn Lan');
      expect(mails[0]!.body).not.toMatch(/Wrong\d+xyz/);
    } finally {
      await proxied.close();
    }
  });

  it('does not redirect to an unregistered redirect URI', async () => {
    const browser = new Browser();
    for (const redirectUri of ['https://evil.example/callback', 'http://localhost:5173.evil.example/x']) {
      const { challenge } = pkcePair();
      const auth = authorizeUrl(server.issuer, { challenge, redirectUri });
      const res = await browser.fetch(auth.url);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const html = await res.text();
      expect(html).toContain('redirect_uri');
      expect(html).toContain('Đã có lỗi xảy ra');
    }
  });

  it('refuses an authorization request of the public client without a PKCE challenge', async () => {
    const auth = authorizeUrl(server.issuer, { challenge: null });
    const { url } = await new Browser().navigate(auth.url, WEB_REDIRECT);
    const params = callbackParams(url);
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchange without the PKCE verifier, or with a wrong one', async () => {
    const user = await seedUser(server);
    const missing = await codeFor(user.email!, user.password);
    const noVerifier = await exchangeCode(server.issuer, missing.code);
    expect(noVerifier.status).toBe(400);
    expect(noVerifier.body.error).toBe('invalid_grant');

    const wrong = await codeFor(user.email!, user.password);
    const wrongVerifier = await exchangeCode(server.issuer, wrong.code, pkcePair().verifier);
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'grant request is invalid',
    });

    const right = await codeFor(user.email!, user.password);
    expect((await exchangeCode(server.issuer, right.code, right.verifier)).status).toBe(200);
    const replay = await exchangeCode(server.issuer, right.code, right.verifier);
    expect(replay.status).toBe(400);
  });

  it('refuses a code exchanged for another redirect URI', async () => {
    const user = await seedUser(server);
    const { code, verifier } = await codeFor(user.email!, user.password);
    const res = await exchangeCode(server.issuer, code, verifier, 'http://localhost:5173/other');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('refuses a wrong password on the password grant as Keycloak does (401 invalid_grant)', async () => {
    const user = await seedUser(server);
    const res = await tokenRequest(server.issuer, {
      grant_type: 'password',
      client_id: 'lms-backend',
      client_secret: server.secrets.clientSecrets['lms-backend'],
      username: user.email!,
      password: 'Wrong1234',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
  });

  it('refuses the password grant to the public web client', async () => {
    const user = await seedUser(server);
    const res = await tokenRequest(server.issuer, {
      grant_type: 'password',
      client_id: 'lms-web',
      username: user.email!,
      password: user.password,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });
  });
});
