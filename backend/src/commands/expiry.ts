/**
 * Server-side expiry (issue 26 point 4; docs/decisions.md, "Issue 26 — server-side expiry"): an attempt past
 * its `ends_at` is closed and scored by the server within seconds, whoever is online, as the student's own
 * late request would have closed it (a time-up submit dated `ends_at`). Homework is included: its `ends_at`
 * is the earlier of the deadline and the start plus the time limit.
 *
 * Shaped as jobs with a natural key so that the move onto a PostgreSQL job library (issue 34) is small: a job
 * `exam.expire` per attempt, keyed `user_exam:<id>`, due at `ends_at`; its handler is `expireAttempt`, which
 * is idempotent. Until then each backend process runs the worker below, which every few seconds lists the due
 * jobs (attempts in progress with `ends_at <= now`) and runs them; the handler locks its attempt with
 * FOR UPDATE SKIP LOCKED, so two processes (or a process and the student's submit) never close one twice.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { UserExamRow } from '../db/rows.js';
import { userExams } from '../db/schema.js';
import { expireAttempt } from './exams.js';

export const EXPIRY_JOB = 'exam.expire';

export interface ExpiryJob {
  name: typeof EXPIRY_JOB;
  /** The natural key: one job per attempt (a job library's singleton key). */
  key: string;
  userExamId: number;
  /** When it is due: the attempt's `ends_at`. */
  runAt: Date;
}

export const expiryJobKey = (userExamId: number) => `user_exam:${userExamId}`;

/** The due expiry jobs at `now`, the oldest first: attempts in progress whose `ends_at` has passed. */
export async function dueExpiryJobs(db: Db, now: Date, limit = 50): Promise<ExpiryJob[]> {
  const rows = await db
    .select({ id: userExams.id, endsAt: userExams.endsAt })
    .from(userExams)
    .where(and(eq(userExams.status, 'unfinished'), lte(userExams.endsAt, now)))
    .orderBy(asc(userExams.endsAt), asc(userExams.id))
    .limit(limit);
  return rows.map((r) => ({ name: EXPIRY_JOB, key: expiryJobKey(r.id), userExamId: r.id, runAt: r.endsAt! }));
}

/**
 * One sweep: runs up to `batch` due jobs, one transaction each, and answers the attempts it closed (not
 * those another process or the student closed meanwhile). A job that fails is reported and left for the
 * next sweep; the others still run.
 */
export async function sweepDueAttempts(
  db: Db,
  now = new Date(),
  { batch = 50, onError = (e: unknown) => console.error('exam expiry:', e) } = {},
): Promise<UserExamRow[]> {
  return (await sweep(db, now, batch, onError)).closed;
}

async function sweep(db: Db, now: Date, batch: number, onError: (e: unknown) => void) {
  const due = await dueExpiryJobs(db, now, batch);
  const closed: UserExamRow[] = [];
  for (const job of due) {
    try {
      const row = await expireAttempt(db, job.userExamId, now);
      if (row) closed.push(row);
    } catch (e) {
      onError(e);
    }
  }
  return { due: due.length, closed };
}

export interface ExpiryWorkerOptions {
  /** Between sweeps (config EXPIRY_POLL_MS, default 5 s). */
  pollMs?: number;
  batch?: number;
  /** The server's clock (tests give a fixed one). */
  clock?: () => Date;
  /** After a sweep that closed attempts (the app wakes the speech scorer for those waiting for it). */
  onClosed?: (rows: UserExamRow[]) => void;
  onError?: (e: unknown) => void;
}

/**
 * The worker of one backend process: sweeps at once, then every `pollMs` after the last sweep ended (a full
 * batch sweeps again at once), and stops with the app. Every process runs one; SKIP LOCKED keeps them apart.
 */
export function startExpiryWorker(db: Db, opts: ExpiryWorkerOptions = {}) {
  const {
    pollMs = 5000,
    batch = 50,
    clock = () => new Date(),
    onClosed = () => {},
    onError = (e: unknown) => console.error('exam expiry:', e),
  } = opts;
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped || running) return;
    let full = false;
    running = sweep(db, clock(), batch, onError)
      .then(({ due, closed }) => {
        // A full batch with progress: more may wait, sweep again at once.
        full = due >= batch && closed.length > 0;
        if (closed.length) onClosed(closed);
      })
      .catch(onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, full ? 0 : pollMs);
      });
  };
  tick();
  return {
    /** Resolves once the sweep under way (if any) has ended. */
    async idle() {
      await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
