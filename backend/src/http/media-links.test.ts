import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixClock } from '../test/clock.js';
import { createMediaLinks, mediaLinkSecret } from './media-links.js';

const NOW = fixClock('2026-04-01T09:00:10+07:00');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-media-links-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const parts = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return { exp: q.get('exp')!, sig: q.get('sig')! };
};

describe('media links (issue 26 point 3)', () => {
  it('are checked with the secret that signed them, for their file, until they expire', () => {
    const links = createMediaLinks('a secret of the install', 600);
    const { exp, sig } = parts(links.urlFor(7, NOW));
    const left = links.check(7, exp, sig, NOW)!;
    expect(left).toBeGreaterThan(300);
    expect(left).toBeLessThanOrEqual(600);
    expect(links.check(8, exp, sig, NOW)).toBeNull();
    expect(createMediaLinks('another install’s secret', 600).check(7, exp, sig, NOW)).toBeNull();
    expect(links.check(7, exp, sig, new Date(NOW.getTime() + 601_000))).toBeNull();
    expect(links.check(7, undefined, sig, NOW)).toBeNull();
    expect(links.check(7, '1e9', sig, NOW)).toBeNull();
    // The same link for a while: caches hold and a re-fetched page does not restart its audio.
    expect(links.urlFor(7, new Date(NOW.getTime() + 1000))).toBe(links.urlFor(7, NOW));
  });

  it('take MEDIA_LINK_SECRET, else a secret generated once under the data dir and kept', async () => {
    expect((await mediaLinkSecret('configured-secret-value', dir)).toString()).toBe(
      'configured-secret-value',
    );
    const [a, b] = await Promise.all([mediaLinkSecret(undefined, dir), mediaLinkSecret(undefined, dir)]);
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBe(32);
    expect((await mediaLinkSecret(undefined, dir)).equals(a)).toBe(true);
    const file = path.join(dir, 'media-link.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(a.toString('base64url'));
  });
});
