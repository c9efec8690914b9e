import type { MediaAccept } from '@lms/domain';
import { messageOf, UploadError, type UploadedMedia } from './sendFile';

/** What `upload/sessions/` answers (snake_case REST). */
interface UploadSession {
  id: string;
  size: number;
  offset: number;
  chunk_size: number;
  media: UploadedMedia | null;
}

export interface SendResumableOptions {
  /** The `upload/` address; sessions live under it (`upload/sessions/`). */
  url: string;
  headers: Record<string, string>;
  file: Blob;
  name: string;
  accept: MediaAccept;
  /** A session started earlier for this file (kept with the recording): resumed from the server's offset. */
  sessionId?: string;
  /** Called when a session starts, so that it can be kept with the file for a resume after a reload. */
  onSession?: (id: string) => void | Promise<void>;
  onProgress?: (percent: number) => void;
  /** Bytes per chunk; the server's suggestion (256 kB) by default. */
  chunkSize?: number;
  signal?: AbortSignal;
}

/** Wrong offsets in a row before giving up (another tab sending the same file would cause a few). */
const MAX_CONFLICTS = 5;

async function call(
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new UploadError(0, null);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

/**
 * Sends a file in chunks to `upload/sessions/` (the backend's resumable upload): starts a session or resumes
 * the given one from the offset the server holds, appends chunk after chunk at `Upload-Offset`, and
 * resolves with the stored medium once the last byte passed the server's content check. A dropped
 * connection rejects with `UploadError(0)`; calling again with the same session id continues where the
 * server stopped. A wrong offset (409) continues from the server's; an expired session starts a new one.
 */
export async function sendResumable(o: SendResumableOptions): Promise<UploadedMedia> {
  const base = `${o.url.replace(/\/?$/, '/')}sessions/`;
  const headers = (extra: Record<string, string>) => ({ ...o.headers, ...extra });
  const refused = (r: { status: number; text: string }) => new UploadError(r.status, messageOf(r.text));

  async function current(id: string): Promise<UploadSession | null> {
    const r = await call(`${base}${id}/`, { headers: headers({}), signal: o.signal });
    if (r.status === 200) return r.body as UploadSession;
    if (r.status === 404 || r.status === 400) return null;
    throw refused(r);
  }

  async function begin(): Promise<UploadSession> {
    const r = await call(base, {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ accept: o.accept, size: o.file.size, name: o.name }),
      signal: o.signal,
    });
    if (r.status !== 201) throw refused(r);
    const session = r.body as UploadSession;
    await o.onSession?.(session.id);
    return session;
  }

  let session = o.sessionId ? await current(o.sessionId) : null;
  // A kept id of another file (a new recording) is not resumed.
  if (!session || session.size !== o.file.size) session = await begin();
  let { offset } = session;
  let conflicts = 0;
  let restarted = false;
  const progress = () => o.onProgress?.(Math.round((offset / o.file.size) * 100));
  progress();
  while (!session.media) {
    const size = o.chunkSize ?? session.chunk_size;
    const bytes = await o.file.slice(offset, offset + size).arrayBuffer();
    const r = await call(`${base}${session.id}/`, {
      method: 'PATCH',
      headers: headers({
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
      }),
      body: bytes,
      signal: o.signal,
    });
    if (r.status === 200 || r.status === 201) {
      session = r.body as UploadSession;
      offset = session.offset;
      conflicts = 0;
    } else if (r.status === 409 && ++conflicts <= MAX_CONFLICTS) {
      // The server holds another offset (a chunk whose answer was lost): continue from there.
      const held = (r.body as { offset?: unknown } | null)?.offset;
      if (typeof held !== 'number') throw refused(r);
      offset = held;
      if (offset >= o.file.size) session = (await current(session.id)) ?? session;
    } else if (r.status === 404 && !restarted) {
      // Expired (a day without a chunk) or given up elsewhere: the file is still here, start again.
      restarted = true;
      session = await begin();
      offset = session.offset;
    } else {
      throw refused(r);
    }
    progress();
  }
  return session.media;
}
