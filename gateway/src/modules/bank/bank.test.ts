import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RestErrorTag } from '../../rest/types.js';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const errorTag = (id: number, name: string, parent: number | null = null): RestErrorTag => ({
  id,
  name,
  parent_id: parent,
  link: '',
  is_common: true,
  manager_id: null,
  created_at: '2026-01-05T03:00:00.000Z',
});
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const TREE = `query { errorTags(topOnly: true) { total items { name isCommon children { name parent { name } } } } }`;
const CREATE = `mutation ($input: CreateErrorTagInput!) {
  createErrorTag(input: $input) { errorTag { id name } errors { field messages } } }`;

describe('the bank module: registry, tags and error tags', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads the error tag tree in two calls: the top level, then every child list in one batch', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const queries: string[] = [];
    t.server.use(
      http.get(`${BACKEND}/error-tag/`, ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        if (url.searchParams.get('top') === 'true')
          return HttpResponse.json(page([errorTag(1, 'Grammar'), errorTag(2, 'Vocabulary')]));
        if (url.searchParams.get('parent_ids') === '1,2')
          return HttpResponse.json(page([errorTag(3, 'Verb tense', 1), errorTag(4, 'Collocation', 2)]));
        return HttpResponse.json(page([errorTag(1, 'Grammar'), errorTag(2, 'Vocabulary')]));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(TREE, { as: teacher });
    expect(body.errors).toBeUndefined();
    expect(body.data.errorTags).toEqual({
      total: 2,
      items: [
        { name: 'Grammar', isCommon: true, children: [{ name: 'Verb tense', parent: { name: 'Grammar' } }] },
        {
          name: 'Vocabulary',
          isCommon: true,
          children: [{ name: 'Collocation', parent: { name: 'Vocabulary' } }],
        },
      ],
    });
    expect(t.calls).toEqual(['GET error-tag/', 'GET error-tag/']);
    expect(queries[1]).toContain('parent_ids=1%2C2');
  });

  it('refuses students the error tags and everyone but admins and teachers the writes, before any call', async () => {
    const student = buildUser();
    const examiner = buildUser({ role: 4 });
    t.world.users.push(student, examiner);
    t.resetCalls();
    expect((await t.execute(TREE, { as: student })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const user of [student, examiner]) {
      const { body } = await t.execute(CREATE, { as: user, variables: { input: { name: 'Mine' } } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(t.calls).toEqual([]);
  });

  it('creates an error tag with the REST names and puts a refused parent under parentId', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/error-tag/`, async ({ request }) => {
        sent = await request.json();
        if ((sent as { parent_id: number | null }).parent_id === 9)
          return HttpResponse.json(
            {
              code: 400,
              message: 'Invalid input',
              errors: { parent_id: ['A child tag goes under a top-level tag'] },
            },
            { status: 400 },
          );
        return HttpResponse.json(errorTag(7, 'Articles', 1), { status: 201 });
      }),
    );
    const ok = await t.execute(CREATE, {
      as: admin,
      variables: { input: { name: 'Articles', parentId: '1', link: 'https://academy.test/articles' } },
    });
    expect(sent).toEqual({ name: 'Articles', parent_id: 1, link: 'https://academy.test/articles' });
    expect(ok.body.data.createErrorTag).toEqual({ errorTag: { id: '7', name: 'Articles' }, errors: [] });
    const refused = await t.execute(CREATE, {
      as: admin,
      variables: { input: { name: 'x', parentId: '9' } },
    });
    expect(refused.body.data.createErrorTag).toEqual({
      errorTag: null,
      errors: [{ field: 'parentId', messages: ['A child tag goes under a top-level tag'] }],
    });
  });

  it('serves the question type registry with GraphQL enum names', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.server.use(
      http.get(`${BACKEND}/question/question-type/`, () =>
        HttpResponse.json({
          types: [
            {
              type: 'yes_no',
              interaction: 'single_choice',
              marked_by: 'key',
              media: null,
              fixed_options: ['yes', 'no', 'not_given'],
            },
            {
              type: 'picture_mark',
              interaction: 'hotspot',
              marked_by: 'key',
              media: 'image',
              fixed_options: null,
            },
          ],
          weights: [0.25, 0.5, 1],
          topic_groups: ['reading'],
        }),
      ),
    );
    const { body } = await t.execute(
      `query { questionRegistry { types { type interaction markedBy media fixedOptions } weights topicGroups } }`,
      { as: teacher },
    );
    expect(body.data.questionRegistry).toEqual({
      types: [
        {
          type: 'YES_NO',
          interaction: 'SINGLE_CHOICE',
          markedBy: 'KEY',
          media: null,
          fixedOptions: ['yes', 'no', 'not_given'],
        },
        { type: 'PICTURE_MARK', interaction: 'HOTSPOT', markedBy: 'KEY', media: 'IMG', fixedOptions: null },
      ],
      weights: [0.25, 0.5, 1],
      topicGroups: ['READING'],
    });
  });
});
