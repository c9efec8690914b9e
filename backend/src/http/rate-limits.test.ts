import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { SIGN_IN_FAILURES, createRateLimits, signInDelayMs } from './rate-limits.js';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { buildStudent, buildTeacher } from '../test/factories.js';

/** Issue 8, finding 4: sign-in, sign-up and password reset are limited per address and per account. */
let t: TestContext;
let grants = 0;

beforeAll(async () => {
  // A tenth of the real limits keeps the test short: sign-in 3 per address, 1 per account.
  t = await createTestContext({ rateLimits: createRateLimits({ factor: 0.1 }) });
  const grant = t.identity.admin.passwordGrant.bind(t.identity.admin);
  t.identity.admin.passwordGrant = (email, password) => {
    grants++;
    return grant(email, password);
  };
});
afterAll(() => t.close());

const login = (email: string, address: string, lang = 'en') =>
  t.api(null, {
    method: 'POST',
    url: 'accounts/login/',
    payload: { email, password: 'Sai2026abcd' },
    headers: { 'x-forwarded-for': address, 'accept-language': lang },
  });

describe('rate limits of the public account actions', () => {
  it('does not block an account from another address: only the address, and the address with the account (issue 27 item 4)', async () => {
    const before = grants;
    expect((await login('ghost@example.test', '203.0.113.1')).status).toBe(400);
    expect((await login('ghost@example.test', '203.0.113.2')).status).toBe(400);
    // A tenth of the limits: one failure blocks this address with this account, before any password check.
    const limited = await login('ghost@example.test', '203.0.113.1', 'vi');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 429,
      message: 'Bạn đã thử quá nhiều lần, vui lòng đợi một lát rồi thử lại',
    });
    expect(grants).toBe(before + 2);
  });

  it('limits one address across accounts, with Retry-After', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(`user${i}@example.test`, address)).status);
    // A tenth of the limits: 2 failures per address (3 attempts per minute would be next).
    expect(statuses).toEqual([400, 400, 429, 429]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/lms-backend/api/accounts/login/',
      payload: { email: 'other@example.test', password: 'x' },
      headers: { 'x-forwarded-for': address },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_FAILURES.perAddress.seconds);
    // Another address is not affected.
    expect((await login('fresh@example.test', '198.51.100.8')).status).toBe(400);
  });

  it('bounds sign-up, reset requests and reset-code guesses', async () => {
    const address = '192.0.2.50';
    const guess = (n: number) =>
      t.api(null, {
        method: 'POST',
        url: 'accounts/password/reset/verified/',
        payload: { code: `GUESS${String(n).padStart(3, '0')}`, password: 'Moi2026abcd' },
        headers: { 'x-forwarded-for': address },
      });
    const guesses: number[] = [];
    for (let i = 0; i < 4; i++) guesses.push((await guess(i)).status);
    expect(guesses).toEqual([400, 400, 400, 429]);
    const reset = (to: string) =>
      t.api(null, {
        method: 'POST',
        url: 'accounts/password/reset/',
        payload: { email: to },
        headers: { 'x-forwarded-for': '192.0.2.60' },
      });
    expect((await reset('victim@example.test')).status).toBe(201);
    expect((await reset('victim@example.test')).status).toBe(429);
    const signUp = (n: number) =>
      t.api(null, {
        method: 'POST',
        url: 'accounts/signup/',
        payload: { email: `new${n}@example.test`, password: 'Matkhau2026' },
        headers: { 'x-forwarded-for': '192.0.2.70' },
      });
    const signUps: number[] = [];
    for (let i = 0; i < 4; i++) signUps.push((await signUp(i)).status);
    expect(signUps).toEqual([201, 201, 201, 429]);
  });

  it('bounds refresh-token exchanges per address, as sign-ins', async () => {
    const refresh = (address: string) =>
      t.api(null, {
        method: 'POST',
        url: 'refreshtoken',
        payload: { refresh_token: 'refresh-for-guess' },
        headers: { 'x-forwarded-for': address },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await refresh('192.0.2.80')).status);
    // A tenth of the limit: 6 per minute from one address.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    expect((await refresh('192.0.2.81')).status).toBe(400);
  });

  it('trusts X-Forwarded-For only from the configured proxies', async () => {
    const strict = await createTestContext({
      rateLimits: createRateLimits({ factor: 0.1 }),
      trustProxy: false,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await strict.api(null, {
        method: 'POST',
        url: 'accounts/login/',
        payload: { email: `spoof${i}@example.test`, password: 'x' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(res.status);
    }
    // The spoofed addresses are ignored: all four come from the one real address.
    expect(statuses.at(-1)).toBe(429);
    await strict.close();
  });
});

describe('a stranger cannot keep the owner out (issue 27 item 4)', () => {
  let real: TestContext;
  const waits: number[] = [];
  beforeAll(async () => {
    // The real limits; the delays are recorded instead of waited.
    real = await createTestContext({
      rateLimits: createRateLimits({ sleep: async (ms) => void waits.push(ms) }),
    });
  });
  afterAll(() => real.close());

  const signIn = (email: string, password: string, address: string) =>
    real.api(null, {
      method: 'POST',
      url: 'accounts/login/',
      payload: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('lets the owner in from another address after 50 failures from one; blocks the attacker; mails the owner once', async () => {
    const teacher = await buildTeacher(real.db, { email: 'co.lan@example.test' });
    await real.identity.admin.createUser({
      email: teacher.email,
      firstName: '',
      lastName: '',
      password: 'Dung2026abcd',
    });
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await signIn(teacher.email, `Sai2026x${i}`, attacker)).status);
    const pair = SIGN_IN_FAILURES.perAddressAndAccount.points;
    expect(statuses.slice(0, pair)).toEqual(Array(pair).fill(400));
    expect(statuses.slice(pair)).toEqual(Array(50 - pair).fill(429));
    // The attacker's address is refused for other accounts too; the refusal says nothing about the account.
    const other = await signIn('someone.else@example.test', 'Sai2026abcd', attacker);
    expect(other.status).toBe(429);
    expect(other.body).toEqual({
      code: 429,
      message: 'Too many attempts; please wait a little and try again',
    });

    const owner = await signIn(teacher.email, 'Dung2026abcd', '198.51.100.5');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toMatch(/^token-for-/);
    // Slowed, not blocked: every wait is bounded, the owner's included.
    expect(waits.at(-1)).toBe(signInDelayMs(pair));
    expect(Math.max(...waits)).toBeLessThanOrEqual(SIGN_IN_FAILURES.perAccount.maxMs);

    const mails = (await real.mailer.recent()).filter((m) => m.to === teacher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Đăng nhập sai nhiều lần / Several failed sign-ins');
    expect(mails[0]!.text).toContain('Someone just tried several times to sign in');
    expect(mails[0]!.text).not.toMatch(/Sai2026x/);
  });

  it('blocks an address that fails across many accounts, not those accounts elsewhere', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await signIn(`target${i}@example.test`, 'Sai2026abcd', address)).status);
    const limit = SIGN_IN_FAILURES.perAddress.points;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(400));
    expect(statuses.slice(limit)).toEqual(Array(25 - limit).fill(429));
    expect((await signIn('target0@example.test', 'Sai2026abcd', '203.0.113.78')).status).toBe(400);
  });
});

describe('counters in Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('are shared by two backend processes', async () => {
    const prefix = `test-${randomUUID()}`;
    const a = createRateLimits({ redisUrl, prefix, factor: 0.1 });
    const b = createRateLimits({ redisUrl, prefix, factor: 0.1 });
    try {
      await Promise.all([a.ready(), b.ready()]);
      await a.consume('signUp', '203.0.113.9', 'shared@example.test');
      await expect(b.consume('signUp', '203.0.113.10', 'shared@example.test')).rejects.toMatchObject({
        status: 429,
      });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('rate limit of the password change (issue 10 item 2)', () => {
  it('counts guesses of the current password as sign-ins of the account: refused before the identity server is asked', async () => {
    const student = await buildStudent(t.db);
    const sub = await t.identity.admin.createUser({
      email: student.email,
      firstName: '',
      lastName: '',
      password: 'Dung2026abcd',
    });
    await t.db.update(users).set({ sub }).where(eq(users.id, student.id));
    student.sub = sub;
    const change = (current: string) =>
      t.api(student, {
        method: 'POST',
        url: 'accounts/password/change/',
        payload: { current_password: current, password: 'Moi2026abcd' },
        headers: { 'x-forwarded-for': '192.0.2.44' },
      });
    const before = grants;
    expect((await change('Doan2026sai')).status).toBe(400);
    const limited = await change('Dung2026abcd');
    expect(limited.status).toBe(429);
    expect(grants).toBe(before + 1);
    expect(t.identity.accounts.get(sub)!.password).toBe('Dung2026abcd');
  });
});
