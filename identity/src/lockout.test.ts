import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockoutPolicy } from './config.js';
import { createLockout, lockSeconds } from './lockout.js';
import { seedUser, startTestServer, type TestServer } from './test/server.js';

const policy: LockoutPolicy = { maxFailures: 5, waitSeconds: 60, maxWaitSeconds: 900, resetSeconds: 43_200 };

describe('lock duration', () => {
  it('is nothing before the 5th failure, then 60 s doubling up to 15 minutes', () => {
    expect([1, 4].map((n) => lockSeconds(n, policy))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 50].map((n) => lockSeconds(n, policy))).toEqual([
      60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});

describe('lockout store', () => {
  let server: TestServer;
  let now = new Date('2025-03-01T08:00:00Z');
  const clock = () => now;
  const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('locks on the 5th consecutive failure, for longer after each further one, and a success resets', async () => {
    const lockout = createLockout(server.database, policy, clock);
    const { id } = await seedUser(server);
    for (let i = 0; i < 4; i += 1) expect(await lockout.recordFailure(id)).toBeNull();
    expect(await lockout.lockedUntil(id)).toBeNull();
    expect(await lockout.recordFailure(id)).toEqual(new Date(now.getTime() + 60_000));
    expect(await lockout.lockedUntil(id)).toEqual(new Date(now.getTime() + 60_000));

    advance(61);
    expect(await lockout.lockedUntil(id)).toBeNull();
    expect(await lockout.recordFailure(id)).toEqual(new Date(now.getTime() + 120_000));

    advance(121);
    await lockout.reset(id);
    expect(await lockout.lockedUntil(id)).toBeNull();
    for (let i = 0; i < 4; i += 1) expect(await lockout.recordFailure(id)).toBeNull();
  });

  it('forgets failures older than the reset time', async () => {
    const lockout = createLockout(server.database, policy, clock);
    const { id } = await seedUser(server);
    for (let i = 0; i < 4; i += 1) await lockout.recordFailure(id);
    advance(policy.resetSeconds + 1);
    expect(await lockout.recordFailure(id)).toBeNull();
  });
});
