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

  it('gives a teacher no private field of a student, even if the backend sent one; the student their own', async () => {
    const teacher = buildTeacher();
    const student = buildUser({ passport: 'C9876543', address: '12 Phố Huế', date_of_birth: '2004-02-29' });
    t.world.users.push(teacher, student);
    const query =
      'query ($id: ID!) { user(id: $id) { name passport address dateOfBirth subEmail workPlace } }';
    const asTeacher = await t.execute(query, { as: teacher, variables: { id: String(student.id) } });
    expect(asTeacher.body.data.user).toEqual({
      name: student.name,
      passport: null,
      address: null,
      dateOfBirth: null,
      subEmail: null,
      workPlace: null,
    });
    const asSelf = await t.execute(query, { as: student, variables: { id: String(student.id) } });
    expect(asSelf.body.data.user).toMatchObject({
      passport: 'C9876543',
      address: '12 Phố Huế',
      dateOfBirth: '2004-02-29',
    });
    const asAdmin = await t.execute(query, { as: admin, variables: { id: String(student.id) } });
    expect(asAdmin.body.data.user).toMatchObject({ passport: 'C9876543' });
  });

  it('lets no teacher add students to a class, before any REST call', async () => {
    const teacher = buildTeacher();
    const cls = buildClass({}, { teachers: [teacher] });
    t.world.users.push(teacher);
    t.world.classes.push(cls);
    t.resetCalls();
    const { body } = await t.execute(
      'mutation ($input: AddStudentsToClassInput!) { addStudentsToClass(input: $input) { errors { field } } }',
      { as: teacher, variables: { input: { classId: String(cls.id), studentIds: ['999'] } } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
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
