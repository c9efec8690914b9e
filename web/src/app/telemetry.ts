import { config } from './config';

/** docs/product.md point 8: 5 tries on these statuses, Retry-After honoured, 10 s per try, 30 exports at once. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const MAX_TRIES = 5;
const TIMEOUT_MS = 10_000;
const MAX_CONCURRENT = 30;

export interface ExporterOptions {
  url: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Backoff before try n+1 when no Retry-After is given. */
  backoffMs?: (tryNumber: number) => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

const nanos = (ms: number) => `${BigInt(Math.round(ms)) * 1_000_000n}`;

type Attributes = Record<string, string | number | boolean | undefined>;

const attribute = (key: string, value: string | number | boolean) => ({
  key,
  value:
    typeof value === 'string'
      ? { stringValue: value }
      : typeof value === 'boolean'
        ? { boolValue: value }
        : Number.isInteger(value)
          ? { intValue: String(value) }
          : { doubleValue: value },
});

/** One finished span as an OTLP/HTTP JSON request body. */
export function otlpSpanBody(name: string, attributes: Attributes, startMs = Date.now(), endMs = startMs) {
  return {
    resourceSpans: [
      {
        resource: { attributes: [attribute('service.name', 'lms-web')] },
        scopeSpans: [
          {
            scope: { name: 'lms-web' },
            spans: [
              {
                traceId: hex(16),
                spanId: hex(8),
                name,
                kind: 1,
                startTimeUnixNano: nanos(startMs),
                endTimeUnixNano: nanos(endMs),
                attributes: Object.entries(attributes)
                  .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
                  .map(([key, value]) => attribute(key, value)),
                status: { code: 0 },
              },
            ],
          },
        ],
      },
    ],
  };
}

/** Posts spans to `${url}/v1/traces`; a failure is dropped after the retries, never thrown. */
export function createSpanExporter(options: ExporterOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const backoff = options.backoffMs ?? ((n) => 500 * 2 ** (n - 1));
  const endpoint = `${options.url.replace(/\/$/, '')}/v1/traces`;
  let inFlight = 0;
  let stopped = false;

  async function send(body: string): Promise<boolean> {
    for (let tryNumber = 1; tryNumber <= MAX_TRIES; tryNumber++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
          keepalive: true,
        });
        // No collector behind this address: the gateway says so on a 204 (an older one answered 404). Stop asking.
        if (response.headers.get('x-trace-collector') === 'none' || response.status === 404) {
          stopped = true;
          return false;
        }
        if (response.ok) return true;
        if (!RETRY_STATUSES.has(response.status) || tryNumber === MAX_TRIES) return false;
        await sleep(retryAfterMs(response.headers.get('Retry-After')) ?? backoff(tryNumber));
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    }
    return false;
  }

  return {
    /**
     * Resolves true when exported; false when dropped (other failures, retries used up, too many at once, no
     * collector).
     */
    async export(span: ReturnType<typeof otlpSpanBody>): Promise<boolean> {
      if (stopped || inFlight >= MAX_CONCURRENT) return false;
      inFlight++;
      try {
        return await send(JSON.stringify(span));
      } finally {
        inFlight--;
      }
    },
    get inFlight() {
      return inFlight;
    },
  };
}

let exporter: ReturnType<typeof createSpanExporter> | null = config.otelUrl
  ? createSpanExporter({ url: config.otelUrl })
  : null;

/** Lets tests (and a later settings screen) point the page views elsewhere. */
export function setSpanExporter(next: ReturnType<typeof createSpanExporter> | null) {
  exporter = next;
}

/** Records a page view: on the console in development, to the collector (`config.otelUrl`). */
export function trackPageView(path: string, attributes: Attributes = {}) {
  if (config.development && import.meta.env.MODE !== 'test') console.debug('[page view]', path, attributes);
  if (!exporter) return;
  const body = otlpSpanBody('page_view', { 'url.path': path, ...attributes });
  void exporter.export(body);
}
