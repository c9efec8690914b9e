import { register } from 'node:module';
import type { BackendConfig } from './config.js';

export interface Telemetry {
  /** True when spans are made and exported: the app then adds its request spans, PGlite its query spans. */
  enabled: boolean;
  /** Exports the spans ended so far. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** `search=REDACTED&page=REDACTED`: which filters a request used, not their values. */
export const queryNamesOnly = (query: string) =>
  [...new Set(new URLSearchParams(query).keys())].map((name) => `${name}=REDACTED`).join('&');

const OFF: Telemetry = { enabled: false, flush: async () => {}, shutdown: async () => {} };

/**
 * OpenTelemetry (docs/design.md section 4), joining the traces the gateway starts: the HTTP server span continues
 * the caller's `traceparent`, Fastify's request span (http/tracing.ts) sits under it, and the SQL under that:
 * instrumentation-pg on PostgreSQL, `traceQueries` (db/tracing.ts) on PGlite. Statement text only, never
 * parameters (instrumentation-pg leaves them out unless asked). Exported as OTLP/HTTP JSON to
 * `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`. When the endpoint is unset nothing starts, and the SDK is not
 * even loaded (it would add to every start). Call before the server's modules are imported, so the
 * instrumentation can patch `http` and `pg`.
 */
export async function startTelemetry(config: Pick<BackendConfig, 'otlpEndpoint'>): Promise<Telemetry> {
  if (!config.otlpEndpoint) return OFF;
  const [{ OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { NodeSDK, tracing }] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/sdk-node'),
    ]);
  // ESM modules are patched through import-in-the-middle's loader hook; CommonJS ones through
  // require-in-the-middle.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const processor = new tracing.BatchSpanProcessor(
    new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` }),
  );
  const sdk = new NodeSDK({
    serviceName: 'lms-backend',
    spanProcessors: [processor],
    // Traces only: left unset, metrics and logs would default to OTLP exporters of their own, whose
    // retries hold a shutdown for seconds when the collector takes no metrics or logs.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Query strings carry what people typed (search text, e-mail addresses): keep the parameter names.
        startIncomingSpanHook: (request) => {
          const query = request.url?.split('?')[1];
          return query ? { 'url.query': queryNamesOnly(query) } : {};
        },
      }),
      // Only statements inside a request's trace: the pool's own connects and idle chatter are noise.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  return { enabled: true, flush: () => processor.forceFlush(), shutdown: () => sdk.shutdown() };
}
