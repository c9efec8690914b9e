import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ApiError } from './errors.js';

/** How many attempts in how many seconds. */
export interface Window {
  points: number;
  seconds: number;
}

/**
 * The public account actions and their limits, per client address and per account (the e-mail, known or
 * not: guessing needs no existing account). An academy's front desk may register a class from one address,
 * so per-address limits are generous; per-account ones are tight.
 */
export const ACCOUNT_LIMITS = {
  signIn: { perAddress: { points: 30, seconds: 60 }, perAccount: { points: 10, seconds: 15 * 60 } },
  signUp: { perAddress: { points: 30, seconds: 60 * 60 }, perAccount: { points: 5, seconds: 60 * 60 } },
  resetRequest: { perAddress: { points: 20, seconds: 60 * 60 }, perAccount: { points: 5, seconds: 60 * 60 } },
  resetCode: { perAddress: { points: 30, seconds: 15 * 60 } },
  /**
   * Promotion codes tried by a candidate (issue 27 item 5), quoted or registered with, per address and per
   * signed-in account (its id): enough to retype a code a few times, not to guess one.
   */
  promotionCode: { perAddress: { points: 30, seconds: 15 * 60 }, perAccount: { points: 10, seconds: 15 * 60 } },
} satisfies Record<string, { perAddress: Window; perAccount?: Window }>;
export type AccountAction = keyof typeof ACCOUNT_LIMITS;

export interface RateLimits {
  /** Counts one attempt; throws a 429 (with Retry-After) when the address or the account is over its limit. */
  consume(action: AccountAction, address: string, account?: string): Promise<void>;
  /** Resolves once the shared store answers (at once in memory); until then, the memory insurance counts. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  /** Shared counters for several replicas; in memory when unset. */
  redisUrl?: string | undefined;
  /** Multiplies every limit (tests and load runs); 0 turns limiting off. */
  factor?: number;
  prefix?: string;
}

/**
 * rate-limiter-flexible (docs/decisions.md): one library for the backend and the identity server, memory or
 * Redis by configuration. With Redis, a memory limiter stands in while Redis is unreachable (insurance), so
 * an outage of Redis neither opens the door nor locks everybody out.
 */
export function createRateLimits(opts: RateLimitOptions = {}): RateLimits {
  const factor = opts.factor ?? 1;
  const prefix = opts.prefix ?? 'lms';
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', () => {
    // Reported by the insurance limiter taking over; ioredis reconnects by itself.
  });
  const limiter = (name: string, w: Window): RateLimiterAbstract => {
    const options = {
      keyPrefix: `${prefix}:${name}`,
      points: Math.max(1, Math.round(w.points * factor)),
      duration: w.seconds,
    };
    const memory = new RateLimiterMemory(options);
    return redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
      : memory;
  };
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [action, limits] of Object.entries(ACCOUNT_LIMITS) as [
    AccountAction,
    (typeof ACCOUNT_LIMITS)[AccountAction],
  ][]) {
    limiters.set(`${action}:address`, limiter(`${action}:address`, limits.perAddress));
    if ('perAccount' in limits)
      limiters.set(`${action}:account`, limiter(`${action}:account`, limits.perAccount));
  }

  async function take(name: string, key: string) {
    try {
      await limiters.get(name)!.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new ApiError(
          429,
          'too_many_attempts',
          undefined,
          Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        );
      }
      throw error;
    }
  }

  return {
    async consume(action, address, account) {
      if (factor === 0) return;
      await take(`${action}:address`, address);
      if (account !== undefined && limiters.has(`${action}:account`)) {
        await take(`${action}:account`, account.trim().toLowerCase());
      }
    },
    async ready() {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    },
    async close() {
      redis?.disconnect();
    },
  };
}
