import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Attempts allowed per client address, for the sign-in page and the registration page, and refused
 * sign-ins per address and per address with the login typed (issue 27 item 4). The same library as the
 * backend's (docs/decisions.md): memory by default, Redis when configured, memory as insurance while Redis
 * is unreachable. An account is never blocked here: its failures only slow it (`SlowdownPolicy`).
 */
export const ATTEMPT_LIMITS = {
  signIn: { points: 30, seconds: 60 },
  signUp: { points: 30, seconds: 60 * 60 },
  failuresPerAddress: { points: 20, seconds: 15 * 60 },
  failuresPerAddressAndLogin: { points: 5, seconds: 15 * 60 },
};

/**
 * The slowing of one account (the user, or the login typed when it names nobody, so that an unknown login
 * answers as slowly as a known one): from `slowAfter` failures of a burst, each attempt waits `delayMs`,
 * doubling, at most `maxDelayMs`, before its password is checked (a timer: no worker is held). A burst ends
 * `resetSeconds` after its first failure, or at a success; its `notifyAt`-th failure mails the owner, once.
 */
export interface SlowdownPolicy {
  slowAfter: number;
  delayMs: number;
  maxDelayMs: number;
  notifyAt: number;
  resetSeconds: number;
}

/** Milliseconds an attempt waits after that many failures of the account's burst. */
export function slowdownMs(failures: number, policy: SlowdownPolicy): number {
  if (failures < policy.slowAfter) return 0;
  return Math.min(policy.delayMs * 2 ** Math.min(failures - policy.slowAfter, 20), policy.maxDelayMs);
}

export interface AttemptLimits {
  /** Seconds to wait when this address has made too many attempts of this kind, else null (and counted). */
  address(kind: 'signIn' | 'signUp', ip: string): Promise<number | null>;
  /** Seconds to wait when this address, or this address with this login, failed too often (not counted). */
  failures(ip: string, login: string): Promise<number | null>;
  /** Waits the account's delay (`slowdownMs`). */
  slowDown(account: string): Promise<void>;
  /** Counts a refused password; answers true at the one failure of the burst that should tell the owner. */
  failed(ip: string | undefined, login: string, account: string): Promise<boolean>;
  /** A right password: this address with this login, and the account, start again. */
  succeeded(ip: string | undefined, login: string, account: string): Promise<void>;
  close(): Promise<void>;
}

export function createAttemptLimits(
  opts: {
    redisUrl?: string | undefined;
    factor?: number;
    slowdown?: SlowdownPolicy;
    /** How a delay is waited (tests record it instead). */
    sleep?: (ms: number) => Promise<void>;
  } = {},
): AttemptLimits {
  const factor = opts.factor ?? 1;
  const policy = opts.slowdown ?? DEFAULT_SLOWDOWN;
  const sleep = opts.sleep ?? ((ms: number) => delay(ms));
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', () => {
    // The memory insurance counts meanwhile; ioredis reconnects by itself.
  });
  const limiter = (name: string, w: { points: number; seconds: number }): RateLimiterAbstract => {
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
  const limiters = {
    signIn: limiter('signIn', ATTEMPT_LIMITS.signIn),
    signUp: limiter('signUp', ATTEMPT_LIMITS.signUp),
    failuresPerAddress: limiter('failures:address', ATTEMPT_LIMITS.failuresPerAddress),
    failuresPerPair: limiter('failures:pair', ATTEMPT_LIMITS.failuresPerAddressAndLogin),
    // A count, never a refusal.
    accountFailures: limiter('failures:account', { points: 1_000_000, seconds: policy.resetSeconds }),
  };
  const off = factor === 0;
  const normal = (login: string) => login.trim().toLowerCase();
  const pair = (ip: string, login: string) => `${ip}|${normal(login)}`;
  const take = async (l: RateLimiterAbstract, key: string) => {
    if (off) return null;
    try {
      await l.consume(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
  /** Seconds to wait when the key has no point left (a read: the refused attempt is not counted). */
  const spent = async (l: RateLimiterAbstract, key: string) => {
    const res = await l.get(key);
    return res && res.consumedPoints >= l.points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : null;
  };
  /** Counts a point, over the limit or not; answers the points of the window. */
  const count = async (l: RateLimiterAbstract, key: string) => {
    try {
      return (await l.consume(key)).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
  };
  return {
    address: (kind, ip) => take(limiters[kind], ip),
    async failures(ip, login) {
      if (off) return null;
      return (
        (await spent(limiters.failuresPerAddress, ip)) ??
        (await spent(limiters.failuresPerPair, pair(ip, login)))
      );
    },
    async slowDown(account) {
      if (off) return;
      const burst = await limiters.accountFailures.get(account);
      const wait = slowdownMs(burst?.consumedPoints ?? 0, policy);
      if (wait) await sleep(wait);
    },
    async failed(ip, login, account) {
      if (off) return false;
      if (ip !== undefined) {
        await count(limiters.failuresPerAddress, ip);
        await count(limiters.failuresPerPair, pair(ip, login));
      }
      return (await count(limiters.accountFailures, account)) === policy.notifyAt;
    },
    async succeeded(ip, login, account) {
      if (off) return;
      if (ip !== undefined) await limiters.failuresPerPair.delete(pair(ip, login));
      await limiters.accountFailures.delete(account);
    },
    async close() {
      redis?.disconnect();
    },
  };
}

export const DEFAULT_SLOWDOWN: SlowdownPolicy = {
  slowAfter: 3,
  delayMs: 250,
  maxDelayMs: 3000,
  notifyAt: 5,
  resetSeconds: 15 * 60,
};
