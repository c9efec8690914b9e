import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { setTimeout as delay } from 'node:timers/promises';
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
  /** Attempts per address only: an account is never blocked by attempts, only slowed (SIGN_IN_FAILURES). */
  signIn: { perAddress: { points: 30, seconds: 60 } },
  signUp: { perAddress: { points: 30, seconds: 60 * 60 }, perAccount: { points: 5, seconds: 60 * 60 } },
  resetRequest: { perAddress: { points: 20, seconds: 60 * 60 }, perAccount: { points: 5, seconds: 60 * 60 } },
  resetCode: { perAddress: { points: 30, seconds: 15 * 60 } },
  /**
   * Refresh tokens exchanged (`refreshtoken`), per address as sign-ins are: a client refreshes once per access
   * token's life (minutes), so twice the sign-in window leaves a classroom behind one address room.
   */
  refreshToken: { perAddress: { points: 60, seconds: 60 } },
  /**
   * Promotion codes tried by a candidate (issue 27 item 5), quoted or registered with, per address and per
   * signed-in account (its id): enough to retype a code a few times, not to guess one.
   */
  promotionCode: {
    perAddress: { points: 30, seconds: 15 * 60 },
    perAccount: { points: 10, seconds: 15 * 60 },
  },
  /**
   * Calendar feeds fetched (issue 31 point 4, the public `calendar/{token}.ics`): calendar services fetch every
   * subscriber's feed from a few addresses of theirs, so the limit is per address and wide; a token cannot be
   * guessed (32 random bytes), the limit only bounds the load one address makes.
   */
  calendarFeed: { perAddress: { points: 600, seconds: 60 } },
} satisfies Record<string, { perAddress: Window; perAccount?: Window }>;
export type AccountAction = keyof typeof ACCOUNT_LIMITS;

/**
 * Refused sign-ins (issue 27 item 4, docs/decisions.md): failures block the address they come from and that
 * address with that account; the account itself is only slowed, so a stranger who knows an e-mail cannot
 * keep its owner out. `slowAfter` failures of one account in `burstSeconds`, each further attempt waits
 * `baseMs`, doubling, at most `maxMs`, before its password is checked (awaited on a timer: no worker is held).
 * At the `notifyAt`-th failure of a burst the owner is mailed, once.
 */
export const SIGN_IN_FAILURES = {
  perAddress: { points: 20, seconds: 15 * 60 },
  perAddressAndAccount: { points: 5, seconds: 15 * 60 },
  perAccount: { slowAfter: 3, baseMs: 250, maxMs: 3000, notifyAt: 5, burstSeconds: 15 * 60 },
} as const;

/** Milliseconds a sign-in of an account waits after that many failures of its current burst. */
export function signInDelayMs(failures: number): number {
  const { slowAfter, baseMs, maxMs } = SIGN_IN_FAILURES.perAccount;
  if (failures < slowAfter) return 0;
  return Math.min(baseMs * 2 ** Math.min(failures - slowAfter, 20), maxMs);
}

export interface RateLimits {
  /** Counts one attempt; throws a 429 (with Retry-After) when the address or the account is over its limit. */
  consume(action: AccountAction, address: string, account?: string): Promise<void>;
  /**
   * Before a password is checked: 429 (with Retry-After) when the address, or the address with this account,
   * has failed too often; then waits the account's delay (`signInDelayMs`).
   */
  beforeSignIn(address: string, account: string): Promise<void>;
  /** Counts a refused password; answers true at the one failure of the burst that should tell the owner. */
  signInFailed(address: string, account: string): Promise<boolean>;
  /** A right password: the account's and this address's count with it start again. */
  signInSucceeded(address: string, account: string): Promise<void>;
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
  /** How the sign-in delay is waited (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
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

  const failures = {
    address: limiter('signInFailures:address', SIGN_IN_FAILURES.perAddress),
    pair: limiter('signInFailures:pair', SIGN_IN_FAILURES.perAddressAndAccount),
    // A count, never a refusal: as many points as a burst could hold.
    account: limiter('signInFailures:account', {
      points: 1_000_000,
      seconds: SIGN_IN_FAILURES.perAccount.burstSeconds,
    }),
  };
  const sleep = opts.sleep ?? ((ms: number) => delay(ms));
  const accountKey = (account: string) => account.trim().toLowerCase();
  const pairKey = (address: string, account: string) => `${address}|${accountKey(account)}`;

  /** 429 when the limiter has no point left for the key (a read: a refused attempt is not counted). */
  async function refuseWhenSpent(l: RateLimiterAbstract, key: string) {
    const res = await l.get(key);
    if (res && res.consumedPoints >= l.points) {
      throw new ApiError(
        429,
        'too_many_attempts',
        undefined,
        Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      );
    }
  }

  /** Counts one point, over the limit or not (the next attempt is the one refused). */
  async function count(l: RateLimiterAbstract, key: string): Promise<number> {
    try {
      return (await l.consume(key)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
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
    async beforeSignIn(address, account) {
      if (factor === 0) return;
      await refuseWhenSpent(failures.address, address);
      await refuseWhenSpent(failures.pair, pairKey(address, account));
      const burst = await failures.account.get(accountKey(account));
      const wait = signInDelayMs(burst?.consumedPoints ?? 0);
      if (wait) await sleep(wait);
    },
    async signInFailed(address, account) {
      if (factor === 0) return false;
      await count(failures.address, address);
      await count(failures.pair, pairKey(address, account));
      return (await count(failures.account, accountKey(account))) === SIGN_IN_FAILURES.perAccount.notifyAt;
    },
    async signInSucceeded(address, account) {
      if (factor === 0) return;
      await failures.pair.delete(pairKey(address, account));
      await failures.account.delete(accountKey(account));
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
