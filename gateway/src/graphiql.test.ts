import { existsSync } from 'node:fs';
import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCLOAK } from '../test/tokens.js';
import { GRAPHIQL_CSP } from './graphiql.js';
import { createHttpApp } from './http.js';
import { createGateway, type Gateway } from './server.js';

/**
 * The offline GraphiQL (issue 28 item 7): the page and everything it loads come from the gateway, and a real
 * browser that may reach nothing else shows it and runs a query.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let gateway: Gateway;
const servers: Server[] = [];
let base: string;
let withoutGraphiql: string;

beforeAll(async () => {
  gateway = await createGateway({
    restBaseUrl: 'http://127.0.0.1:9/lms-backend/api',
    keycloak: KEYCLOAK,
    verifyToken: async () => null,
    mocks: true,
  });
  const backendUrl = 'http://127.0.0.1:9';
  const app = http.createServer(createHttpApp(gateway, { backendUrl, graphiql: true }));
  const off = http.createServer(createHttpApp(gateway, { backendUrl }));
  servers.push(app, off);
  base = await listen(app);
  withoutGraphiql = await listen(off);
});
afterAll(async () => {
  servers.forEach((s) => s.close());
  await gateway?.server.stop();
});

/** Every `src` and `href` of the page. */
const references = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

describe('GET /graphiql', () => {
  it('names only the gateway’s own assets, runs no inline script, and forbids other origins by CSP', async () => {
    const res = await fetch(`${base}/graphiql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
    const refs = references(html);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) expect(ref).toMatch(/^\/graphiql\/[\w.-]+\/[\w./-]+$/);
    // Every script is a file: none carries code inline.
    expect(
      [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => [m[1]!.trim(), m[2]]),
    ).toEqual(refs.filter((r) => r.endsWith('.js')).map((r) => [`src="${r}"`, '']));
    const csp = res.headers.get('content-security-policy');
    expect(csp).toBe(GRAPHIQL_CSP);
    // No host or scheme source but data: for fonts and images.
    expect(csp!.replace(/ data:/g, '')).not.toMatch(/https?:|\*|\.[a-z]{2,}/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves every asset the page and its start script name, with a long cache, and no CDN in them', async () => {
    const html = await (await fetch(`${base}/graphiql`)).text();
    const start = references(html).find((r) => r.endsWith('/start.js'))!;
    const startCode = await (await fetch(`${base}${start}`)).text();
    const workerBase = /"(\/graphiql\/[^"]+\/workers\/)"/.exec(startCode)?.[1];
    expect(workerBase).toBeTruthy();
    const workers = ['editorWorkerService', 'json', 'graphql'].map((label) => `${workerBase}${label}.js`);
    for (const asset of [...references(html), ...workers]) {
      const res = await fetch(`${base}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toMatch(/immutable/);
      const type = res.headers.get('content-type') ?? '';
      if (asset.endsWith('.js')) expect(type, asset).toMatch(/^text\/javascript/);
      if (asset.endsWith('.css')) expect(type, asset).toMatch(/^text\/css/);
      if (/\.(js|css)$/.test(asset))
        expect(await res.text(), asset).not.toMatch(
          /https?:\/\/[^"'\s)]*(unpkg|jsdelivr|cdnjs|cdn\.|apollographql|googleapis|gstatic)/i,
        );
    }
  });

  it('is not served without introspection (production)', async () => {
    expect((await fetch(`${withoutGraphiql}/graphiql`)).status).toBe(404);
  });
});

describe('GraphiQL in a browser that reaches nothing but the gateway', () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is missing at ${CHROMIUM}: apt-get update && apt-get install -y chromium ` +
          '(or run `node scripts/ensure-packages.mjs browser`).',
      );
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the editor, loads the schema and runs a query, offline', async () => {
    const context = await browser.newContext();
    const elsewhere: string[] = [];
    const refused: string[] = [];
    // Offline: any request to another origin fails, as without internet, and is recorded.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(base) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
      elsewhere.push(url);
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${base}/graphql`) graphql.push(request.postData() ?? '');
    });
    await page.goto(`${base}/graphiql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /execute query/i }).click();
    const response = page.locator('.graphiql-response');
    await expect.poll(async () => response.textContent(), { timeout: 20_000 }).toMatch(/"viewer"/);
    expect(graphql.some((body) => body.includes('IntrospectionQuery'))).toBe(true);
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  }, 60_000);
});
