import { describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { createSpanExporter, otlpSpanBody, retryAfterMs } from './telemetry';

const response = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

describe('page-view export (docs/product.md point 8)', () => {
  it('writes an OTLP/HTTP JSON span', () => {
    const body = otlpSpanBody(
      'page_view',
      { 'url.path': '/manageClass', 'user.role': 'TEACHER' },
      1000,
      1000,
    );
    const span = body.resourceSpans[0]?.scopeSpans[0]?.spans[0];
    expect(span?.name).toBe('page_view');
    expect(span?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span?.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span?.startTimeUnixNano).toBe('1000000000');
    expect(span?.attributes).toContainEqual({ key: 'url.path', value: { stringValue: '/manageClass' } });
  });

  it('retries 429, 502, 503 and 504 up to 5 tries, honouring Retry-After', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(response(503, { 'Retry-After': '2' }))
      .mockResolvedValueOnce(response(429))
      .mockResolvedValueOnce(response(502))
      .mockResolvedValueOnce(response(504))
      .mockResolvedValueOnce(response(503));
    const sleep = vi.fn(() => Promise.resolve());
    const exporter = createSpanExporter({ url: 'http://collector:4318/', fetch, sleep, backoffMs: () => 7 });
    expect(await exporter.export(otlpSpanBody('page_view', {}))).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://collector:4318/v1/traces');
    expect(sleep.mock.calls.map((c: unknown[]) => c[0])).toEqual([2000, 7, 7, 7]);
  });

  it('drops other failures at once and succeeds on 2xx', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(response(400))
      .mockResolvedValueOnce(response(200));
    const exporter = createSpanExporter({
      url: 'http://collector:4318',
      fetch,
      sleep: () => Promise.resolve(),
    });
    expect(await exporter.export(otlpSpanBody('a', {}))).toBe(false);
    expect(await exporter.export(otlpSpanBody('b', {}))).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('exports at most 30 spans at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      await gate;
      return response(200);
    });
    const exporter = createSpanExporter({ url: 'http://collector:4318', fetch });
    const pending = Array.from({ length: 31 }, () => exporter.export(otlpSpanBody('p', {})));
    expect(exporter.inFlight).toBe(30);
    release();
    const results = await Promise.all(pending);
    expect(results.filter(Boolean)).toHaveLength(30);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
  });
});

describe('where the spans go (issue 28 item 7)', () => {
  const build = { DEV: false, MODE: 'production' };
  it('defaults to the page’s own origin, which the gateway relays to its collector', () => {
    expect(readConfig({ ...build }).otelUrl).toBe('/otel');
    expect(readConfig({ ...build, DEV: true, MODE: 'development' }).otelUrl).toBe('/otel');
    expect(readConfig({ ...build, VITE_OTEL_URL: 'http://localhost:4318' }).otelUrl).toBe(
      'http://localhost:4318',
    );
    expect(readConfig({ ...build, MODE: 'test' }).otelUrl).toBeUndefined();
  });

  it('stops exporting when the gateway says it has no collector (a 204, no failed request in the console)', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(response(204, { 'x-trace-collector': 'none' }));
    const exporter = createSpanExporter({ url: '/otel', fetch, sleep: () => Promise.resolve() });
    expect(await exporter.export(otlpSpanBody('a', {}))).toBe(false);
    expect(await exporter.export(otlpSpanBody('b', {}))).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops exporting after a 404: no collector behind an older gateway', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response(404));
    const exporter = createSpanExporter({ url: '/otel', fetch, sleep: () => Promise.resolve() });
    expect(await exporter.export(otlpSpanBody('a', {}))).toBe(false);
    expect(await exporter.export(otlpSpanBody('b', {}))).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/otel/v1/traces');
  });
});
