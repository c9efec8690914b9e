import { randomUUID } from 'node:crypto';
import { closeSync, openSync, rmSync, statSync, utimesSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaAccept } from '@lms/domain';
import { discard } from './store.js';

/** A resumable upload is forgotten a day after its last chunk (or its start), finished or not. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** The chunk size the server suggests; any size up to the rest of the file is taken. */
export const CHUNK_SIZE = 256 * 1024;

/**
 * One resumable upload, kept on disk beside its bytes (`UPLOAD_DIR/.sessions/<id>.json` and `<id>.part`):
 * no table, because a session lives a day at most and its bytes live on disk anyway. The offset is the
 * size of the part file, so it is always what was really written, a broken chunk included.
 */
export interface UploadSession {
  id: string;
  ownerId: number;
  accept: MediaAccept;
  size: number;
  name: string;
  createdAt: string;
  /** Set once the last byte arrived and the content passed the check. */
  mediaId?: number;
}

export const sessionsDir = (dir: string) => path.join(dir, '.sessions');
export const partPath = (dir: string, id: string) => path.join(sessionsDir(dir), `${id}.part`);
const metaPath = (dir: string, id: string) => path.join(sessionsDir(dir), `${id}.json`);

export async function createSession(
  dir: string,
  fields: Omit<UploadSession, 'id' | 'createdAt'>,
  now = new Date(),
): Promise<UploadSession> {
  await mkdir(sessionsDir(dir), { recursive: true });
  const session: UploadSession = { id: randomUUID(), createdAt: now.toISOString(), ...fields };
  await writeFile(partPath(dir, session.id), '', { flag: 'wx', mode: 0o640 });
  await touchPart(dir, session.id, now);
  await writeFile(metaPath(dir, session.id), JSON.stringify(session), { flag: 'wx', mode: 0o640 });
  return session;
}

export const saveSession = (dir: string, session: UploadSession) =>
  writeFile(metaPath(dir, session.id), JSON.stringify(session), { mode: 0o640 });

/**
 * Stamps the part file with the server's clock (not the kernel's): its time is when the last chunk arrived, and
 * expiry compares it with the same clock that reads it (docs/testing.md, "Time in tests").
 */
export const touchPart = (dir: string, id: string, now = new Date()) => utimes(partPath(dir, id), now, now);

/** Bytes received so far and when the session expires; the whole size once it is complete. */
export async function progressOf(dir: string, s: UploadSession) {
  const part = await stat(partPath(dir, s.id)).catch(() => null);
  const touched = Math.max(Date.parse(s.createdAt), part?.mtimeMs ?? 0);
  return {
    offset: s.mediaId !== undefined ? s.size : (part?.size ?? 0),
    expiresAt: new Date(touched + SESSION_TTL_MS),
  };
}

/** The session, or null when there is none by that id or it has expired. */
export async function loadSession(dir: string, id: string, now = new Date()): Promise<UploadSession | null> {
  const text = await readFile(metaPath(dir, id), 'utf8').catch(() => null);
  if (text === null) return null;
  const session = JSON.parse(text) as UploadSession;
  if ((await progressOf(dir, session)).expiresAt <= now) {
    await dropSession(dir, id);
    return null;
  }
  return session;
}

export async function dropSession(dir: string, id: string) {
  await Promise.all([discard(partPath(dir, id)), discard(metaPath(dir, id)), discard(lockPath(dir, id))]);
}

/** A chunk takes longer than this only from a worker that died holding the lock. */
export const LOCK_STALE_MS = 10 * 60 * 1000;
const lockPath = (dir: string, id: string) => path.join(sessionsDir(dir), `${id}.lock`);

/**
 * Takes the session for one chunk, across every backend worker (BACKEND_WORKERS share UPLOAD_DIR): a file
 * created with O_EXCL, synchronously, so that two chunks at once never both pass the offset check. Answers
 * the release, or null while another chunk holds it. A lock older than LOCK_STALE_MS is a dead worker's and is
 * taken over.
 */
export function lockSession(dir: string, id: string, now = Date.now()): (() => void) | null {
  const file = lockPath(dir, id);
  try {
    closeSync(openSync(file, 'wx', 0o640));
    // Its age is read against the server's clock, so it is stamped with it (not the kernel's).
    utimesSync(file, new Date(now), new Date(now));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (now - since < LOCK_STALE_MS) return null;
    utimesSync(file, new Date(now), new Date(now));
  }
  return () => rmSync(file, { force: true });
}

/** True while a chunk holds the session (see lockSession). */
export function sessionLocked(dir: string, id: string, now = Date.now()): boolean {
  const since = statSync(lockPath(dir, id), { throwIfNoEntry: false })?.mtimeMs;
  return since !== undefined && now - since < LOCK_STALE_MS;
}

/** Removes every expired session (started on each new session and hourly). Answers how many went. */
export async function sweepSessions(dir: string, now = new Date()): Promise<number> {
  const names = await readdir(sessionsDir(dir)).catch(() => [] as string[]);
  let dropped = 0;
  for (const name of names) {
    const id = /^([0-9a-f-]{36})\.json$/.exec(name)?.[1];
    if (id && !(await loadSession(dir, id, now))) dropped++;
  }
  // A part file or a lock whose description is gone (a crash between two writes) goes too.
  for (const name of names) {
    const [, id, kind] = /^([0-9a-f-]{36})\.(part|lock)$/.exec(name) ?? [];
    if (id && !names.includes(`${id}.json`)) {
      await discard(kind === 'part' ? partPath(dir, id) : lockPath(dir, id));
    }
  }
  return dropped;
}
