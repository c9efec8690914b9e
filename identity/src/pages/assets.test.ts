import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginPage } from '../test/oidc-client.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { realmResources } from './assets.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';
const hashOf = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 12);

/**
 * The sign-in pages as production servers serve them (issue 29 point 1): the pages, which carry a form's
 * per-request state, are never stored; their stylesheet, script and fonts carry a hash of their content in
 * their names and are kept for a year; what is over 1 kB comes compressed as the browser accepts.
 */
describe("the identity server's pages and resources over HTTP", () => {
  it('never stores the sign-in page, and compresses it as the browser accepts', async () => {
    const page = await openLoginPage(server.issuer);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await page.browser.fetch(page.url, { headers: { 'accept-encoding': accepted } });
      expect(res.status, accepted).toBe(200);
      expect(res.headers.get('cache-control'), accepted).toBe('no-store');
      expect(res.headers.get('content-encoding') ?? undefined, accepted).toBe(encoding);
      expect(res.headers.get('vary'), accepted).toMatch(/accept-encoding/i);
      expect(await res.text(), accepted).toContain('<label for="password">');
    }
  });

  it("links the stylesheet by a name holding its content's hash, kept for a year, compressed", async () => {
    const page = await openLoginPage(server.issuer);
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.html)?.[1];
    expect(href).toMatch(/^\/realms\/lms\/resources\/theme\.[0-9a-f]{12}\.css$/);
    const css = await fetch(new URL(href!, page.url), { headers: { 'accept-encoding': 'br' } });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(css.headers.get('content-encoding')).toBe('br');
    const theme = await css.text();
    expect(href).toContain(`theme.${hashOf(theme)}.css`);
    expect(theme).toContain('#DB4848');
  });

  it('serves the fonts under hashed names, kept for a year', async () => {
    const page = await openLoginPage(server.issuer);
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.html)![1]!;
    const stylesheet = new URL(href, page.url);
    const theme = await (await fetch(stylesheet)).text();
    const fonts = [...theme.matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(0); // the web's @fontsource/inter is installed
    for (const font of fonts.slice(0, 3)) {
      const res = await fetch(new URL(font, stylesheet));
      expect(res.status, font).toBe(200);
      expect(res.headers.get('content-type'), font).toBe('font/woff2');
      expect(res.headers.get('cache-control'), font).toBe(IMMUTABLE);
      const content = Buffer.from(await res.arrayBuffer());
      expect(font).toMatch(new RegExp(`\\.${hashOf(content)}\\.woff2$`));
    }
  });

  it('serves the logout script under its hashed name, kept for a year', async () => {
    const name = realmResources().href('auto-submit.js');
    expect(name).toMatch(/^auto-submit\.[0-9a-f]{12}\.js$/);
    const res = await fetch(`${server.issuer}/resources/${name}`);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(name).toContain(hashOf(await res.text()));
  });

  it('answers an unhashed or outdated name with a 404 that is not kept', async () => {
    for (const name of [
      'theme.css',
      'theme.000000000000.css',
      'auto-submit.js',
      'fonts/inter-latin-400-normal.woff2',
    ]) {
      const res = await fetch(`${server.issuer}/resources/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('compresses its other answers too: the discovery document', async () => {
    const res = await fetch(`${server.issuer}/.well-known/openid-configuration`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { issuer: string }).issuer).toBe(server.issuer);
  });
});
