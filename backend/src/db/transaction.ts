import type { Db, Tx } from './client.js';

/**
 * SQLSTATEs after which running the same transaction again is the right answer: PostgreSQL chose it as a
 * deadlock victim (40P01), could not serialise it (40001), or a lock wait timed out (55P03).
 */
export const RETRYABLE_SQLSTATES = new Set(['40P01', '40001', '55P03']);

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface RetryOptions {
  /** Tries in all, the first included. */
  tries?: number;
  /** Waits between tries: a random delay up to `baseMs * 2^try` (full jitter), so that two victims part. */
  baseMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every multi-statement command runs here: one transaction, run again (a bounded number of times, with a
 * short jittered pause) when PostgreSQL aborted it for a reason another try resolves. Other errors, and the
 * last retryable one, go to the caller (the error handler answers 503 with Retry-After for the latter).
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  opts: RetryOptions = {},
): Promise<T> {
  const { tries = 4, baseMs = 10, wait = pause } = opts;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= tries || !state || !RETRYABLE_SQLSTATES.has(state)) throw error;
      await wait(Math.random() * baseMs * 2 ** attempt);
    }
  }
}
