import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The API path of a medium's file; the gateway passes `/lms-backend/api/*` through as is. */
export const MEDIA_FILE_PREFIX = '/lms-backend/api/upload';

/** How long a link works by default: minutes, as `<img>` and `<audio>` use it at once (issue 26 point 3). */
export const MEDIA_LINK_TTL_SECONDS = 600;

/**
 * The links `<img>` and `<audio>` fetch a medium's file by (issue 26 point 3, docs/decisions.md "Issue 26"):
 * they send no token, so the link itself is the credential, signed for one file and a few minutes. Issued
 * only by the presenters, which run after the policy that decided the viewer may read the file. A store that
 * serves files itself (S3, presigned links) replaces `urlFor` and leaves the rest as it is.
 */
export interface MediaLinks {
  /**
   * A link to the medium's file that works until `exp` (unix seconds); `until` ends it sooner (a limited
   * listening clip's running play, docs/design.md section 12).
   */
  urlFor(mediumId: number, now?: Date, until?: Date): string;
  /** The seconds the link of (id, exp, sig) still works, or null when it is forged, another file's or expired. */
  check(mediumId: number, exp: unknown, sig: unknown, now?: Date): number | null;
}

export function createMediaLinks(secret: string | Buffer, ttlSeconds = MEDIA_LINK_TTL_SECONDS): MediaLinks {
  const key = Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8');
  if (key.length < 16) throw new Error('MEDIA_LINK_SECRET must be at least 16 bytes');
  const sign = (id: number, exp: number) =>
    createHmac('sha256', key).update(`media-file:${id}:${exp}`).digest('base64url');
  // The expiry is rounded to a step of half the lifetime: the same file answers the same link for a while, so
  // the browser's cache holds and a re-fetched page does not restart an `<audio>` whose link did not change.
  const step = Math.max(1, Math.floor(ttlSeconds / 2));
  return {
    urlFor(id, now = new Date(), until) {
      const seconds = Math.floor(now.getTime() / 1000);
      const rounded = Math.floor(seconds / step) * step + ttlSeconds;
      const exp = until
        ? Math.max(seconds + 1, Math.min(rounded, Math.ceil(until.getTime() / 1000)))
        : rounded;
      return `${MEDIA_FILE_PREFIX}/${id}/file?exp=${exp}&sig=${sign(id, exp)}`;
    },
    check(id, exp, sig, now = new Date()) {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return null;
      const expected = Buffer.from(sign(id, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const left = Number(exp) - Math.floor(now.getTime() / 1000);
      return left > 0 && left <= ttlSeconds ? left : null;
    },
  };
}

/**
 * The install's secret for media links: MEDIA_LINK_SECRET when set, else one generated at the first start and
 * kept in `<dataDir>/media-link.key` (mode 0600), so every backend process of the install signs and checks
 * alike. Never in the repository.
 */
export async function mediaLinkSecret(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'media-link.key');
  const read = async () => {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length >= 32 ? Buffer.from(text, 'base64url') : null;
  };
  const known = await read().catch(() => null);
  if (known) return known;
  await mkdir(dataDir, { recursive: true });
  // Written aside, then linked into place: a process never reads a half-written key, and when another
  // process of the install links its key first, this one uses theirs.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(aside, file);
  } catch (e) {
    if ((e as { code?: string }).code !== 'EEXIST') throw e;
  } finally {
    await rm(aside, { force: true });
  }
  const made = await read();
  if (!made) throw new Error(`${file} holds no media link secret`);
  return made;
}

/**
 * The process's links, set by `buildApp` (one app per process; a test's app gets a random secret). Module
 * state, like the memberships' version, because every presenter that embeds a medium (questions, exams,
 * uploads) issues links, and threading the signer through each of them would change every route for nothing.
 */
let current: MediaLinks = createMediaLinks(randomBytes(32));

export const useMediaLinks = (links: MediaLinks) => void (current = links);
export const mediaLinks = (): MediaLinks => current;
