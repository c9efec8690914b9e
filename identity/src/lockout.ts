import type { LockoutPolicy } from './config.js';
import type { Queryable } from './db.js';

/**
 * Brute-force protection as Keycloak does it (temporary lockout, per user): after `maxFailures`
 * consecutive failures the account is locked for `waitSeconds`, doubling with every further failure up
 * to `maxWaitSeconds`. A success resets the count; failures older than `resetSeconds` are forgotten.
 * While locked, attempts are refused without checking the password and do not extend the lock.
 */
export interface Lockout {
  /** When the lock ends, or null when the user may try now. */
  lockedUntil(userId: string): Promise<Date | null>;
  /** Counts a failure; answers the end of the lock it caused, if any. */
  recordFailure(userId: string): Promise<Date | null>;
  reset(userId: string): Promise<void>;
}

/** Seconds of lock after the given number of consecutive failures. */
export function lockSeconds(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.maxFailures) return 0;
  const doublings = Math.min(failures - policy.maxFailures, 30);
  return Math.min(policy.waitSeconds * 2 ** doublings, policy.maxWaitSeconds);
}

export function createLockout(
  db: Queryable,
  policy: LockoutPolicy,
  now: () => Date = () => new Date(),
): Lockout {
  return {
    async lockedUntil(userId) {
      const [row] = await db.query<{ locked_until: Date | string | null }>(
        'SELECT locked_until FROM identity_login_failures WHERE user_id = $1',
        [userId],
      );
      if (!row?.locked_until) return null;
      const until = new Date(row.locked_until);
      return until > now() ? until : null;
    },

    async recordFailure(userId) {
      const at = now();
      const forgetBefore = new Date(at.getTime() - policy.resetSeconds * 1000);
      // One statement, so that parallel attempts cannot lose a count.
      const [row] = await db.query<{ failures: number }>(
        `INSERT INTO identity_login_failures (user_id, failures, last_failure)
         VALUES ($1, 1, $2::timestamptz)
         ON CONFLICT (user_id) DO UPDATE SET
           failures = CASE WHEN identity_login_failures.last_failure < $3::timestamptz THEN 1
                           ELSE identity_login_failures.failures + 1 END,
           last_failure = EXCLUDED.last_failure
         RETURNING failures`,
        [userId, at.toISOString(), forgetBefore.toISOString()],
      );
      const wait = lockSeconds(row?.failures ?? 1, policy);
      if (!wait) return null;
      const until = new Date(at.getTime() + wait * 1000);
      await db.query('UPDATE identity_login_failures SET locked_until = $2::timestamptz WHERE user_id = $1', [
        userId,
        until.toISOString(),
      ]);
      return until;
    },

    async reset(userId) {
      await db.query('DELETE FROM identity_login_failures WHERE user_id = $1', [userId]);
    },
  };
}
