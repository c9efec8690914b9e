import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYCLOAK } from '../test/tokens.js';
import { createHttpApp } from './http.js';
import { createGateway, type Gateway } from './server.js';
import { TRACES_PATH } from './traces.js';

/**
 * The browser's spans reach the collector through the gateway (issue 28 item 7): the web posts to its own
 * origin, and the gateway forwards to the collector it was started with; none configured, 204 saying so.
 */
async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const span = {
  resourceSpans: [
    {
      resource: { attributes: [{ key: 'service.name', value: { stringValue: 'lms-web' } }] },
      scopeSpans: [{ scope: { name: 'lms-web' }, spans: [{ name: 'page_view' }] }],
    },
  ],
};

let gateway: Gateway;
const servers: Server[] = [];
const received: { url?: string; type?: string; body: string }[] = [];
let collectorStatus = 200;
let withCollector: string;
let withoutCollector: string;
let unreachable: string;

beforeAll(async () => {
  // A stand-in collector: records what reached it, answers as told.
  const collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url, type: req.headers['content-type'], body });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (collectorStatus === 503) headers['retry-after'] = '7';
      res.writeHead(collectorStatus, headers).end('{}');
    });
  });
  servers.push(collector);
  const collectorUrl = await listen(collector);
  gateway = await createGateway({
    restBaseUrl: 'http://127.0.0.1:9/lms-backend/api',
    keycloak: KEYCLOAK,
    verifyToken: async () => null,
  });
  const backendUrl = 'http://127.0.0.1:9';
  const apps = [
    http.createServer(createHttpApp(gateway, { backendUrl, traceCollector: `${collectorUrl}/` })),
    http.createServer(createHttpApp(gateway, { backendUrl })),
    // Nothing listens on port 9 (discard): the collector is down.
    http.createServer(createHttpApp(gateway, { backendUrl, traceCollector: 'http://127.0.0.1:9' })),
  ];
  servers.push(...apps);
  const [a, b, c] = await Promise.all(apps.map(listen));
  [withCollector, withoutCollector, unreachable] = [a!, b!, c!];
});
afterAll(async () => {
  servers.forEach((s) => s.close());
  await gateway?.server.stop();
});

const post = (base: string, body: unknown, type = 'application/json') =>
  fetch(`${base}${TRACES_PATH}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe(`POST ${TRACES_PATH}`, () => {
  it('forwards the span to the configured collector’s v1/traces and answers its status', async () => {
    const res = await post(withCollector, span);
    expect(res.status).toBe(200);
    expect(received.at(-1)).toEqual({
      url: '/v1/traces',
      type: 'application/json',
      body: JSON.stringify(span),
    });
  });

  it('passes the collector’s 503 and Retry-After on, so the web retries as docs/product.md point 8 says', async () => {
    collectorStatus = 503;
    try {
      const res = await post(withCollector, span);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('7');
    } finally {
      collectorStatus = 200;
    }
  });

  it('answers 502 when the collector is unreachable; none configured, 204 saying so (not an error)', async () => {
    expect((await post(unreachable, span)).status).toBe(502);
    const none = await post(withoutCollector, span);
    expect(none.status).toBe(204);
    expect(none.headers.get('x-trace-collector')).toBe('none');
    expect(await none.text()).toBe('');
  });

  it('forwards nothing but OTLP JSON of a bounded size', async () => {
    const before = received.length;
    expect((await post(withCollector, { spans: [] })).status).toBe(400);
    expect((await post(withCollector, 'resourceSpans', 'text/plain')).status).toBe(400);
    expect((await post(withCollector, '{"resourceSpans": [')).status).toBe(400);
    const huge = { resourceSpans: [{ padding: 'x'.repeat(70_000) }] };
    expect((await post(withCollector, huge)).status).toBe(413);
    expect(received.length).toBe(before);
  });
});
