import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCLOAK } from '../test/tokens.js';
import { createHttpApp } from './http.js';
import { createGateway, type Gateway } from './server.js';

/**
 * The web build as the gateway serves it (issue 29 point 1): hashed assets cached for a year and never asked
 * again, the pages revalidated on every visit so a deploy shows at once, the other files for an hour.
 */
describe('the web build over HTTP', () => {
  let base: string;
  let server: Server;
  let gateway: Gateway;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'lms-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><script src="/assets/app-3f9a1c.js"></script>',
    );
    writeFileSync(path.join(dist, 'maintenance.html'), '<!doctype html><p>Back soon</p>');
    writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  const cacheOf = async (url: string) => {
    const res = await fetch(`${base}${url}`);
    expect(res.status, url).toBe(200);
    return res.headers.get('cache-control');
  };

  it('keeps hashed assets for a year, immutable', async () => {
    expect(await cacheOf('/assets/app-3f9a1c.js')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates every page, the entry page and the routes the browser handles alike', async () => {
    expect(await cacheOf('/')).toBe('no-cache');
    expect(await cacheOf('/manageClass/7/exercise')).toBe('no-cache');
    expect(await cacheOf('/maintenance.html')).toBe('no-cache');
  });

  it('keeps the other files of the build for an hour', async () => {
    expect(await cacheOf('/favicon.svg')).toBe('public, max-age=3600');
  });
});
