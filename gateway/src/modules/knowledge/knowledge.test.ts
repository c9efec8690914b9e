import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildArticle, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const ARTICLES = `query ($filter: ArticleFilter, $sort: ArticleSort) { articles(filter: $filter, sort: $sort) {
  total items { id title summary topic language published authorName updatedAt } } }`;
const ARTICLE = `query ($id: ID!) { article(id: $id) { id title body language } }`;
const CREATE = `mutation ($input: CreateArticleInput!) {
  createArticle(input: $input) { article { id title language topic } errors { field messages } } }`;
const UPDATE = `mutation ($input: UpdateArticleInput!) {
  updateArticle(input: $input) { article { id title } errors { field messages } } }`;
const DELETE = `mutation ($input: DeleteArticleInput!) { deleteArticle(input: $input) { deletedId errors { field messages } } }`;

describe('knowledge articles (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('searches the knowledge base in one call, filters as REST names', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let query: URLSearchParams | undefined;
    t.server.use(
      http.get(`${BACKEND}/knowledge/`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [buildArticle()] });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(ARTICLES, {
      as: student,
      variables: { filter: { search: ' not given ', language: 'VI', topic: 'READING' }, sort: 'TITLE' },
    });
    expect(t.calls).toEqual(['GET knowledge/']);
    expect(Object.fromEntries(query!)).toMatchObject({
      search: 'not given',
      lang: 'vi',
      topic: 'reading',
      ordering: 'title',
    });
    expect(body.data.articles.items[0]).toEqual({
      id: '31',
      title: 'Phân biệt False và Not Given',
      summary: 'Dạng câu hỏi khó nhất của IELTS Reading.',
      topic: 'READING',
      language: 'VI',
      published: true,
      authorName: 'Quản trị viên',
      updatedAt: '2026-08-02T03:00:00.000Z',
    });
  });

  it('answers null for an unknown article or a draft (404)', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.server.use(
      http.get(`${BACKEND}/knowledge/:id/`, () =>
        HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 }),
      ),
    );
    const { body } = await t.execute(ARTICLE, { as: student, variables: { id: '99' } });
    expect(body.errors).toBeUndefined();
    expect(body.data.article).toBeNull();
  });

  it('writes, changes and deletes articles for administrators, language as `lang`', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    const sent: unknown[] = [];
    t.server.use(
      http.post(`${BACKEND}/knowledge/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(buildArticle({ lang: 'en', title: 'Planning Task 2' }), { status: 201 });
      }),
      http.put(`${BACKEND}/knowledge/:id/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(buildArticle({ title: 'Renamed' }));
      }),
      http.delete(`${BACKEND}/knowledge/:id/`, () => new HttpResponse(null, { status: 204 })),
    );
    const created = await t.execute(CREATE, {
      as: admin,
      variables: {
        input: {
          title: 'Planning Task 2',
          body: '## Plan',
          topic: 'WRITING',
          language: 'EN',
          published: false,
        },
      },
    });
    expect(created.body.data.createArticle.article).toEqual({
      id: '31',
      title: 'Planning Task 2',
      language: 'EN',
      topic: 'READING',
    });
    await t.execute(UPDATE, {
      as: admin,
      variables: { input: { id: '31', title: 'Renamed', language: 'VI' } },
    });
    expect(sent).toEqual([
      { title: 'Planning Task 2', body: '## Plan', topic: 'writing', lang: 'en', published: false },
      { title: 'Renamed', lang: 'vi' },
    ]);
    const deleted = await t.execute(DELETE, { as: admin, variables: { input: { id: '31' } } });
    expect(deleted.body.data.deleteArticle).toEqual({ deletedId: '31', errors: [] });
  });

  it('keeps writing to administrators, before any REST call', async () => {
    t.resetCalls();
    for (const user of [buildTeacher(), buildUser(), buildUser({ role: 4 })]) {
      t.world.users.push(user);
      for (const [query, input] of [
        [CREATE, { title: 'x', body: 'y', topic: 'READING', language: 'VI' }],
        [UPDATE, { id: '1', title: 'x' }],
        [DELETE, { id: '1' }],
      ] as const) {
        const { body } = await t.execute(query, { as: user, variables: { input } });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    expect(t.calls).toEqual([]);
  });
});
