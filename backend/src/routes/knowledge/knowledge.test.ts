import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildAdmin, buildExaminer, buildStudent, buildTeacher } from '../../test/factories.js';

/**
 * The knowledge base (issue 15): administrators write articles, everyone signed in reads the published ones,
 * searched regardless of case and Vietnamese marks; drafts are administrators' only.
 */
let t: TestContext;
let admin: UserRow;
let teacher: UserRow;
let student: UserRow;
let examiner: UserRow;

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db, { name: 'Quản trị viên' });
  teacher = await buildTeacher(t.db);
  student = await buildStudent(t.db);
  examiner = await buildExaminer(t.db);
});
afterAll(() => t.close());

const send = (
  user: UserRow | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) => t.api(user, { method, url, payload, headers: { 'accept-language': lang } });

const article = {
  title: 'Phân biệt False và Not Given',
  summary: 'Dạng câu hỏi khó nhất của IELTS Reading.',
  body: '## Quy tắc\n\nSo sánh câu hỏi với **bài đọc**, không với hiểu biết của bạn.',
  topic: 'reading',
  lang: 'vi',
};

describe('knowledge articles (knowledge/)', () => {
  let published: number;
  let draft: number;

  it('are written by administrators, published by default', async () => {
    const res = await send(admin, 'POST', 'knowledge/', article);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...article,
      published: true,
      author: { id: admin.id, name: 'Quản trị viên' },
    });
    published = res.body.id;
    const hidden = await send(admin, 'POST', 'knowledge/', {
      ...article,
      title: 'Speaking Part 2 draft',
      body: 'Notes for later.',
      lang: 'en',
      topic: 'speaking',
      published: false,
    });
    expect(hidden.status).toBe(201);
    draft = hidden.body.id;
  });

  it('refuses writers other than administrators', async () => {
    for (const user of [teacher, student, examiner]) {
      expect((await send(user, 'POST', 'knowledge/', article)).status).toBe(403);
      expect((await send(user, 'PUT', `knowledge/${published}/`, { title: 'x' })).status).toBe(403);
      expect((await send(user, 'DELETE', `knowledge/${published}/`)).status).toBe(403);
    }
  });

  it('refuses an article without a title or text, and an unknown topic', async () => {
    const res = await send(
      admin,
      'POST',
      'knowledge/',
      { ...article, title: ' ', body: '', topic: 'cooking' },
      'vi',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.title).toEqual(['Hãy đặt tiêu đề cho bài viết']);
    expect(res.body.errors.body).toEqual(['Hãy viết nội dung bài viết']);
    expect(Object.keys(res.body.errors).sort()).toEqual(['body', 'title', 'topic']);
  });

  it('are read by everyone signed in, drafts by administrators only', async () => {
    for (const user of [teacher, student, examiner]) {
      const list = await send(user, 'GET', 'knowledge/');
      expect(list.status).toBe(200);
      expect(list.body.results.map((a: { id: number }) => a.id)).toEqual([published]);
      expect((await send(user, 'GET', `knowledge/${published}/`)).body.body).toBe(article.body);
      expect((await send(user, 'GET', `knowledge/${draft}/`)).status).toBe(404);
    }
    const all = await send(admin, 'GET', 'knowledge/?ordering=title');
    expect(all.body.results.map((a: { id: number }) => a.id)).toEqual([published, draft]);
    const drafts = await send(admin, 'GET', 'knowledge/?published=false');
    expect(drafts.body.results.map((a: { id: number }) => a.id)).toEqual([draft]);
    expect((await send(null, 'GET', 'knowledge/')).status).toBe(401);
  });

  it('are searched without case or Vietnamese marks, over title, summary and text, by language and topic', async () => {
    const ids = async (query: string) =>
      ((await send(student, 'GET', `knowledge/?${query}`)).body.results as { id: number }[]).map((a) => a.id);
    expect(await ids('search=phan%20biet')).toEqual([published]);
    expect(await ids('search=BAI%20DOC')).toEqual([published]);
    expect(await ids('search=hieu%20biet')).toEqual([published]);
    expect(await ids('search=listening')).toEqual([]);
    expect(await ids('lang=en')).toEqual([]);
    expect(await ids('lang=vi&topic=reading')).toEqual([published]);
    expect((await send(student, 'GET', 'knowledge/?topic=cooking')).status).toBe(400);
  });

  it('are changed and deleted by administrators', async () => {
    const changed = await send(admin, 'PUT', `knowledge/${draft}/`, { published: true, summary: 'Ready.' });
    expect(changed.body).toMatchObject({
      published: true,
      summary: 'Ready.',
      title: 'Speaking Part 2 draft',
    });
    expect((await send(student, 'GET', `knowledge/${draft}/`)).status).toBe(200);
    expect((await send(admin, 'PUT', `knowledge/${draft}/`, { title: '' })).status).toBe(400);
    expect((await send(admin, 'DELETE', `knowledge/${draft}/`)).status).toBe(204);
    expect((await send(admin, 'GET', `knowledge/${draft}/`)).status).toBe(404);
    expect((await send(admin, 'DELETE', `knowledge/${draft}/`)).status).toBe(404);
    expect((await send(admin, 'PUT', 'knowledge/999999/', { title: 'x' })).status).toBe(404);
  });
});
