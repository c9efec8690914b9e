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
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow;
let student: UserRow, otherStudent: UserRow, newcomer: UserRow;
let a: ClassRow, b: ClassRow, c: ClassRow;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  otherStudent = await buildStudent(t.db);
  newcomer = await buildStudent(t.db);
  a = await buildClass(
    t.db,
    { classCode: 'JOINA1', startDate: '2026-09-07' },
    { teachers: [teacher], examiners: [examiner] },
  );
  b = await buildClass(t.db, { classCode: 'JOINB1', startDate: '2026-08-03' }, { teachers: [teacher] });
  c = await buildClass(t.db, { classCode: 'JOINC1', startDate: '2026-07-06' }, { teachers: [otherTeacher] });
  await enrol(t.db, a.id, student.id, 'active');
  await enrol(t.db, b.id, student.id, 'reserve');
  await enrol(t.db, c.id, student.id, 'inactive');
  await enrol(t.db, c.id, otherStudent.id, 'active');
});
afterAll(() => t.close());

const classIds = (body: { results: { class: { id: number } }[] }) => body.results.map((r) => r.class.id);

describe('GET students/class', () => {
  const mine = (user: UserRow | null, query = '') =>
    t.api(user, { method: 'GET', url: `students/class?${query}` });

  it("lists the viewer's classes in every status, newest start first", async () => {
    const res = await mine(student);
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { status: string; class: { id: number } }) => [r.class.id, r.status]),
    ).toEqual([
      [a.id, 'active'],
      [b.id, 'reserve'],
      [c.id, 'inactive'],
    ]);
    expect(res.body.results[0]).toMatchObject({
      joined_at: expect.any(String),
      class: {
        class_code: 'JOINA1',
        student_count: 1,
        teachers: [expect.objectContaining({ id: teacher.id })],
      },
    });
    expect(classIds((await mine(student, 'status=inactive')).body)).toEqual([c.id]);
  });

  it('lets an admin ask for any student, and a teacher only through their own classes', async () => {
    expect(classIds((await mine(admin, `student_id=${student.id}`)).body)).toEqual([a.id, b.id, c.id]);
    expect(classIds((await mine(teacher, `student_id=${student.id}`)).body)).toEqual([a.id, b.id]);
    expect((await mine(teacher, `student_id=${otherStudent.id}`)).status).toBe(403);
    expect(classIds((await mine(otherTeacher, `student_id=${otherStudent.id}`)).body)).toEqual([c.id]);
  });

  it('refuses students and examiners asking about someone else', async () => {
    expect((await mine(otherStudent, `student_id=${student.id}`)).status).toBe(403);
    expect((await mine(examiner, `student_id=${student.id}`)).status).toBe(403);
    expect((await mine(student, `student_id=${student.id}`)).status).toBe(200);
    expect((await mine(examiner)).body.count).toBe(0);
  });

  it('answers 404 for an unknown student, 400 for bad filters, 401 without a token', async () => {
    expect((await mine(admin, 'student_id=999999')).status).toBe(404);
    const bad = await mine(admin, 'student_id=abc&status=left');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['status', 'student_id']);
    expect((await mine(null)).status).toBe(401);
  });
});

describe('GET teacher/class', () => {
  const staffed = (user: UserRow | null, query = '') =>
    t.api(user, { method: 'GET', url: `teacher/class?${query}` });
  const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

  it('lists the classes the viewer teaches or examines', async () => {
    const res = await staffed(teacher);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([a.id, b.id]);
    expect(res.body.results[0]).toMatchObject({
      id: a.id,
      examiners: [expect.objectContaining({ id: examiner.id })],
    });
    expect(ids((await staffed(examiner)).body)).toEqual([a.id]);
    expect(ids((await staffed(otherTeacher)).body)).toEqual([c.id]);
  });

  it('lets only an admin ask for another teacher', async () => {
    expect(ids((await staffed(admin, `teacher_id=${teacher.id}`)).body)).toEqual([a.id, b.id]);
    expect((await staffed(admin)).body.count).toBe(0);
    expect((await staffed(admin, 'teacher_id=999999')).status).toBe(404);
    expect((await staffed(otherTeacher, `teacher_id=${teacher.id}`)).status).toBe(403);
    expect((await staffed(teacher, `teacher_id=${teacher.id}`)).status).toBe(200);
  });

  it('refuses students; 401 and 400', async () => {
    expect((await staffed(student)).status).toBe(403);
    expect((await staffed(null)).status).toBe(401);
    const bad = await staffed(admin, 'teacher_id=0&page=x');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'teacher_id']);
  });
});

describe('POST students/join', () => {
  const join = (user: UserRow | null, payload: object) =>
    t.api(user, { method: 'POST', url: 'students/join', payload });

  it('asks to join by code, trimmed and without case, and waits for a teacher', async () => {
    const res = await join(newcomer, { class_code: '  joina1 ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'request', class: { id: a.id, class_code: 'JOINA1' } });
    // A request does not open the class yet.
    expect((await t.api(newcomer, { method: 'GET', url: `class/${a.id}/` })).status).toBe(403);
    const pending = await t.api(teacher, {
      method: 'GET',
      url: `class/students?class_id=${a.id}&status=request`,
    });
    expect(pending.body.results.map((r: { student: { id: number } }) => r.student.id)).toEqual([newcomer.id]);
  });

  it('answers 409 with the specified message to a student already registered, requested or on hold', async () => {
    for (const code of ['JOINA1', 'JOINB1']) {
      const res = await join(student, { class_code: code });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 409,
        message: 'You are already registered for this class',
        errors: { class_code: ['You are already registered for this class'] },
      });
    }
    expect((await join(newcomer, { class_code: 'JOINA1' })).status).toBe(409);
  });

  it('lets a student who left ask again', async () => {
    const res = await join(student, { class_code: 'joinc1' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('request');
    const rows = await t.api(admin, {
      method: 'GET',
      url: `class/students?class_id=${c.id}&student_ids=${student.id}`,
    });
    expect(rows.body.results.map((r: { status: string }) => r.status)).toEqual(['request']);
  });

  it('answers 404 with the specified message for an unknown code', async () => {
    const res = await join(student, { class_code: 'NOPE99' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 404,
      message: 'this class does not exist',
      errors: { class_code: ['this class does not exist'] },
    });
    const vi = await t.api(student, {
      method: 'POST',
      url: 'students/join',
      payload: { class_code: 'NOPE99' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vi.body.message).toBe('Lớp học này không tồn tại');
  });

  it('is for students only', async () => {
    for (const user of [admin, teacher, examiner]) {
      expect((await join(user, { class_code: 'JOINA1' })).status).toBe(403);
    }
    expect((await join(null, { class_code: 'JOINA1' })).status).toBe(401);
  });

  it('answers 400 for a missing, blank or mistyped code and unknown fields', async () => {
    for (const payload of [{}, { class_code: '   ' }, { class_code: 123456 }]) {
      const res = await join(student, payload);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['class_code']);
    }
    const extra = await join(student, { class_code: 'JOINA1', class_id: a.id });
    expect(extra.body.errors).toEqual({ class_id: ['Unknown field'] });
  });
});
