import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;
let common: number, mine: number, theirs: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  common = (await t.api(admin, { method: 'POST', url: 'tag/', payload: { name: 'IELTS Reading' } })).body.id;
  mine = (await t.api(teacher, { method: 'POST', url: 'tag/', payload: { name: 'Lớp tối 2-4-6' } })).body.id;
  theirs = (await t.api(otherTeacher, { method: 'POST', url: 'tag/', payload: { name: 'Bài chữa tuần' } }))
    .body.id;
});
afterAll(() => t.close());

const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('tags', () => {
  it('are common when an admin writes them and private when a teacher does', async () => {
    const c = await t.api(teacher, { method: 'GET', url: `tag/${common}/` });
    expect(c.body).toMatchObject({ name: 'IELTS Reading', store: 'common', owner_id: null });
    const m = await t.api(teacher, { method: 'GET', url: `tag/${mine}/` });
    expect(m.body).toMatchObject({ store: 'private', owner_id: teacher.id });
  });

  it('list the common ones and the caller’s own; admins see every store', async () => {
    expect(names((await t.api(teacher, { method: 'GET', url: 'tag/' })).body)).toEqual([
      'IELTS Reading',
      'Lớp tối 2-4-6',
    ]);
    expect(names((await t.api(examiner, { method: 'GET', url: 'tag/' })).body)).toEqual(['IELTS Reading']);
    expect(names((await t.api(student, { method: 'GET', url: 'tag/' })).body)).toEqual(['IELTS Reading']);
    expect((await t.api(admin, { method: 'GET', url: 'tag/' })).body.count).toBe(3);
    expect(names((await t.api(admin, { method: 'GET', url: 'tag/?store=private' })).body).sort()).toEqual(
      ['Bài chữa tuần', 'Lớp tối 2-4-6'].sort(),
    );
    expect(
      names((await t.api(admin, { method: 'GET', url: `tag/?owner_id=${otherTeacher.id}` })).body),
    ).toEqual(['Bài chữa tuần']);
    expect((await t.api(teacher, { method: 'GET', url: `tag/?ids=${common},${theirs}` })).body.count).toBe(1);
    // Searched without case or Vietnamese marks.
    expect(names((await t.api(teacher, { method: 'GET', url: 'tag/?search=LOP%20TOI' })).body)).toEqual([
      'Lớp tối 2-4-6',
    ]);
  });

  it('keep another teacher’s private tags from a teacher', async () => {
    expect((await t.api(teacher, { method: 'GET', url: `tag/${theirs}/` })).status).toBe(403);
    expect((await t.api(teacher, { method: 'GET', url: `tag/?owner_id=${otherTeacher.id}` })).status).toBe(
      403,
    );
    expect(
      (await t.api(teacher, { method: 'PUT', url: `tag/${theirs}/`, payload: { name: 'x' } })).status,
    ).toBe(403);
    expect((await t.api(teacher, { method: 'DELETE', url: `tag/${theirs}/` })).status).toBe(403);
  });

  it('are written by admins (common) and teachers (own) only', async () => {
    expect(
      (await t.api(teacher, { method: 'PUT', url: `tag/${common}/`, payload: { name: 'x' } })).status,
    ).toBe(403);
    expect((await t.api(admin, { method: 'PUT', url: `tag/${mine}/`, payload: { name: 'x' } })).status).toBe(
      403,
    );
    for (const user of [examiner, student])
      expect((await t.api(user, { method: 'POST', url: 'tag/', payload: { name: 'Mine' } })).status).toBe(
        403,
      );
    const renamed = await t.api(teacher, {
      method: 'PUT',
      url: `tag/${mine}/`,
      payload: { name: 'Lớp IF tối 2-4-6' },
    });
    expect(renamed.body.name).toBe('Lớp IF tối 2-4-6');
  });

  it('refuse a name already used in the same store, whatever its case, but not in another store', async () => {
    const dup = await t.api(admin, { method: 'POST', url: 'tag/', payload: { name: 'ielts reading' } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.name).toBeDefined();
    const own = await t.api(otherTeacher, {
      method: 'POST',
      url: 'tag/',
      payload: { name: 'IELTS Reading' },
    });
    expect(own.status).toBe(201);
  });

  it('answer 400 with field errors for bad input, in the caller’s language', async () => {
    const blank = await t.api(admin, {
      method: 'POST',
      url: 'tag/',
      payload: { name: '   ', colour: 'red' },
      headers: { 'accept-language': 'en' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.name).toEqual(['This field is required']);
    expect(blank.body.errors.colour).toBeDefined();
    const list = await t.api(admin, { method: 'GET', url: 'tag/?store=shared&owner_id=x' });
    expect(Object.keys(list.body.errors).sort()).toEqual(['owner_id', 'store']);
  });

  it('can be deleted by their writer', async () => {
    const made = await t.api(admin, { method: 'POST', url: 'tag/', payload: { name: 'Temporary' } });
    expect((await t.api(admin, { method: 'DELETE', url: `tag/${made.body.id}/` })).status).toBe(204);
    expect((await t.api(admin, { method: 'GET', url: `tag/${made.body.id}/` })).status).toBe(404);
  });
});
