import { once } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { queryNamesOnly, startTelemetry } from './telemetry.js';

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

const SERVER = 2;
const servers: Server[] = [];

describe('OpenTelemetry with an OTLP endpoint', () => {
  afterAll(() => servers.forEach((s) => s.close()));

  // Starting a database and an SDK on a busy machine takes a while.
  it(
    'continues the caller’s trace from the HTTP request down to its SQL, without parameters',
    { timeout: 120_000 },
    async () => {
      const exports: { path?: string; type?: string; body: OtlpExport }[] = [];
      const collector = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          exports.push({
            path: req.url,
            type: req.headers['content-type'],
            body: JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport,
          });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      servers.push(collector);
      collector.listen(0, '127.0.0.1');
      await once(collector, 'listening');
      const { port } = collector.address() as AddressInfo;

      const telemetry = await startTelemetry({ otlpEndpoint: `http://127.0.0.1:${port}` });
      expect(telemetry.enabled).toBe(true);
      // Imported after the SDK started, as index.ts does, so the instrumentation patches http and pg.
      const { createTestContext } = await import('./test/context.js');
      const { buildAdmin } = await import('./test/factories.js');
      const { API_PREFIX } = await import('./app.js');
      const t = await createTestContext({ tracing: true });
      try {
        const admin = await buildAdmin(t.db, { email: 'hidden-admin@example.com' });
        const token = await t.tokenFor(admin);
        const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
        const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
        const callerSpanId = '00f067aa0ba902b7';
        const search = 'needle-of-user-data';
        const response = await fetch(`${base}${API_PREFIX}/class/?search=${search}`, {
          headers: { authorization: `Bearer ${token}`, traceparent: `00-${traceId}-${callerSpanId}-01` },
        });
        expect(response.status).toBe(200);
        await telemetry.flush();

        expect(exports.map((e) => [e.path, e.type])).toContainEqual(['/v1/traces', 'application/json']);
        const resources = exports.flatMap((e) => e.body.resourceSpans);
        const service = resources[0]?.resource.attributes.find((a) => a.key === 'service.name');
        expect(service?.value.stringValue).toBe('lms-backend');
        const spans = resources
          .flatMap((r) =>
            r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name }))),
          )
          .filter((s) => s.traceId === traceId);
        const byId = new Map(spans.map((s) => [s.spanId, s]));
        const ancestors = (span: OtlpSpan) => {
          const chain: OtlpSpan[] = [];
          for (
            let p = span.parentSpanId && byId.get(span.parentSpanId);
            p;
            p = p.parentSpanId && byId.get(p.parentSpanId)
          ) {
            chain.push(p);
          }
          return chain;
        };
        const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

        // The HTTP server span continues the caller's span and is named by the route.
        const server = spans.find((s) => s.kind === SERVER && s.scope.endsWith('instrumentation-http'));
        expect(server?.parentSpanId).toBe(callerSpanId);
        expect(server?.name).toBe(`GET ${API_PREFIX}/class/`);
        // Fastify's request span under it, and the SQL under that.
        const request = spans.find((s) => s.name === `request GET ${API_PREFIX}/class/`);
        expect(request?.parentSpanId).toBe(server?.spanId);
        const statements = spans.filter((s) => attribute(s, 'db.query.text') ?? attribute(s, 'db.statement'));
        const listQuery = statements.find((s) =>
          /from "classes"/i.test(
            (attribute(s, 'db.query.text') ?? attribute(s, 'db.statement'))?.stringValue ?? '',
          ),
        );
        expect(listQuery).toBeDefined();
        // PostgreSQL's statements are traced by instrumentation-pg, PGlite's by db/tracing.ts.
        expect(listQuery!.scope).toBe(
          process.env.TEST_DATABASE_URL ? '@opentelemetry/instrumentation-pg' : 'lms-backend-db',
        );
        expect(ancestors(listQuery!).map((s) => s.spanId)).toEqual(
          expect.arrayContaining([request!.spanId, server!.spanId]),
        );
        expect(attribute(server!, 'url.query')?.stringValue).toBe('search=REDACTED');
        // Statement text only: no parameter values, no user data, in any span of the trace.
        const values = JSON.stringify(spans.map((s) => s.attributes));
        expect(values).not.toContain(search);
        expect(values).not.toContain('hidden-admin@example.com');
        expect(values).not.toContain(token);
      } finally {
        await t.close();
        await telemetry.shutdown();
      }
    },
  );
});

describe('queryNamesOnly', () => {
  it('keeps which parameters a request used, never their values', () => {
    expect(queryNamesOnly('search=an%40example.com&page=2&class_ids=1&class_ids=2')).toBe(
      'search=REDACTED&page=REDACTED&class_ids=REDACTED',
    );
  });
});

describe('OpenTelemetry without an endpoint', () => {
  it('starts nothing', async () => {
    const telemetry = await startTelemetry({ otlpEndpoint: undefined });
    expect(telemetry.enabled).toBe(false);
    await telemetry.shutdown();
  });
});
