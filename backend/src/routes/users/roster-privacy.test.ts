import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildAdmin, buildClass, enrol, buildStudent, buildTeacher } from '../../test/factories.js';

/**
 * Issue 8, findings 7 and 8: teachers see a roster profile of their students (name, status, e-mail), never
 * passport, address, birth date or phone; students see their classmates' names only; administrators and the
 * user themself see everything.
 */
let t: TestContext;
let admin: UserRow, teacher: UserRow, an: UserRow, binh: UserRow, asking: UserRow;
let classId: number;

const private_ = {
  phone: '0912345678',
  address: '12 Phố Huế, Hà Nội',
  passport: 'C9876543',
  dateOfBirth: '2004-02-29',
  subEmail: 'phu.huynh@example.test',
  workPlace: 'Công ty ABC',
};

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  an = await buildStudent(t.db, { name: 'Nguyễn Văn An', ...private_ });
  binh = await buildStudent(t.db, { name: 'Trần Thị Bình', ...private_ });
  asking = await buildStudent(t.db, { name: 'Lê Hỏi', ...private_ });
  const cls = await buildClass(t.db, {}, { teachers: [teacher] });
  classId = cls.id;
  await enrol(t.db, classId, an.id, 'active');
  await enrol(t.db, classId, binh.id, 'active');
  await enrol(t.db, classId, asking.id, 'request');
});
afterAll(() => t.close());

const withheld = { phone: '', address: '', passport: '', date_of_birth: '', sub_email: '', work_place: '' };

describe('user/{id}/ and user/', () => {
  it('gives a teacher the roster profile of a student of their class', async () => {
    const res = await t.api(teacher, { method: 'GET', url: `user/${an.id}/` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: an.id, name: 'Nguyễn Văn An', email: an.email, ...withheld });
    const list = await t.api(teacher, { method: 'GET', url: `user/?class_ids=${classId}` });
    expect(list.status).toBe(200);
    for (const row of list.body.results) expect(row).toMatchObject(withheld);
  });

  it('gives the whole profile to an administrator and to the user themself', async () => {
    for (const viewer of [admin, an]) {
      const res = await t.api(viewer, { method: 'GET', url: `user/${an.id}/` });
      expect(res.body).toMatchObject({
        phone: private_.phone,
        passport: private_.passport,
        date_of_birth: '2004-02-29',
      });
    }
  });
});

describe('class/students', () => {
  const roster = (viewer: UserRow) =>
    t.api(viewer, { method: 'GET', url: `class/students?class_id=${classId}` });

  it("shows a student their classmates' names only, and not who asked to join", async () => {
    const res = await roster(an);
    expect(res.status).toBe(200);
    const binhRow = res.body.results.find((r: { student: { id: number } }) => r.student.id === binh.id);
    expect(binhRow.student).toMatchObject({ name: 'Trần Thị Bình', email: '', phone: '' });
    const own = res.body.results.find((r: { student: { id: number } }) => r.student.id === an.id);
    expect(own.student).toMatchObject({ email: an.email, phone: private_.phone });
    expect(res.body.results.map((r: { student: { id: number } }) => r.student.id)).not.toContain(asking.id);
  });

  it('shows the teacher every member with e-mail and status, no phone', async () => {
    const res = await roster(teacher);
    expect(res.body.results).toHaveLength(3);
    for (const row of res.body.results) {
      expect(row.student.phone).toBe('');
      expect(row.student.email).toMatch(/@/);
    }
    expect(res.body.results.map((r: { status: string }) => r.status).sort()).toEqual([
      'active',
      'active',
      'request',
    ]);
  });

  it('shows an administrator everything', async () => {
    const res = await roster(admin);
    expect(
      res.body.results.every((r: { student: { phone: string } }) => r.student.phone === private_.phone),
    ).toBe(true);
  });
});

describe("a class's teachers", () => {
  it('show their phone only to administrators and themselves; students and colleagues get name and e-mail', async () => {
    const reachable = await buildTeacher(t.db, { name: 'Cô Hạnh', phone: '0987654321' });
    const colleague = await buildTeacher(t.db);
    const cls = await buildClass(t.db, {}, { teachers: [reachable, colleague] });
    await enrol(t.db, cls.id, an.id, 'active');
    const staffAs = async (viewer: UserRow) => {
      const res = await t.api(viewer, { method: 'GET', url: `class/${cls.id}/` });
      expect(res.status).toBe(200);
      return res.body.teachers.find((u: { id: number }) => u.id === reachable.id);
    };
    for (const viewer of [admin, reachable])
      expect(await staffAs(viewer)).toMatchObject({ phone: '0987654321' });
    for (const viewer of [an, colleague])
      expect(await staffAs(viewer)).toMatchObject({ name: 'Cô Hạnh', email: reachable.email, phone: '' });
  });
});
