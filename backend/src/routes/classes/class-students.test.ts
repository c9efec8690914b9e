import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import type { ClassRow } from '../../presenters/classes.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildClass,
  buildExaminer,
  buildStudent,
  buildTeacher,
  enrol,
} from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, otherExaminer: UserRow;
let active: UserRow, reserved: UserRow, requester: UserRow, inB: UserRow, inC: UserRow, newcomer: UserRow;
let a: ClassRow, b: ClassRow, c: ClassRow;
const rowIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  otherExaminer = await buildExaminer(t.db);
  active = await buildStudent(t.db, { name: 'An' });
  reserved = await buildStudent(t.db, { name: 'Bình' });
  requester = await buildStudent(t.db, { name: 'Chi' });
  inB = await buildStudent(t.db);
  inC = await buildStudent(t.db);
  newcomer = await buildStudent(t.db);
  a = await buildClass(t.db, {}, { teachers: [teacher], examiners: [examiner] });
  b = await buildClass(t.db, {}, { teachers: [teacher] });
  c = await buildClass(t.db, {}, { teachers: [otherTeacher], examiners: [otherExaminer] });
  rowIds.active = (await enrol(t.db, a.id, active.id)).id;
  rowIds.reserved = (await enrol(t.db, a.id, reserved.id, 'reserve')).id;
  rowIds.requester = (await enrol(t.db, a.id, requester.id, 'request')).id;
  rowIds.inB = (await enrol(t.db, b.id, inB.id)).id;
  rowIds.inC = (await enrol(t.db, c.id, inC.id)).id;
});
afterAll(() => t.close());

const list = (user: UserRow | null, query: string) =>
  t.api(user, { method: 'GET', url: `class/students?${query}` });
const studentIds = (body: { results: { student: { id: number } }[] }) =>
  body.results.map((r) => r.student.id).sort((x, y) => x - y);
const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

describe('GET class/students', () => {
  it('lists every status of a class, with the student summary', async () => {
    const res = await list(teacher, `class_id=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results[0]).toEqual({
      id: rowIds.active,
      class_id: a.id,
      status: 'active',
      joined_at: expect.any(String),
      student: expect.objectContaining({ id: active.id, name: 'An', email: active.email, role: 1 }),
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'active',
      'reserve',
      'request',
    ]);
  });

  it('lets admin, the staff and enrolled students read; not other staff or non-members', async () => {
    for (const user of [admin, teacher, examiner, active, reserved]) {
      expect((await list(user, `class_id=${a.id}`)).status).toBe(200);
    }
    for (const user of [otherTeacher, otherExaminer, inB, requester]) {
      expect((await list(user, `class_id=${a.id}`)).status).toBe(403);
    }
    expect((await list(null, `class_id=${a.id}`)).status).toBe(401);
    expect((await list(admin, 'class_id=999999')).status).toBe(404);
  });

  it('filters by status and student_ids', async () => {
    expect(studentIds((await list(teacher, `class_id=${a.id}&status=reserve`)).body)).toEqual([reserved.id]);
    const some = await list(teacher, `class_id=${a.id}&student_ids=${requester.id},${inB.id}`);
    expect(studentIds(some.body)).toEqual([requester.id]);
  });

  it('serves a batch of classes in one call, and exactly the rows asked for', async () => {
    const both = await list(teacher, `class_ids=${a.id},${b.id}`);
    expect(studentIds(both.body)).toEqual(sorted(active.id, reserved.id, requester.id, inB.id));
    const all = await list(admin, `class_ids=${a.id},${b.id},${c.id}&status=active`);
    expect(studentIds(all.body)).toEqual(sorted(active.id, inB.id, inC.id));
    const byRow = await list(
      admin,
      `class_ids=${a.id},${c.id}&ids=${rowIds.inC},${rowIds.reserved},${rowIds.inB}`,
    );
    expect(byRow.body.results.map((r: { id: number }) => r.id).sort()).toEqual(
      [rowIds.inC, rowIds.reserved].sort(),
    );
  });

  it('refuses a batch with any class the viewer may not read', async () => {
    expect((await list(teacher, `class_ids=${a.id},${c.id}`)).status).toBe(403);
    expect((await list(active, `class_ids=${a.id},${b.id}`)).status).toBe(403);
  });

  it('wants a class and well-formed filters', async () => {
    const none = await list(admin, '');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ class_id: ['This field is required'] });
    const bad = await list(admin, 'class_ids=1,x&status=gone&student_ids=-1&sort=name');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['class_ids', 'sort', 'status', 'student_ids']);
  });
});

describe('POST class/students', () => {
  const add = (user: UserRow | null, payload: object) =>
    t.api(user, { method: 'POST', url: 'class/students', payload });

  it('adds new students, says which already were there, and sets the status of the others', async () => {
    const res = await add(admin, { class_id: b.id, student_ids: [newcomer.id, inB.id] });
    expect(res.status).toBe(201);
    const summary = (body: { student: { id: number }; status: string; already_member: boolean }[]) =>
      body.map((r) => [r.student.id, r.status, r.already_member]);
    expect(summary(res.body)).toEqual([
      [newcomer.id, 'active', false],
      [inB.id, 'active', true],
    ]);
    const reserve = await add(admin, { class_id: b.id, student_ids: [inB.id], status: 'reserve' });
    expect(reserve.body).toEqual([
      expect.objectContaining({ id: rowIds.inB, class_id: b.id, status: 'reserve', already_member: false }),
    ]);
    const again = await add(admin, { class_id: b.id, student_ids: [newcomer.id, newcomer.id] });
    expect(summary(again.body)).toEqual([[newcomer.id, 'active', true]]);
    expect(studentIds((await list(admin, `class_id=${b.id}`)).body)).toEqual(sorted(newcomer.id, inB.id));
  });

  it('makes an IELTS candidate added to a class a student of the class, no longer only a candidate', async () => {
    const candidate = await buildStudent(t.db, { studentStatus: 'ielts_candidate' });
    expect((await add(admin, { class_id: b.id, student_ids: [candidate.id] })).status).toBe(201);
    const profile = await t.api(admin, { method: 'GET', url: `user/${candidate.id}/` });
    expect(profile.body.student_status).toBe('');
  });

  it('accepts only active student accounts', async () => {
    const closed = await buildStudent(t.db, { isActive: false });
    for (const ids of [[newcomer.id, otherTeacher.id], [999999], [closed.id]]) {
      const res = await add(admin, { class_id: b.id, student_ids: ids });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ student_ids: ['This user is not a student'] });
    }
  });

  it('needs manage access on the class', async () => {
    const payload = { class_id: a.id, student_ids: [newcomer.id] };
    for (const user of [teacher, otherTeacher, examiner, active]) {
      expect((await add(user, payload)).status).toBe(403);
    }
    expect((await add(null, payload)).status).toBe(401);
    expect((await add(admin, { ...payload, class_id: 999999 })).status).toBe(404);
  });

  it("lets no teacher pull a stranger into their class to read the stranger's profile", async () => {
    const stranger = await buildStudent(t.db, {
      phone: '0912345678',
      address: '12 Phố Huế, Hà Nội',
      passport: 'C9876543',
      dateOfBirth: '2004-02-29',
    });
    const enrol = await add(teacher, { class_id: a.id, student_ids: [stranger.id], status: 'inactive' });
    expect(enrol.status).toBe(403);
    const profile = await t.api(teacher, { method: 'GET', url: `user/${stranger.id}/` });
    expect(profile.status).toBe(403);
  });

  it('answers 400 for bad input', async () => {
    const res = await add(admin, { class_id: '1', student_ids: [], status: 'gone', note: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['class_id', 'note', 'status', 'student_ids']);
  });
});

describe('teacher/update-student-status', () => {
  const update = (user: UserRow | null, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.api(user, { method, url: 'teacher/update-student-status', payload });

  it('lets the class’s teacher approve a request, by POST or PUT', async () => {
    const res = await update(teacher, { class_id: a.id, student_id: requester.id, status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: rowIds.requester, class_id: a.id, status: 'active' });
    expect(res.body.student.id).toBe(requester.id);
    const put = await update(admin, { class_id: a.id, student_id: requester.id, status: 'inactive' }, 'PUT');
    expect(put.body.status).toBe('inactive');
    expect((await list(requester, `class_id=${a.id}`)).status).toBe(403);
  });

  it('answers 404 when the student is not in the class, or the class is unknown', async () => {
    const res = await update(teacher, { class_id: a.id, student_id: inC.id, status: 'active' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      message: 'This student is not in the class',
      errors: { student_id: ['This student is not in the class'] },
    });
    expect((await update(admin, { class_id: 999999, student_id: inC.id, status: 'active' })).status).toBe(
      404,
    );
  });

  it('refuses other teachers, examiners and students', async () => {
    const payload = { class_id: a.id, student_id: active.id, status: 'reserve' };
    for (const user of [otherTeacher, examiner, active])
      expect((await update(user, payload)).status).toBe(403);
    expect((await update(null, payload)).status).toBe(401);
  });

  it('answers 400 for a status outside the four and missing fields', async () => {
    const res = await update(teacher, { class_id: a.id, status: 'graduated' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['status', 'student_id']);
  });
});
