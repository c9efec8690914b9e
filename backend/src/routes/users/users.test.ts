import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildClass,
  buildExaminer,
  buildStudent,
  buildTeacher,
  enrol,
} from '../../test/factories.js';
import type { UserRow } from '../../http/auth.js';
import { eq } from 'drizzle-orm';
import { passwordResetCodes } from '../../db/schema.js';
import { fixClock } from '../../test/clock.js';

fixClock('2028-02-29T06:00:00+07:00');

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, student: UserRow, stranger: UserRow;
let examiner: UserRow;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db, { name: 'Nguyễn Quản Trị' });
  teacher = await buildTeacher(t.db, { name: 'Trần Thị Lan' });
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db, { name: 'Lê Văn An', phone: '0912345678' });
  stranger = await buildStudent(t.db, { name: 'Phạm Minh Đức' });
  const cls = await buildClass(t.db, {}, { teachers: [teacher] });
  await enrol(t.db, cls.id, student.id);
});
afterAll(() => t.close());

describe('authentication', () => {
  it('answers 401 without a token and with a forged one', async () => {
    expect((await t.api(null, { method: 'GET', url: 'self/' })).status).toBe(401);
    const forged = await t.api(null, {
      method: 'GET',
      url: 'self/',
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' },
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ code: 401, message: expect.any(String) });
  });

  it('rejects a token from another issuer and an expired token', async () => {
    const { createTestSigner } = await import('../../test/context.js');
    const other = await createTestSigner('http://evil.example/realms/lms');
    const foreign = await other.mint({ sub: 'x', email: 'x@example.test' });
    expect(
      (await t.api(null, { method: 'GET', url: 'self/', headers: { authorization: `Bearer ${foreign}` } }))
        .status,
    ).toBe(401);
  });

  it('creates the user row on first sign-in from the token claims', async () => {
    const { SignJWT } = await import('jose');
    expect(SignJWT).toBeDefined();
    const res = await t.api(null, {
      method: 'GET',
      url: 'self/',
      headers: { authorization: `Bearer ${await t.tokenFor(student)}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: student.id, email: student.email, role: 1, id_lms: student.sub });
  });
});

describe('GET self/ and accounts/users/me/', () => {
  it('returns every specified field with empty strings for missing values', async () => {
    const res = await t.api(teacher, { method: 'GET', url: 'accounts/users/me/' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Trần Thị Lan',
      role: 2,
      address: '',
      date_of_birth: '',
      passport: '',
    });
  });
});

describe('GET user/', () => {
  it('lets an admin search and filter by role, paged', async () => {
    const res = await t.api(admin, { method: 'GET', url: 'user/?search=lê văn&role=1' });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results[0].email).toBe(student.email);
    const paged = await t.api(admin, { method: 'GET', url: 'user/?page_size=2&page=1' });
    expect(paged.body.results).toHaveLength(2);
    expect(paged.body.next).toContain('page=2');
    expect(paged.body.previous).toBeNull();
  });

  it('serves a batch by ids', async () => {
    const res = await t.api(admin, { method: 'GET', url: `user/?ids=${student.id},${teacher.id}` });
    expect(res.body.results.map((u: { id: number }) => u.id).sort()).toEqual([student.id, teacher.id].sort());
  });

  it('shows a teacher only the students of their own classes', async () => {
    const mine = await t.api(teacher, { method: 'GET', url: 'user/' });
    expect(mine.body.results.map((u: { id: number }) => u.id)).toEqual([student.id]);
    const none = await t.api(otherTeacher, { method: 'GET', url: 'user/' });
    expect(none.body.count).toBe(0);
  });

  it('refuses students and examiners', async () => {
    expect((await t.api(student, { method: 'GET', url: 'user/' })).status).toBe(403);
    expect((await t.api(examiner, { method: 'GET', url: 'user/' })).status).toBe(403);
  });

  it('answers 400 with field errors for bad filters', async () => {
    const res = await t.api(admin, { method: 'GET', url: 'user/?page_size=0&role=3&ids=a,b&bogus=1' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['bogus', 'ids', 'page_size', 'role']);
  });
});

describe('GET user/{id}/', () => {
  it('lets a teacher read a student of their class but not a stranger', async () => {
    expect((await t.api(teacher, { method: 'GET', url: `user/${student.id}/` })).status).toBe(200);
    expect((await t.api(teacher, { method: 'GET', url: `user/${stranger.id}/` })).status).toBe(403);
  });
  it('lets a student read only themself', async () => {
    expect((await t.api(student, { method: 'GET', url: `user/${student.id}/` })).status).toBe(200);
    expect((await t.api(student, { method: 'GET', url: `user/${teacher.id}/` })).status).toBe(403);
  });
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.api(admin, { method: 'GET', url: 'user/999999/' })).status).toBe(404);
    expect((await t.api(admin, { method: 'GET', url: 'user/abc/' })).status).toBe(400);
  });
});

describe('PUT user/{id}/', () => {
  it('updates the own profile', async () => {
    const res = await t.api(student, {
      method: 'PUT',
      url: `user/${student.id}/`,
      payload: {
        address: '12 Nguyễn Trãi, Hà Nội',
        phone: '+84 091 234 5678',
        gender: 1,
        date_of_birth: '2001-06-01',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      address: '12 Nguyễn Trãi, Hà Nội',
      gender: 1,
      date_of_birth: '2001-06-01',
    });
  });

  it('refuses manager fields from a non-admin and another user’s profile', async () => {
    const own = await t.api(student, { method: 'PUT', url: `user/${student.id}/`, payload: { role: 0 } });
    expect(own.status).toBe(400);
    expect(own.body.errors.role).toEqual(['Only an administrator can change this field']);
    expect(
      (await t.api(student, { method: 'PUT', url: `user/${stranger.id}/`, payload: { name: 'x' } })).status,
    ).toBe(403);
  });

  it('lets an admin change the role and deactivate', async () => {
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${stranger.id}/`,
      payload: { student_status: 'paused', is_active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ student_status: 'paused', is_active: false });
    expect(t.identity.accounts.get(res.body.id_lms)).toMatchObject({ enabled: false });
    const promoted = await t.api(admin, { method: 'PUT', url: `user/${stranger.id}/`, payload: { role: 2 } });
    expect(t.identity.accounts.get(promoted.body.id_lms)).toMatchObject({ role: 'teacher' });
  });

  it('rejects a malformed phone and e-mail with the specified messages, in the caller’s language', async () => {
    const en = await t.api(admin, {
      method: 'PUT',
      url: `user/${student.id}/`,
      payload: { phone: '12ab', email: 'nope' },
    });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ phone: ['Phone number is not valid'], email: ['Unvalid Email'] });
    const vi = await t.api(admin, {
      method: 'PUT',
      url: `user/${student.id}/`,
      payload: { phone: '12ab' },
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(vi.body.errors.phone).toEqual(['Số điện thoại không hợp lệ']);
  });

  it('rejects unknown fields and wrong types', async () => {
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${student.id}/`,
      payload: { gender: 'male', shoe: 42 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['gender', 'shoe']);
  });

  it('answers 409 when the e-mail is taken', async () => {
    const res = await t.api(admin, {
      method: 'PUT',
      url: `user/${student.id}/`,
      payload: { email: teacher.email },
    });
    expect(res.status).toBe(409);
  });
});

describe('POST user/', () => {
  it('lets an admin create a user', async () => {
    const res = await t.api(admin, {
      method: 'POST',
      url: 'user/',
      payload: { email: 'Hoang.Yen@Example.test', name: 'Hoàng Yến', role: 2, phone: '0987654321' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'hoang.yen@example.test', role: 2 });
    const account = t.identity.accounts.get(res.body.id_lms);
    expect(account).toMatchObject({ email: 'hoang.yen@example.test', role: 'teacher', enabled: true });
    const dup = await t.api(admin, {
      method: 'POST',
      url: 'user/',
      payload: { email: 'hoang.yen@example.test', name: 'x' },
    });
    expect(dup.status).toBe(409);
  });
  it('mails the new user a link that sets the first password once, for a week (issue 10 item 9)', async () => {
    const before = Date.now();
    const res = await t.api(admin, {
      method: 'POST',
      url: 'user/',
      payload: { email: 'chao.mung@example.test', name: 'Vũ Chào Mừng', role: 1 },
      headers: { 'accept-language': 'vi' },
    });
    expect(res.status).toBe(201);
    const mail = (await t.mailer.recent()).find((m) => m.to === 'chao.mung@example.test');
    expect(mail?.subject).toBe('Chào mừng bạn đến với Học viện Anh ngữ');
    const code = mail?.text.match(/http:\/\/localhost:4000\/resetPassword\?code=([A-Z0-9]{8})\n/)?.[1];
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(mail?.text).toContain('Vũ Chào Mừng');
    const [stored] = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, res.body.id));
    expect(stored!.codeHash).not.toContain(code!);
    expect(stored!.expiresAt.getTime() - before).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(stored!.expiresAt.getTime() - before).toBeLessThan(7.1 * 24 * 3600 * 1000);

    const verified = await t.api(null, {
      method: 'GET',
      url: `accounts/password/reset/verify/?code=${code}`,
    });
    expect(verified.status).toBe(200);
    const set = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Chaomung2026' },
    });
    expect(set.status).toBe(200);
    expect(t.identity.accounts.get(res.body.id_lms)!.password).toBe('Chaomung2026');
    const again = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Laithu2026' },
      headers: { 'accept-language': 'vi' },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ code: ['Mã này không hợp lệ hoặc đã hết hạn'] });
    expect(t.identity.accounts.get(res.body.id_lms)!.password).toBe('Chaomung2026');
  });

  it('refuses an expired welcome link, and mails nobody when the user is not created', async () => {
    const res = await t.api(admin, {
      method: 'POST',
      url: 'user/',
      payload: { email: 'het.han@example.test', name: 'Đỗ Hết Hạn' },
    });
    const mail = (await t.mailer.recent()).find((m) => m.to === 'het.han@example.test');
    expect(mail?.subject).toBe('Welcome to English Academy');
    const code = mail?.text.match(/resetPassword\?code=([A-Z0-9]{8})\n/)?.[1];
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, res.body.id));
    const late = await t.api(null, {
      method: 'POST',
      url: 'accounts/password/reset/verified/',
      payload: { code, password: 'Quamuon2026' },
    });
    expect(late.status).toBe(400);
    expect(t.identity.accounts.get(res.body.id_lms)!.password).toBeUndefined();

    const mailsBefore = (await t.mailer.recent(1000)).length;
    const dup = await t.api(admin, {
      method: 'POST',
      url: 'user/',
      payload: { email: 'het.han@example.test', name: 'x' },
    });
    expect(dup.status).toBe(409);
    const refused = await t.api(teacher, {
      method: 'POST',
      url: 'user/',
      payload: { email: 'khong.duoc@example.test', name: 'Không Được' },
    });
    expect(refused.status).toBe(403);
    expect((await t.mailer.recent(1000)).length).toBe(mailsBefore);
  });

  it('refuses a teacher and bad input', async () => {
    expect(
      (await t.api(teacher, { method: 'POST', url: 'user/', payload: { email: 'a@b.vn', name: 'A' } }))
        .status,
    ).toBe(403);
    const bad = await t.api(admin, { method: 'POST', url: 'user/', payload: { name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(['This field is required']);
  });
  it('answers 400 for malformed JSON, never 500', async () => {
    const res = await t.api(admin, {
      method: 'POST',
      url: 'user/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('staff/ (the people records name: authors, markers, tag managers)', () => {
  it('gives every staff viewer the public profile of staff, and students nothing', async () => {
    const url = `staff/?ids=${admin.id},${teacher.id},${examiner.id},${student.id}`;
    for (const viewer of [otherTeacher, examiner, admin]) {
      const res = await t.api(viewer, { method: 'GET', url });
      expect(res.status).toBe(200);
      // Students are not staff: a teacher reads them through user/, for the classes they teach.
      expect(res.body.results.map((u: { id: number }) => u.id).sort()).toEqual(
        [admin.id, teacher.id, examiner.id].sort(),
      );
      const lan = res.body.results.find((u: { id: number }) => u.id === teacher.id);
      expect(lan.name).toBe('Trần Thị Lan');
      if (viewer !== admin) expect(lan.phone).toBe('');
    }
    expect((await t.api(student, { method: 'GET', url })).status).toBe(403);
  });
});
