import express, { type RequestHandler } from 'express';

/**
 * The browser's trace spans (docs/product.md point 7, "Telemetry"), posted to the gateway's own origin and
 * forwarded to the collector the gateway is configured with (`OTEL_EXPORTER_OTLP_ENDPOINT`): the web needs
 * no build-time address, and the collector no CORS. Without a collector, 204 and `X-Trace-Collector: none`:
 * the web stops sending, and no page load logs a failed request (a 404 did, on every sign-in: issue 29).
 */
export const TRACES_PATH = '/otel/v1/traces';
export const NO_COLLECTOR_HEADER = 'x-trace-collector';

/** A page view is one span of a few hundred bytes; the web sends one span a request. */
const BODY_LIMIT = '64kb';
const TIMEOUT_MS = 10_000;

const answer = (status: number, message: string) => ({ code: status, message });

export function browserTraces(
  collector: string | undefined,
  fetchImpl: typeof fetch = fetch,
): RequestHandler[] {
  if (!collector)
    return [
      (_req, res) => {
        res.set(NO_COLLECTOR_HEADER, 'none').status(204).end();
      },
    ];
  const target = `${collector.replace(/\/$/, '')}/v1/traces`;
  return [
    express.json({ limit: BODY_LIMIT, strict: true }),
    async (req, res) => {
      const body = req.body as { resourceSpans?: unknown } | undefined;
      if (!req.is('application/json') || !Array.isArray(body?.resourceSpans)) {
        res.status(400).json(answer(400, 'Expected OTLP/HTTP JSON: {"resourceSpans": [...]}'));
        return;
      }
      try {
        const upstream = await fetchImpl(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ resourceSpans: body.resourceSpans }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const retryAfter = upstream.headers.get('retry-after');
        if (retryAfter) res.set('retry-after', retryAfter);
        res
          .status(upstream.status)
          .type(upstream.headers.get('content-type') ?? 'application/json')
          .send(await upstream.text());
      } catch {
        // Unreachable or too slow: the web retries a 502 (docs/product.md point 8).
        res.status(502).json(answer(502, 'The trace collector is unavailable'));
      }
    },
  ];
}
