import { describe, expect, it } from 'vitest';
import { createAuthenticator } from './authenticate.js';
import { hashPassword } from './passwords.js';
import { ATTEMPT_LIMITS, DEFAULT_SLOWDOWN, createAttemptLimits, slowdownMs } from './rate-limits.js';
import type { User, UserStore } from './users.js';

/** Issue 8, finding 4, and issue 27 item 4: the identity server's own limits, before any password is hashed. */
async function storeWith(user: { email: string; password: string }) {
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
      return login.trim().toLowerCase() === user.email ? row : null;
    },
  } as unknown as UserStore;
  return { store, lookups };
}

const page = (ip: string) => ({ via: 'page', ip }) as const;

describe('slowing of an account', () => {
  it('is nothing before the 3rd failure, then 250 ms doubling up to 3 s', () => {
    expect([0, 1, 2].map((n) => slowdownMs(n, DEFAULT_SLOWDOWN))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8, 50].map((n) => slowdownMs(n, DEFAULT_SLOWDOWN))).toEqual([
      250, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
  });
});

describe('attempt limits of the identity server', () => {
  it('lets the owner in from another address after a stranger’s 50 failures from one; blocks the stranger; tells the owner once', async () => {
    const { store } = await storeWith({ email: 'co.lan@example.test', password: 'Dung2026abc' });
    const waits: number[] = [];
    const told: string[] = [];
    const limits = createAttemptLimits({ sleep: async (ms) => void waits.push(ms) });
    const authenticate = createAuthenticator(store, limits, async (user) => void told.push(user.id));
    const answers = [];
    for (let i = 0; i < 50; i++)
      answers.push(await authenticate('co.lan@example.test', `Sai${i}`, page('203.0.113.66')));
    const pair = ATTEMPT_LIMITS.failuresPerAddressAndLogin.points;
    expect(answers.slice(0, pair)).toEqual(Array(pair).fill({ ok: false, reason: 'invalid_credentials' }));
    for (const answer of answers.slice(pair)) expect(answer).toMatchObject({ ok: false, reason: 'too_many' });

    const owner = await authenticate('co.lan@example.test', 'Dung2026abc', page('198.51.100.5'));
    expect(owner).toMatchObject({ ok: true, user: { id: 'u1' } });
    // Slowed, not refused: the owner waited the delay of 5 failures, and no wait is over the bound.
    expect(waits.at(-1)).toBe(slowdownMs(pair, DEFAULT_SLOWDOWN));
    expect(Math.max(...waits)).toBeLessThanOrEqual(DEFAULT_SLOWDOWN.maxDelayMs);
    expect(told).toEqual(['u1']);
  });

  it('blocks an address that fails across many logins, before any lookup; another address is not affected', async () => {
    const { store, lookups } = await storeWith({ email: 'real@example.test', password: 'Dung2026abc' });
    const authenticate = createAuthenticator(store, createAttemptLimits({ sleep: async () => {} }));
    const limit = ATTEMPT_LIMITS.failuresPerAddress.points;
    for (let i = 0; i < limit; i++)
      expect(await authenticate(`ghost${i}@example.test`, 'x', page('203.0.113.7'))).toEqual({
        ok: false,
        reason: 'invalid_credentials',
      });
    const refused = await authenticate('real@example.test', 'Dung2026abc', page('203.0.113.7'));
    expect(refused).toMatchObject({ ok: false, reason: 'too_many' });
    expect(refused.ok === false && refused.reason === 'too_many' && refused.retryAfter).toBeGreaterThan(0);
    expect(lookups).toHaveLength(limit);
    expect(await authenticate('real@example.test', 'Dung2026abc', page('203.0.113.8'))).toMatchObject({
      ok: true,
    });
  });

  it('slows an unknown login as a known one, so that the delay tells nobody who has an account', async () => {
    const { store } = await storeWith({ email: 'real@example.test', password: 'Dung2026abc' });
    const waits: string[] = [];
    let current = '';
    const authenticate = createAuthenticator(
      store,
      createAttemptLimits({ sleep: async (ms) => void waits.push(`${current}:${ms}`) }),
    );
    for (const login of ['real@example.test', 'ghost@example.test']) {
      current = login;
      for (let i = 0; i < 4; i++) await authenticate(login, 'wrong', page(`192.0.2.${i}`));
    }
    expect(waits).toEqual(['real@example.test:250', 'ghost@example.test:250']);
  });

  it('leaves the password grant to the backend: not counted, not slowed', async () => {
    const { store } = await storeWith({ email: 'real@example.test', password: 'Dung2026abc' });
    const waits: number[] = [];
    const authenticate = createAuthenticator(
      store,
      createAttemptLimits({ sleep: async (ms) => void waits.push(ms) }),
    );
    for (let i = 0; i < 10; i++) await authenticate('real@example.test', 'wrong', { via: 'grant' });
    expect(await authenticate('real@example.test', 'Dung2026abc', page('192.0.2.9'))).toMatchObject({
      ok: true,
    });
    expect(waits).toEqual([]);
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
    for (let i = 0; i < 50; i++) {
      expect(await limits.address('signIn', '203.0.113.5')).toBeNull();
      expect(await limits.failed('203.0.113.5', 'a@example.test', 'login:a@example.test')).toBe(false);
      expect(await limits.failures('203.0.113.5', 'a@example.test')).toBeNull();
    }
  });
});
