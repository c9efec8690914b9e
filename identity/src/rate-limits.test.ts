import { describe, expect, it } from 'vitest';
import { createAuthenticator } from './authenticate.js';
import type { Lockout } from './lockout.js';
import { hashPassword } from './passwords.js';
import { createAttemptLimits } from './rate-limits.js';
import type { User, UserStore } from './users.js';

/** Issue 8, finding 4: the identity server's own limits, before any password is hashed. */
const noLockout: Lockout = {
  lockedUntil: async () => null,
  recordFailure: async () => null,
  reset: async () => {},
};

async function storeWith(user: Partial<User> & { email: string; password: string }) {
  const lookups: string[] = [];
  const row = {
    id: 'u1',
    username: user.email,
    email: user.email,
    enabled: true,
    passwordHash: await hashPassword(user.password),
  } as unknown as User;
  const store = {
    findByLogin: async (login: string) => {
      lookups.push(login);
      return login === user.email ? row : null;
    },
  } as unknown as UserStore;
  return { store, lookups };
}

describe('attempt limits of the identity server', () => {
  it('stops guesses at an unknown account before any lookup or scrypt', async () => {
    const { store, lookups } = await storeWith({ email: 'real@example.test', password: 'Dung2026abc' });
    // A tenth of the real limit: one attempt per account.
    const authenticate = createAuthenticator(store, noLockout, createAttemptLimits({ factor: 0.1 }), () => 0);
    expect(await authenticate('ghost@example.test', 'x')).toEqual({
      ok: false,
      reason: 'invalid_credentials',
    });
    const refused = await authenticate('Ghost@Example.test ', 'y');
    expect(refused).toMatchObject({ ok: false, reason: 'locked' });
    expect(
      refused.ok === false && refused.reason === 'locked' && refused.lockedUntil.getTime(),
    ).toBeGreaterThan(0);
    expect(lookups).toEqual(['ghost@example.test']);
    // Another account is not affected.
    expect(await authenticate('real@example.test', 'Dung2026abc')).toMatchObject({ ok: true });
  });

  it('counts per address for each kind of page', async () => {
    const limits = createAttemptLimits({ factor: 0.1 });
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await limits.address('signIn', '203.0.113.5'));
    expect(waits.slice(0, 3)).toEqual([null, null, null]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(await limits.address('signUp', '203.0.113.5')).toBeNull();
    expect(await limits.address('signIn', '203.0.113.6')).toBeNull();
  });

  it('turns off with a factor of 0', async () => {
    const limits = createAttemptLimits({ factor: 0 });
    for (let i = 0; i < 50; i++) expect(await limits.account('a@example.test')).toBeNull();
  });
});
