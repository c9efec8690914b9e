import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCLOAK } from '../test/tokens.js';
import { createHttpApp } from './http.js';
import { createGateway, type Gateway } from './server.js';

// Charset names are case-insensitive: serve-static writes `utf-8`, express-static-gzip `UTF-8`.
const JAVASCRIPT = /^text\/javascript; charset=utf-8$/i;
const HTML = /^text\/html; charset=utf-8$/i;
const SCRIPT = `console.log(${JSON.stringify('the class list '.repeat(200))})`;
const PAGE = `<!doctype html><script type="module" src="/assets/app-3f9a1c.js"></script>${'<!-- -->'.repeat(200)}`;

/** A GET as a browser sends it, its body as the wire carried it (Node's fetch would decode it). */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The web build as the gateway serves it (issue 29 point 1): the brotli or gzip copy the build made, as the
 * browser accepts; hashed assets cached for a year and never asked again, the pages revalidated on every visit
 * so a deploy shows at once, the other files for an hour.
 */
describe('the web build over HTTP', () => {
  let base: string;
  let server: Server;
  let gateway: Gateway;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'lms-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    // As the build writes them: each text file with its brotli and gzip copies beside it.
    const withCopies = (file: string, content: string) => {
      writeFileSync(path.join(dist, file), content);
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
    };
    withCopies('index.html', PAGE);
    withCopies('assets/app-3f9a1c.js', SCRIPT);
    withCopies('assets/app-3f9a1c.css', 'body { margin: 0 }'.repeat(100));
    writeFileSync(path.join(dist, 'maintenance.html'), '<!doctype html><p>Back soon</p>');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'constant_static.json'), '{ "maintenance": false }');
    gateway = await createGateway({ restBaseUrl: 'http://127.0.0.1:9/lms-backend/api', keycloak: KEYCLOAK });
    server = http.createServer(createHttpApp(gateway, { backendUrl: 'http://127.0.0.1:9', webDist: dist }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await gateway?.server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Cache-Control of `url` and the encoding it came in, asked as a browser asks (brotli accepted). */
  const cacheOf = async (url: string) => {
    const res = await get(`${base}${url}`, 'gzip, deflate, br');
    expect(res.status, url).toBe(200);
    return [res.headers['cache-control'], res.headers['content-encoding'] ?? 'identity'];
  };

  it('sends the brotli copy to a browser that accepts it, whatever else it accepts', async () => {
    for (const accepted of ['gzip, deflate, br, zstd', 'br', 'gzip;q=1, br;q=0.5']) {
      const res = await get(`${base}/assets/app-3f9a1c.js`, accepted);
      expect(res.status, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe('br');
      expect(res.headers['content-type'], accepted).toMatch(JAVASCRIPT);
      expect(res.headers.vary, accepted).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    }
    const css = await get(`${base}/assets/app-3f9a1c.css`, 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css; charset=utf-8$/i);
  });

  it('sends the gzip copy to a browser that accepts gzip and not brotli', async () => {
    for (const accepted of ['gzip, deflate', 'gzip', 'br;q=0, gzip']) {
      const res = await get(`${base}/assets/app-3f9a1c.js`, accepted);
      expect(res.headers['content-encoding'], accepted).toBe('gzip');
      expect(res.headers['content-type'], accepted).toMatch(JAVASCRIPT);
      expect(res.headers.vary, accepted).toBe('Accept-Encoding');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get(`${base}/assets/app-3f9a1c.js`, accepted);
      expect(res.status, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBeUndefined();
      expect(res.headers['content-type'], accepted).toMatch(JAVASCRIPT);
      expect(res.headers.vary, accepted).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('keeps hashed assets for a year, immutable, in every encoding', async () => {
    for (const accepted of ['br', 'gzip', 'identity']) {
      const res = await get(`${base}/assets/app-3f9a1c.js`, accepted);
      expect(res.headers['content-encoding'] ?? 'identity', accepted).toBe(accepted);
      expect(res.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates every page, the entry page and the routes the browser handles alike', async () => {
    expect(await cacheOf('/')).toEqual(['no-cache', 'br']);
    expect(await cacheOf('/index.html')).toEqual(['no-cache', 'br']);
    expect(await cacheOf('/manageClass/7/exercise')).toEqual(['no-cache', 'br']);
    expect(await cacheOf('/maintenance.html')).toEqual(['no-cache', 'identity']);
  });

  it('answers a browser route with the entry page, compressed as the browser accepts', async () => {
    for (const url of ['/', '/manageClass/7/exercise', '/login?lang=en']) {
      const br = await get(`${base}${url}`, 'gzip, deflate, br');
      expect(br.status, url).toBe(200);
      expect(br.headers['content-type'], url).toMatch(HTML);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).toString(), url).toBe(PAGE);
      const gzip = await get(`${base}${url}`, 'gzip');
      expect(gunzipSync(gzip.body).toString(), url).toBe(PAGE);
      const plain = await get(`${base}${url}`);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body.toString(), url).toBe(PAGE);
    }
  });

  it('answers a missing asset with a 404, never the entry page', async () => {
    const res = await get(`${base}/assets/app-0ld000.js`, 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("revalidates the academy's constants on every visit: a maintenance flag holds at once", async () => {
    const res = await get(`${base}/constant_static.json`, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('sends /login to the maintenance page while the academy is in maintenance, and to the app otherwise', async () => {
    const constants = path.join(dist, 'constant_static.json');
    try {
      writeFileSync(constants, '{ "maintenance": true }');
      for (const url of ['/login', '/login?redirect=%2Fdashboard']) {
        const res = await get(`${base}${url}`, 'br');
        expect(res.status, url).toBe(302);
        expect(res.headers.location, url).toBe('/maintenance.html');
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      // Other routes are the app's, which reads the flag itself (docs/design.md section 5).
      expect((await get(`${base}/dashboard`, 'br')).status).toBe(200);
      writeFileSync(constants, '{ "maintenance": false }');
      const res = await get(`${base}/login`, 'br');
      expect(res.status).toBe(200);
      expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
    } finally {
      writeFileSync(constants, '{ "maintenance": false }');
    }
  });

  it('keeps the other files of the build for an hour, as they are when the build made no copy', async () => {
    const res = await get(`${base}/favicon.svg`, 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toBeUndefined(); // nothing to choose between
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });
});
