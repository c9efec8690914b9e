import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Attempts allowed per account (the login typed, known or not: the per-user lockout only sees known ones)
 * and per client address, for the sign-in page, the password grant and the registration page. The same
 * library as the backend's (docs/decisions.md): memory by default, Redis when configured, memory as
 * insurance while Redis is unreachable.
 */
export const ATTEMPT_LIMITS = {
  account: { points: 10, seconds: 15 * 60 },
  signIn: { points: 30, seconds: 60 },
  signUp: { points: 30, seconds: 60 * 60 },
};

export interface AttemptLimits {
  /** Seconds to wait when this login has had too many attempts, else null (and the attempt is counted). */
  account(login: string): Promise<number | null>;
  /** The same per client address, for one kind of page. */
  address(kind: 'signIn' | 'signUp', ip: string): Promise<number | null>;
  close(): Promise<void>;
}

export function createAttemptLimits(
  opts: { redisUrl?: string | undefined; factor?: number } = {},
): AttemptLimits {
  const factor = opts.factor ?? 1;
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', () => {
    // The memory insurance counts meanwhile; ioredis reconnects by itself.
  });
  const limiter = (name: keyof typeof ATTEMPT_LIMITS): RateLimiterAbstract => {
    const w = ATTEMPT_LIMITS[name];
    const options = {
      keyPrefix: `identity:${name}`,
      points: Math.max(1, Math.round(w.points * factor)),
      duration: w.seconds,
    };
    const memory = new RateLimiterMemory(options);
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
      : memory;
  };
  const limiters = { account: limiter('account'), signIn: limiter('signIn'), signUp: limiter('signUp') };
  const take = async (l: RateLimiterAbstract, key: string) => {
    if (factor === 0) return null;
    try {
      await l.consume(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
  return {
    account: (login) => take(limiters.account, login.trim().toLowerCase()),
    address: (kind, ip) => take(limiters[kind], ip),
    async close() {
      redis?.disconnect();
    },
  };
}
