import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildClass, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

describe('users', () => {
  let t: TestGateway;
  const admin = buildAdmin();
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(admin);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('pages the user table with the filters and order of the REST API', async () => {
    let url: URL | undefined;
    t.server.use(
      http.get(`${BACKEND}/user/`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ count: 41, next: null, previous: null, results: [admin] });
      }),
    );
    const { body } = await t.execute(
      `{ users(filter: { search: "an", role: STUDENT, classIds: ["3", "4"], isActive: true }, sort: EMAIL_DESC,
           page: 2, pageSize: 20) { total page pageSize items { name role } } }`,
      { as: admin },
    );
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      page: '2',
      page_size: '20',
      ordering: '-email',
      search: 'an',
      role: '1',
      class_ids: '3,4',
      is_active: 'true',
    });
    expect(body.data.users).toEqual({
      total: 41,
      page: 2,
      pageSize: 20,
      items: [{ name: admin.name, role: 'ADMIN' }],
    });
  });

  it('refuses a page size over 300 without calling the backend', async () => {
    t.resetCalls();
    const { body } = await t.execute('{ users(pageSize: 301) { total } }', { as: admin });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'pageSize', messages: ['Must be 1 to 300'] }],
    });
    expect(t.calls).toEqual([]);
  });

  it("loads the full profiles of a class's staff in one batched call", async () => {
    const teachers = [buildTeacher({ date_of_birth: '1990-01-02' }), buildTeacher({ date_of_birth: '' })];
    const cls = buildClass({}, { teachers });
    t.world.users.push(...teachers);
    t.world.classes.push(cls);
    t.resetCalls();
    const { body } = await t.execute(
      'query ($id: ID!) { class(id: $id) { teachers { name dateOfBirth gender } } }',
      {
        as: admin,
        variables: { id: String(cls.id) },
      },
    );
    expect(body.data.class.teachers).toEqual([
      { name: teachers[0]!.name, dateOfBirth: '1990-01-02', gender: 'MALE' },
      { name: teachers[1]!.name, dateOfBirth: null, gender: 'MALE' },
    ]);
    expect(t.calls).toEqual([`GET class/${cls.id}/`, 'GET user/']);
  });

  it("keeps a teacher's contact and refuses a student the rest of the profile", async () => {
    const student = buildUser();
    const teacher = buildTeacher();
    const cls = buildClass({}, { teachers: [teacher] });
    t.world.users.push(student, teacher);
    t.world.classes.push(cls);
    const { body } = await t.execute('query ($id: ID!) { class(id: $id) { teachers { name address } } }', {
      as: student,
      variables: { id: String(cls.id) },
    });
    expect(body.data.class.teachers).toEqual([{ name: teacher.name, address: null }]);
    expect(body.errors?.[0]).toMatchObject({
      path: ['class', 'teachers', 0, 'address'],
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('creates a user as a student by default and reports a taken e-mail on the field', async () => {
    const bodies: unknown[] = [];
    t.server.use(
      http.post(`${BACKEND}/user/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            code: 409,
            message: 'This email is already used',
            errors: { email: ['This email is already used'] },
          },
          { status: 409 },
        );
      }),
    );
    const { body } = await t.execute(
      `mutation { createUser(input: { email: "an@academy.test", name: "Nguyễn Văn An", gender: FEMALE }) {
          user { id } errors { field messages } } }`,
      { as: admin },
    );
    expect(bodies).toEqual([{ email: 'an@academy.test', name: 'Nguyễn Văn An', gender: 1, role: 1 }]);
    expect(body.data.createUser).toEqual({
      user: null,
      errors: [{ field: 'email', messages: ['This email is already used'] }],
    });
  });

  it('lets only an administrator create users', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const { body } = await t.execute(
      'mutation { createUser(input: { email: "x@y.z", name: "X" }) { errors { field } } }',
      {
        as: teacher,
      },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
