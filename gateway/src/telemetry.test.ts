import { once } from 'node:events';
import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTelemetry } from './telemetry.js';

interface OtlpSpan {
  traceId: string;
  name: string;
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
}

const servers: Server[] = [];
async function serve(listener: RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('OpenTelemetry with an OTLP endpoint', () => {
  afterAll(() => servers.forEach((s) => s.close()));

  it('exports the spans of a GraphQL request as JSON to /v1/traces and sends the trace on', async () => {
    const exports: { path?: string; type?: string; body: OtlpExport }[] = [];
    const collector = await serve((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport;
        exports.push({ path: req.url, type: req.headers['content-type'], body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    const traceparents: (string | undefined)[] = [];
    const backendUrl = await serve((req, res) => {
      traceparents.push(req.headers.traceparent as string | undefined);
      const page = { count: 0, next: null, previous: null, results: [] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
    });

    const telemetry = startTelemetry({ otlpEndpoint: collector });
    try {
      // Imported after the SDK started, as index.ts does, so the instrumentation patches them.
      const { createGateway } = await import('./server.js');
      const { createHttpApp } = await import('./http.js');
      const gateway = await createGateway({
        restBaseUrl: `${backendUrl}/lms-backend/api`,
        verifyToken: async (token) => ({ sub: 'admin', role: 0, roles: [0], email: undefined, token }),
        extraHeaders: telemetry.traceHeaders,
      });
      const base = await serve(createHttpApp(gateway, { backendUrl }));
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer token' },
        body: JSON.stringify({ query: 'query Courses { courses { total } }' }),
      });
      expect(await response.json()).toEqual({ data: { courses: { total: 0 } } });
      await gateway.server.stop();
      await telemetry.flush();

      expect(exports.map((e) => [e.path, e.type])).toContainEqual(['/v1/traces', 'application/json']);
      const resources = exports.flatMap((e) => e.body.resourceSpans);
      const service = resources[0]?.resource.attributes.find((a) => a.key === 'service.name');
      expect(service?.value.stringValue).toBe('lms-gateway');
      const spans = resources.flatMap((r) =>
        r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name }))),
      );
      const request = spans.find(
        (s) => s.scope.endsWith('instrumentation-http') && s.name.startsWith('POST'),
      );
      const operation = spans.find(
        (s) => s.scope.endsWith('instrumentation-graphql') && s.name === 'query Courses',
      );
      expect(request).toBeDefined();
      expect(operation?.traceId).toBe(request?.traceId);
      // The REST call carries the request's trace, so the backend's spans join the gateway's.
      expect(traceparents).toEqual([expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)]);
      expect(traceparents[0]?.split('-')[1]).toBe(request?.traceId);
    } finally {
      await telemetry.shutdown();
    }
  });
});
