import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;
let grammar: number, tense: number, ownRoot: number;

const post = (user: UserRow, payload: object) => t.api(user, { method: 'POST', url: 'error-tag/', payload });

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  grammar = (await post(admin, { name: 'Grammar', link: 'https://academy.test/grammar' })).body.id;
  tense = (await post(admin, { name: 'Verb tense', parent_id: grammar })).body.id;
  ownRoot = (await post(teacher, { name: 'Lỗi tiếng Việt ảnh hưởng' })).body.id;
});
afterAll(() => t.close());

describe('error tags', () => {
  it('form a tree of common tags written by admins and teachers’ own tags', async () => {
    const child = await t.api(examiner, { method: 'GET', url: `error-tag/${tense}/` });
    expect(child.body).toMatchObject({
      name: 'Verb tense',
      parent_id: grammar,
      is_common: true,
      manager_id: admin.id,
    });
    const own = await post(teacher, { name: 'Thiếu -s số nhiều', parent_id: ownRoot });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ is_common: false, manager_id: teacher.id, parent_id: ownRoot });
  });

  it('are used by all staff: every tag listed to teachers and examiners, none to students', async () => {
    for (const user of [admin, teacher, otherTeacher, examiner]) {
      const all = await t.api(user, { method: 'GET', url: 'error-tag/' });
      expect(all.status).toBe(200);
      expect(all.body.count).toBeGreaterThanOrEqual(4);
    }
    expect((await t.api(student, { method: 'GET', url: 'error-tag/' })).status).toBe(403);
    expect((await t.api(student, { method: 'GET', url: `error-tag/${grammar}/` })).status).toBe(403);
    const top = await t.api(teacher, { method: 'GET', url: 'error-tag/?top=true&is_common=true' });
    expect(top.body.results.map((r: { id: number }) => r.id)).toEqual([grammar]);
    const children = await t.api(teacher, {
      method: 'GET',
      url: `error-tag/?parent_ids=${grammar},${ownRoot}`,
    });
    expect(children.body.results.map((r: { name: string }) => r.name)).toEqual([
      'Thiếu -s số nhiều',
      'Verb tense',
    ]);
  });

  it('are searched without case or accents, a parent of the tree found through its child’s name', async () => {
    const names = async (url: string) =>
      (await t.api(teacher, { method: 'GET', url })).body.results.map((r: { name: string }) => r.name);
    expect(await names('error-tag/?search=LOI%20TIENG%20viet')).toEqual(['Lỗi tiếng Việt ảnh hưởng']);
    // The tree lists top-level tags: searching a child's name shows its parent, not an empty table.
    expect(await names('error-tag/?top=true&search=verb%20TENSE')).toEqual(['Grammar']);
    expect(await names('error-tag/?search=verb%20tense')).toEqual(['Verb tense']);
    expect(await names('error-tag/?top=true&search=no%20such%20tag')).toEqual([]);
  });

  it('are written by admins (common) and by teachers (their own) only', async () => {
    expect((await post(examiner, { name: 'Mine' })).status).toBe(403);
    expect((await post(student, { name: 'Mine' })).status).toBe(403);
    const edit = (user: UserRow, id: number) =>
      t.api(user, { method: 'PUT', url: `error-tag/${id}/`, payload: { link: 'https://academy.test/x' } });
    expect((await edit(teacher, grammar)).status).toBe(403);
    expect((await edit(otherTeacher, ownRoot)).status).toBe(403);
    expect((await edit(admin, ownRoot)).status).toBe(403);
    expect((await edit(examiner, grammar)).status).toBe(403);
    expect((await edit(admin, grammar)).body.link).toBe('https://academy.test/x');
  });

  it('refuse a child under another store’s tag, under a child, or a tag with children moved under another', async () => {
    const underCommon = await post(teacher, { name: 'Mine', parent_id: grammar });
    expect(underCommon.status).toBe(400);
    expect(underCommon.body.errors.parent_id).toBeDefined();
    expect((await post(admin, { name: 'Deep', parent_id: tense })).status).toBe(400);
    expect((await post(admin, { name: 'Nowhere', parent_id: 999999 })).status).toBe(400);
    const vocab = (await post(admin, { name: 'Vocabulary' })).body.id;
    const move = await t.api(admin, {
      method: 'PUT',
      url: `error-tag/${grammar}/`,
      payload: { parent_id: vocab },
    });
    expect(move.status).toBe(400);
    expect(move.body.errors.parent_id).toBeDefined();
    const self = await t.api(admin, {
      method: 'PUT',
      url: `error-tag/${vocab}/`,
      payload: { parent_id: vocab },
    });
    expect(self.status).toBe(400);
  });

  it('refuse a sibling with the same name, bad links and unknown fields', async () => {
    expect((await post(admin, { name: 'verb TENSE', parent_id: grammar })).status).toBe(409);
    expect((await post(admin, { name: 'Verb tense' })).status).toBe(201); // another level
    const bad = await t.api(admin, {
      method: 'POST',
      url: 'error-tag/',
      payload: { name: '', link: 'javascript:alert(1)', colour: 'red' },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['colour', 'link', 'name']);
  });

  it('link to a route of the app or a web address, never to a scheme or another host without one', async () => {
    // Issue 25 point 8: the knowledge base is a route of the web, whatever its address.
    const routed = await post(admin, { name: 'Word order', link: '/knowledge?search=Word%20order' });
    expect(routed.status).toBe(201);
    expect(routed.body.link).toBe('/knowledge?search=Word%20order');
    for (const link of ['//evil.test/x', 'javascript:alert(1)', 'knowledge/x', '/knowledge x']) {
      const bad = await post(admin, { name: `Bad ${link}`, link });
      expect(bad.status, link).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['link']);
    }
  });

  it('delete with their child tags', async () => {
    const root = (await post(admin, { name: 'Punctuation' })).body.id;
    const child = (await post(admin, { name: 'Comma splice', parent_id: root })).body.id;
    expect((await t.api(admin, { method: 'DELETE', url: `error-tag/${root}/` })).status).toBe(204);
    expect((await t.api(admin, { method: 'GET', url: `error-tag/${child}/` })).status).toBe(404);
  });
});
