import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildClass,
  buildCourse,
  buildExaminer,
  buildStudent,
  buildTeacher,
} from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, examiner: UserRow, student: UserRow;
let ielts55: { id: number; name: string }, ielts65: { id: number; name: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  ielts55 = await buildCourse(t.db, { name: 'IELTS 5.5', targetBand: '5.5' });
  ielts65 = await buildCourse(t.db, { name: 'IELTS 6.5', targetBand: '6.5' });
  await buildCourse(t.db, { name: 'Foundation' });
});
afterAll(() => t.close());

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('GET course/', () => {
  it('lists courses to every signed-in role, by name, paged', async () => {
    for (const user of [admin, teacher, examiner, student]) {
      const res = await t.api(user, { method: 'GET', url: 'course/' });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(3);
    }
    const page = await t.api(student, { method: 'GET', url: 'course/?page_size=2' });
    expect(page.body.results.map((c: { name: string }) => c.name)).toEqual(['Foundation', 'IELTS 5.5']);
    expect(page.body.next).toContain('page=2');
    expect(page.body.results[1]).toEqual({
      id: ielts55.id,
      name: 'IELTS 5.5',
      description: '',
      target_band: '5.5',
      created_at: expect.any(String),
    });
  });

  it('serves a batch by ids and a search by name', async () => {
    const batch = await t.api(teacher, { method: 'GET', url: `course/?ids=${ielts65.id},${ielts55.id}` });
    expect(ids(batch.body).sort()).toEqual([ielts55.id, ielts65.id].sort());
    const search = await t.api(teacher, { method: 'GET', url: 'course/?search=ielts 6' });
    expect(ids(search.body)).toEqual([ielts65.id]);
    const wildcard = await t.api(teacher, { method: 'GET', url: 'course/?search=%25' });
    expect(wildcard.body.count).toBe(0);
  });

  it('answers 401 without a token and 400 for bad filters', async () => {
    expect((await t.api(null, { method: 'GET', url: 'course/' })).status).toBe(401);
    const bad = await t.api(admin, { method: 'GET', url: 'course/?ids=x&page=0&ordering=size&shoe=1' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ids', 'ordering', 'page', 'shoe']);
  });
});

describe('POST course/', () => {
  it('lets an admin create a course', async () => {
    const res = await t.api(admin, {
      method: 'POST',
      url: 'course/',
      payload: { name: '  IELTS 7.0 Intensive ', description: 'Luyện thi cấp tốc', target_band: '7.0' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'IELTS 7.0 Intensive', target_band: '7.0' });
    const read = await t.api(student, { method: 'GET', url: `course/${res.body.id}/` });
    expect(read.body.description).toBe('Luyện thi cấp tốc');
  });

  it('answers 409 for a name already used, whatever the case', async () => {
    const res = await t.api(admin, { method: 'POST', url: 'course/', payload: { name: 'ielts 5.5' } });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ name: ['This course name is already used'] });
  });

  it('refuses every role but admin', async () => {
    for (const user of [teacher, examiner, student]) {
      const res = await t.api(user, { method: 'POST', url: 'course/', payload: { name: `By ${user.id}` } });
      expect(res.status).toBe(403);
    }
    expect((await t.api(null, { method: 'POST', url: 'course/', payload: { name: 'x' } })).status).toBe(401);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await t.api(admin, {
      method: 'POST',
      url: 'course/',
      payload: { name: '', target_band: '10', description: 5, level: 'B2' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['description', 'level', 'name', 'target_band']);
    expect(res.body.errors.level).toEqual(['Unknown field']);
    const missing = await t.api(admin, { method: 'POST', url: 'course/', payload: {} });
    expect(missing.body.errors).toEqual({ name: ['This field is required'] });
  });
});

describe('GET, PUT, DELETE course/{id}/', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.api(student, { method: 'GET', url: 'course/999999/' })).status).toBe(404);
    expect((await t.api(student, { method: 'GET', url: 'course/abc/' })).status).toBe(400);
    expect((await t.api(admin, { method: 'PUT', url: 'course/999999/', payload: {} })).status).toBe(404);
    expect((await t.api(admin, { method: 'DELETE', url: 'course/999999/' })).status).toBe(404);
  });

  it('lets an admin update part of a course, keeping its own name', async () => {
    const course = await buildCourse(t.db, { name: 'Pre-IELTS', description: 'old' });
    const res = await t.api(admin, {
      method: 'PUT',
      url: `course/${course.id}/`,
      payload: { name: 'Pre-IELTS', description: 'Nền tảng trước IELTS', target_band: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Pre-IELTS',
      description: 'Nền tảng trước IELTS',
      target_band: null,
    });
    const unchanged = await t.api(admin, { method: 'PUT', url: `course/${course.id}/`, payload: {} });
    expect(unchanged.body.description).toBe('Nền tảng trước IELTS');
  });

  it('answers 409 when renaming onto another course and 403 for a teacher', async () => {
    const rename = await t.api(admin, {
      method: 'PUT',
      url: `course/${ielts65.id}/`,
      payload: { name: 'IELTS 5.5' },
    });
    expect(rename.status).toBe(409);
    const byTeacher = await t.api(teacher, {
      method: 'PUT',
      url: `course/${ielts65.id}/`,
      payload: { description: 'x' },
    });
    expect(byTeacher.status).toBe(403);
    const bad = await t.api(admin, { method: 'PUT', url: `course/${ielts65.id}/`, payload: { name: 42 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['name']);
  });

  it('deletes a course in use, leaving its classes without a course', async () => {
    const course = await buildCourse(t.db, { name: 'Giao tiếp cơ bản' });
    const cls = await buildClass(t.db, { courseId: course.id });
    expect((await t.api(teacher, { method: 'DELETE', url: `course/${course.id}/` })).status).toBe(403);
    const before = await t.api(admin, { method: 'GET', url: `class/${cls.id}/` });
    expect(before.body.course).toEqual({ id: course.id, name: 'Giao tiếp cơ bản' });
    const res = await t.api(admin, { method: 'DELETE', url: `course/${course.id}/` });
    expect(res.status).toBe(204);
    expect((await t.api(admin, { method: 'GET', url: `course/${course.id}/` })).status).toBe(404);
    const after = await t.api(admin, { method: 'GET', url: `class/${cls.id}/` });
    expect(after.status).toBe(200);
    expect(after.body.course).toBeNull();
  });
});
