import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type Keycloak from 'keycloak-js';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

/**
 * A real browser signs in through keycloak-js exactly as the web app does (check-sso, PKCE S256, silent
 * check-sso page, no login iframe), refreshes, and signs out.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KEYCLOAK_JS = readFileSync(createRequire(import.meta.url).resolve('keycloak-js'), 'utf8');

/** The test app's globals, as seen from code that page.evaluate() runs in the browser. */
interface AppWindow {
  kc: Keycloak;
  authResult?: boolean;
  authError?: string;
  document: { activeElement: { id: string } | null };
}

function appPage(identityUrl: string, loginIframe: boolean) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>LMS test app</title></head><body>
<script type="module">
import Keycloak from '/keycloak.js';
const kc = new Keycloak({ url: ${JSON.stringify(identityUrl)}, realm: 'lms', clientId: 'lms-web' });
window.kc = kc;
window.ready = kc.init({
  onLoad: 'check-sso',
  pkceMethod: 'S256',
  checkLoginIframe: ${loginIframe},
  checkLoginIframeInterval: 1,
  silentCheckSsoRedirectUri: location.origin + '/silent-check-sso.html',
}).then((authenticated) => { window.authResult = authenticated; return authenticated; },
        (error) => { window.authError = JSON.stringify(error ?? null); throw error; });
</script></body></html>`;
}

const SILENT_CHECK_SSO = `<!doctype html><html><body><script>
parent.postMessage(location.href, location.origin);
</script></body></html>`;

let identity: TestServer;
let app: http.Server;
let appOrigin: string;
let browser: Browser;
let page: Page;
const consoleLines: string[] = [];

async function startApp(): Promise<void> {
  app = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const send = (type: string, body: string) => res.writeHead(200, { 'content-type': type }).end(body);
    if (path === '/keycloak.js') return send('text/javascript', KEYCLOAK_JS);
    if (path === '/silent-check-sso.html') return send('text/html', SILENT_CHECK_SSO);
    if (path.startsWith('/app'))
      return send('text/html', appPage(`http://localhost:${identity.port}`, url.searchParams.has('iframe')));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://localhost:${(app.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. The browser test needs Debian's chromium: ` +
        'apt-get update && apt-get install -y chromium (or run `node scripts/ensure-packages.mjs browser`).',
    );
  }
  await startApp();
  identity = await startTestServer({ env: { IDENTITY_WEB_ORIGINS: appOrigin } });
  // The browser keeps the device's own clock: under a fake system clock (scripts/test-clock.mjs) only the
  // servers' time moves, as a user's device and the academy's servers disagree in life (docs/testing.md).
  const { LD_PRELOAD: _preload, FAKETIME: _fake, ...deviceEnv } = process.env;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    env: deviceEnv,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ locale: 'vi-VN' });
  page = await context.newPage();
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) consoleLines.push(`http ${response.status()}: ${response.url()}`);
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await identity?.close();
  await new Promise((resolve) => (app ? app.close(resolve) : resolve(undefined)));
});

async function appState() {
  await page.waitForFunction(() => {
    const app = globalThis as unknown as AppWindow;
    return app.authResult !== undefined || app.authError !== undefined;
  });
  return page.evaluate(() => {
    const { kc, authError } = globalThis as unknown as AppWindow;
    return {
      authenticated: kc.authenticated ?? false,
      error: authError,
      roles: kc.realmAccess?.roles ?? [],
      email: kc.tokenParsed?.email as string | undefined,
      refreshTyp: kc.refreshTokenParsed?.typ as string | undefined,
    };
  });
}

describe('keycloak-js in a real browser', () => {
  it('signs in with check-sso and S256, refreshes, and signs out', async () => {
    const user = await seedUser(identity, { email: 'hoa.pham@example.com', roles: ['teacher'] });
    try {
      await page.goto(`${appOrigin}/app/`);
      expect(await appState()).toMatchObject({ authenticated: false, error: undefined });

      await page.evaluate(() => void (globalThis as unknown as AppWindow).kc.login());
      await page.waitForURL(/\/login-actions\b/);
      expect(await page.getAttribute('html', 'lang')).toBe('vi');
      await expect(page.getByLabel('Mật khẩu').count()).resolves.toBe(1);
      // Keyboard only: the username field has the focus, Tab reaches the password, Enter submits.
      expect(await page.evaluate(() => (globalThis as unknown as AppWindow).document.activeElement?.id)).toBe(
        'username',
      );
      await page.keyboard.type(user.email!);
      await page.keyboard.press('Tab');
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');

      await page.waitForURL(`${appOrigin}/app/**`);
      const signedIn = await appState();
      expect(signedIn).toMatchObject({
        authenticated: true,
        email: 'hoa.pham@example.com',
        refreshTyp: 'Refresh',
      });
      expect(signedIn.roles).toEqual(expect.arrayContaining(['teacher']));

      const refreshed = await page.evaluate(async () => {
        const { kc } = globalThis as unknown as AppWindow;
        const before = kc.token;
        const didRefresh = await kc.updateToken(-1);
        return { didRefresh, changed: kc.token !== before, roles: kc.realmAccess?.roles };
      });
      expect(refreshed).toMatchObject({ didRefresh: true, changed: true });
      expect(refreshed.roles).toEqual(expect.arrayContaining(['teacher']));

      // A reload finds the SSO session silently (the silent check-sso iframe).
      await page.reload();
      expect(await appState()).toMatchObject({ authenticated: true });

      await page.evaluate(() => void (globalThis as unknown as AppWindow).kc.logout());
      await page.waitForURL(`${appOrigin}/app/**`);
      expect(await appState()).toMatchObject({ authenticated: false, error: undefined });
      await page.reload();
      expect(await appState()).toMatchObject({ authenticated: false });
    } catch (error) {
      console.error(`browser console:\n${consoleLines.join('\n')}`);
      throw error;
    }
  }, 60_000);

  it('also works with the login status iframe: a sign-out elsewhere is noticed', async () => {
    const user = await seedUser(identity, { roles: ['student'] });
    await page.goto(`${appOrigin}/app/?iframe=1`);
    expect(await appState()).toMatchObject({ authenticated: false, error: undefined });
    await page.evaluate(() => void (globalThis as unknown as AppWindow).kc.login());
    await page.waitForURL(/\/login-actions\b/);
    await page.getByLabel('Email hoặc tên đăng nhập').fill(user.email!);
    await page.getByLabel('Mật khẩu').fill(user.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${appOrigin}/app/**`);
    expect(await appState()).toMatchObject({ authenticated: true });
    // The iframe checks every second and answers "unchanged" while the session is this one.
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => (globalThis as unknown as AppWindow).kc.authenticated)).toBe(true);

    // Sign out in another tab (no id_token_hint: the confirmation page asks first).
    const other = await page.context().newPage();
    await other.goto(`${identity.issuer}/protocol/openid-connect/logout`);
    await other.getByRole('button', { name: 'Đăng xuất' }).click();
    await other.waitForURL(/logout\/success|logout$/);
    await other.close();

    await page.waitForFunction(() => !(globalThis as unknown as AppWindow).kc.authenticated, undefined, {
      timeout: 10_000,
    });
  }, 60_000);
});
