import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildStudent } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2028-02-29T06:00:00+07:00');

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const lastCode = async (to: string) => {
  const mail = (await t.mailer.recent()).find((m) => m.to === to);
  return mail?.text.match(/: ([A-Z0-9]{8})\n/)?.[1];
};

describe('POST accounts/signup/', () => {
  it('creates the account in the identity provider with the student role and the LMS row', async () => {
    const res = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: {
        email: 'Mai.Anh@Example.test',
        password: 'Matkhau2026',
        confirm_password: 'Matkhau2026',
        first_name: 'Anh',
        last_name: 'Đỗ Mai',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: 'mai.anh@example.test', first_name: 'Anh', last_name: 'Đỗ Mai' });
    const account = [...t.identity.accounts.values()].find((a) => a.email === 'mai.anh@example.test');
    expect(account).toMatchObject({ role: 'student', password: 'Matkhau2026' });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mai.anh@example.test'));
    expect(row).toMatchObject({ sub: account!.id, role: 1, name: 'Đỗ Mai Anh' });
  });

  it('marks an account signed up from the IELTS page as an IELTS candidate (issue 30 point 1)', async () => {
    const res = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { email: 'ung.vien@example.test', password: 'Thisinh2026', ielts_candidate: true },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ung.vien@example.test'));
    expect(row).toMatchObject({ role: 1, studentStatus: 'ielts_candidate' });
    const [plain] = await t.db.select().from(users).where(eq(users.email, 'mai.anh@example.test'));
    expect(plain!.studentStatus).toBe('');
  });

  it('answers a known e-mail exactly as a new one, creates nothing, and tells the owner by mail', async () => {
    const payload = {
      email: 'mai.anh@example.test',
      password: 'Khac2026xx',
      first_name: 'Anh',
      last_name: 'Đỗ Mai',
    };
    const accountsBefore = t.identity.accounts.size;
    const res = await t.api(null, { method: 'POST', url: 'accounts/signup/', payload });
    const fresh = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { ...payload, email: 'someone.new@example.test' },
    });
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual({ ...fresh.body, email: 'mai.anh@example.test' });
    expect(t.identity.accounts.size).toBe(accountsBefore + 1);
    const account = [...t.identity.accounts.values()].find((a) => a.email === 'mai.anh@example.test');
    expect(account?.password).toBe('Matkhau2026');
    const mail = (await t.mailer.recent()).find((m) => m.to === 'mai.anh@example.test');
    expect(mail?.subject).toBe('Your e-mail already has an account');
  });

  it('never hands a seeded row (an IELTS candidate) to whoever signs up with its address', async () => {
    const candidate = await buildStudent(t.db, { email: 'thi.sinh@example.test', passport: 'B1234567' });
    const res = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { email: 'thi.sinh@example.test', password: 'Chiemdoat1' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row!.sub).toBeNull();
    expect([...t.identity.accounts.values()].some((a) => a.email === 'thi.sinh@example.test')).toBe(false);

    // The owner proves the address with a mailed code: the row gets its sign-in account then.
    await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/',
      payload: { email: 'thi.sinh@example.test' },
    });
    const code = await lastCode('thi.sinh@example.test');
    const reset = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Thisinh2026' },
    });
    expect(reset.status).toBe(200);
    const account = [...t.identity.accounts.values()].find((a) => a.email === 'thi.sinh@example.test');
    expect(account).toMatchObject({ password: 'Thisinh2026', emailVerified: true, role: 'student' });
    const [linked] = await t.db.select().from(users).where(eq(users.id, candidate.id));
    expect(linked!.sub).toBe(account!.id);
  });

  it('applies the specified password rules with their messages', async () => {
    const short = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { email: 'a@b.vn', password: 'abc12' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toEqual(['Password must be at least 8 characters']);
    const symbols = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { email: 'a@b.vn', password: 'abc12345!' },
    });
    expect(symbols.body.errors.password).toEqual(['Password may contain only digits 0-9 and letters']);
    const mismatch = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { email: 'a@b.vn', password: 'abc12345', confirm_password: 'abc12346' },
    });
    expect(mismatch.body.errors).toEqual({ confirm_password: ['Passwords do not match'] });
    const vi = await t.api(null, {
      method: 'POST',
      url: 'accounts/signup/',
      payload: { email: 'khong-hop-le', password: 'abc12345' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.errors.email).toEqual(['Email không đúng định dạng']);
  });
});

describe('POST accounts/login/', () => {
  it('returns a token for the right password and 400 otherwise', async () => {
    const ok = await t.api(null, {
      method: 'POST',
      url: 'accounts/login/',
      payload: { email: 'mai.anh@example.test', password: 'Matkhau2026' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^token-for-/);
    const bad = await t.api(null, {
      method: 'POST',
      url: 'accounts/login/',
      payload: { email: 'mai.anh@example.test', password: 'wrong' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.non_field_errors).toEqual(['Unable to login with provided credentials.']);
    const blank = await t.api(null, {
      method: 'POST',
      url: 'accounts/login/',
      payload: { email: '', password: '' },
    });
    expect(Object.keys(blank.body.errors).sort()).toEqual(['email', 'password']);
  });
});

describe('POST refreshtoken', () => {
  const refresh = (refreshToken: unknown, lang = 'en') =>
    t.api(null, {
      method: 'POST',
      url: 'refreshtoken',
      payload: { refresh_token: refreshToken },
      headers: { 'accept-language': lang },
    });

  it('exchanges the login’s refresh token for new tokens, shaped as the login’s answer', async () => {
    const login = await t.api(null, {
      method: 'POST',
      url: 'accounts/login/',
      payload: { email: 'mai.anh@example.test', password: 'Matkhau2026' },
    });
    const res = await refresh(login.body.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: login.body.token,
      refresh_token: login.body.refresh_token,
      expires_in: 300,
    });
    // The trailing slash is optional, as on every path.
    const slash = await t.api(null, {
      method: 'POST',
      url: 'refreshtoken/',
      payload: { refresh_token: login.body.refresh_token },
    });
    expect(slash.status).toBe(200);
  });

  it('refuses an unknown or ended refresh token with a field error in the caller’s language', async () => {
    const unknown = await refresh('refresh-for-nobody');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      refresh_token: ['This refresh token is invalid or has expired: sign in again'],
    });
    const account = [...t.identity.accounts.values()].find((a) => a.email === 'mai.anh@example.test')!;
    account.sessions = 0;
    const ended = await refresh(`refresh-for-${account.id}`, 'vi');
    expect(ended.status).toBe(400);
    expect(ended.body.errors).toEqual({
      refresh_token: ['Refresh token không hợp lệ hoặc đã hết hạn: vui lòng đăng nhập lại'],
    });
  });

  it('refuses a missing, blank, too long or non-string token and an unknown field (400, never 500)', async () => {
    expect((await refresh('  ')).body.errors).toEqual({ refresh_token: ['This field is required'] });
    expect((await refresh('x'.repeat(4097))).body.errors).toEqual({
      refresh_token: ['This refresh token is invalid or has expired: sign in again'],
    });
    expect((await refresh(42)).status).toBe(400);
    const missing = await t.api(null, { method: 'POST', url: 'refreshtoken', payload: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['refresh_token']);
    const extra = await t.api(null, {
      method: 'POST',
      url: 'refreshtoken',
      payload: { refresh_token: 'refresh-for-x', grant_type: 'password' },
    });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.errors)).toEqual(['grant_type']);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await t.mailer.recent()).length;
    const res = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/',
      payload: { email: 'nobody@example.test' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: 'nobody@example.test', message: 'Please check your Email' });
    expect((await t.mailer.recent()).length).toBe(before);
  });

  it('mails a code that sets a new password once, then stops working', async () => {
    const res = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/',
      payload: { email: 'mai.anh@example.test' },
    });
    expect(res.status).toBe(201);
    const code = await lastCode('mai.anh@example.test');
    expect(code).toBeDefined();
    expect(
      (await t.api(null, { method: 'GET', url: `accounts/password/reset/verify/?code=${code}` })).status,
    ).toBe(200);
    const done = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Moi2026abc' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: 'Password reset.' });
    const account = [...t.identity.accounts.values()].find((a) => a.email === 'mai.anh@example.test');
    expect(account!.password).toBe('Moi2026abc');
    const again = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Khac2026abc' },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toEqual(['This code is invalid or has expired']);
  });

  it('refuses an expired code and a superseded one', async () => {
    await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/',
      payload: { email: 'mai.anh@example.test' },
    });
    const first = await lastCode('mai.anh@example.test');
    await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/',
      payload: { email: 'mai.anh@example.test' },
    });
    const second = await lastCode('mai.anh@example.test');
    expect(second).not.toBe(first);
    const superseded = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code: first, password: 'Abcdefgh1' },
    });
    expect(superseded.status).toBe(400);
    await t.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code: second, password: 'Abcdefgh1' },
    });
    expect(expired.status).toBe(400);
  });

  it('shows the captured mail on the development mailbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lms-backend/api/dev/mailbox/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Reset your password');
  });
});

describe('authenticated account endpoints', () => {
  it('change the password and log out through the identity provider', async () => {
    const student = await buildStudent(t.db);
    const sub = await t.identity.admin.createUser({
      email: student.email,
      firstName: '',
      lastName: '',
      password: 'Cu2026abcd',
    });
    await t.db.update(users).set({ sub }).where(eq(users.id, student.id));
    student.sub = sub;
    const changed = await t.api(student, {
      method: 'POST',
      url: 'accounts/password/change/',
      payload: { current_password: 'Cu2026abcd', password: 'Moi2026abcd' },
    });
    expect(changed.status).toBe(200);
    expect(t.identity.accounts.get(sub)!.password).toBe('Moi2026abcd');
    const bad = await t.api(student, {
      method: 'POST',
      url: 'accounts/password/change/',
      payload: { current_password: 'Moi2026abcd', password: 'x' },
    });
    expect(bad.status).toBe(400);
    expect((await t.api(student, { method: 'GET', url: 'accounts/logout/' })).body).toEqual({
      success: 'User logged out.',
    });
    expect(
      (
        await t.api(null, {
          method: 'POST',
          url: 'accounts/password/change/',
          payload: { current_password: 'Moi2026abcd', password: 'Moi2026abcd' },
        })
      ).status,
    ).toBe(401);
  });

  it('asks the current password: a wrong or missing one changes nothing and says so on its field', async () => {
    const student = await buildStudent(t.db);
    const sub = await t.identity.admin.createUser({
      email: student.email,
      firstName: '',
      lastName: '',
      password: 'Hientai2026',
    });
    await t.db.update(users).set({ sub }).where(eq(users.id, student.id));
    student.sub = sub;
    const wrong = await t.api(student, {
      method: 'POST',
      url: 'accounts/password/change/',
      payload: { current_password: 'Doan2026sai', password: 'Moi2026abcd', confirm_password: 'Moi2026abcd' },
      headers: { 'accept-language': 'vi' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: ['Mật khẩu hiện tại không đúng'] });
    expect(t.identity.accounts.get(sub)!.password).toBe('Hientai2026');

    const english = await t.api(student, {
      method: 'POST',
      url: 'accounts/password/change/',
      payload: { current_password: 'Doan2026sai', password: 'Moi2026abcd' },
    });
    expect(english.body.errors).toEqual({ current_password: ['The current password is not correct'] });

    const missing = await t.api(student, {
      method: 'POST',
      url: 'accounts/password/change/',
      payload: { password: 'Moi2026abcd' },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['current_password']);
    expect(t.identity.accounts.get(sub)!.password).toBe('Hientai2026');

    // The check is a sign-in of its own: the session it opens is ended at once.
    const sessions = t.identity.accounts.get(sub)!.sessions;
    const right = await t.api(student, {
      method: 'POST',
      url: 'accounts/password/change/',
      payload: { current_password: 'Hientai2026', password: 'Moi2026abcd' },
    });
    expect(right.status).toBe(200);
    expect(t.identity.accounts.get(sub)!).toMatchObject({ password: 'Moi2026abcd', sessions });
  });
});
