import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LOCK_STALE_MS,
  createSession,
  dropSession,
  lockSession,
  sessionLocked,
  sessionsDir,
  sweepSessions,
} from './sessions-store.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'lms-sessions-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const start = () => createSession(dir, { ownerId: 1, accept: 'audio', size: 10, name: 'a.webm' });

describe('the chunk lock of a resumable upload, shared by every worker through UPLOAD_DIR', () => {
  it('lets one chunk in at a time, and the next once the first is done', async () => {
    const { id } = await start();
    const release = lockSession(dir, id);
    expect(release).toBeTypeOf('function');
    expect(lockSession(dir, id)).toBeNull();
    expect(sessionLocked(dir, id)).toBe(true);
    release!();
    expect(sessionLocked(dir, id)).toBe(false);
    const again = lockSession(dir, id);
    expect(again).toBeTypeOf('function');
    again!();
  });

  it('takes over the lock of a worker that died holding it', async () => {
    const { id } = await start();
    expect(lockSession(dir, id)).toBeTypeOf('function');
    const later = Date.now() + LOCK_STALE_MS + 1000;
    expect(sessionLocked(dir, id, later)).toBe(false);
    expect(lockSession(dir, id, Date.now() + LOCK_STALE_MS - 1000)).toBeNull();
    expect(lockSession(dir, id, later)).toBeTypeOf('function');
  });

  it('goes with its session, and the sweep removes a lock left without one', async () => {
    const a = await start();
    lockSession(dir, a.id);
    await dropSession(dir, a.id);
    expect(readdirSync(sessionsDir(dir))).toEqual([]);

    const b = await start();
    lockSession(dir, b.id);
    rmSync(path.join(sessionsDir(dir), `${b.id}.json`));
    await sweepSessions(dir);
    expect(existsSync(path.join(sessionsDir(dir), `${b.id}.lock`))).toBe(false);
    expect(existsSync(path.join(sessionsDir(dir), `${b.id}.part`))).toBe(false);
  });
});
