import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS_STORAGE_KEY, DEFAULT_CONSTANTS, keptConstants, loadConstants } from './constants';

const answering = (body: unknown, status = 200): typeof fetch =>
  (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as typeof fetch;

afterEach(() => window.localStorage.clear());

describe("the constants kept for the early queries' guess (web/src/app/earlyQueries.ts)", () => {
  it('are the defaults until the constants have been read once, then what was read', async () => {
    expect(keptConstants()).toEqual(DEFAULT_CONSTANTS);
    const read = await loadConstants(answering({ page_size: 20 }));
    expect(read.page_size).toBe(20);
    expect(keptConstants()).toEqual({ ...DEFAULT_CONSTANTS, page_size: 20 });
  });

  it('are not replaced by a failed read, and a spoilt copy gives the defaults', async () => {
    await loadConstants(answering({ page_size: 25 }));
    await loadConstants(answering({}, 500));
    expect(keptConstants().page_size).toBe(25);
    window.localStorage.setItem(CONSTANTS_STORAGE_KEY, '{not json');
    expect(keptConstants()).toEqual(DEFAULT_CONSTANTS);
  });
});

describe('the constants as the page loads (issue 29 point 3)', () => {
  it("are preloaded by index.html in the mode of loadConstants' request, which takes the preload", async () => {
    const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toMatch(
      /<link rel="preload" href="\/constant_static.json" as="fetch" crossorigin="anonymous" \/>/,
    );
    // A cache mode other than the default (`no-store` before) would fetch the file a second time.
    const fetchImpl = vi.fn(answering({}));
    await loadConstants(fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(new URL('/constant_static.json', window.location.origin));
  });
});
