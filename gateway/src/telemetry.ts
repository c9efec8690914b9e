import { register } from 'node:module';
import { context, propagation } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import type { GatewayConfig } from './config.js';

export interface Telemetry {
  /** W3C trace context of the active span, for the REST calls (fetch is not auto-instrumented). */
  traceHeaders: (() => Record<string, string>) | undefined;
  /** Exports the spans ended so far. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const OFF: Telemetry = { traceHeaders: undefined, flush: async () => {}, shutdown: async () => {} };

/** The active context's `traceparent` (and `tracestate`), as the W3C propagator writes them. */
function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * OpenTelemetry (docs/design.md section 4): HTTP, Express and GraphQL spans, exported as OTLP/HTTP JSON to
 * `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`. Nothing starts when the endpoint is unset: with no collector,
 * the exporter's retries would hold a shutdown for seconds. Call before the server's modules are
 * imported, so the instrumentation can patch them.
 */
export function startTelemetry(config: Pick<GatewayConfig, 'otlpEndpoint'>): Telemetry {
  if (!config.otlpEndpoint) return OFF;
  // ESM modules are patched through import-in-the-middle's loader hook; CommonJS ones (graphql, express)
  // through require-in-the-middle.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const processor = new tracing.BatchSpanProcessor(
    new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` }),
  );
  const sdk = new NodeSDK({
    serviceName: 'lms-gateway',
    spanProcessors: [processor],
    // Traces only: left unset, metrics and logs would default to OTLP exporters of their own, whose
    // retries hold a shutdown for seconds when the collector takes no metrics or logs.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      new ExpressInstrumentation(),
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
    ],
  });
  sdk.start();
  return { traceHeaders, flush: () => processor.forceFlush(), shutdown: () => sdk.shutdown() };
}
