import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildCourse, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const CREATE = `mutation ($input: CreateCourseInput!) {
  createCourse(input: $input) { course { id name description targetBand } errors { field messages } } }`;
const UPDATE = `mutation ($input: UpdateCourseInput!) {
  updateCourse(input: $input) { course { id name targetBand } errors { field messages } } }`;
const DELETE = `mutation ($input: DeleteCourseInput!) {
  deleteCourse(input: $input) { deletedId errors { field messages } } }`;

describe('course management (administrators)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('creates a course in one call, sending the REST field names', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/course/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          buildCourse({ id: 41, name: 'IELTS 7.0', description: 'Nâng cao', target_band: '7.0' }),
          { status: 201 },
        );
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(CREATE, {
      as: admin,
      variables: { input: { name: 'IELTS 7.0', description: 'Nâng cao', targetBand: '7.0' } },
    });
    expect(sent).toEqual({ name: 'IELTS 7.0', description: 'Nâng cao', target_band: '7.0' });
    expect(body.data.createCourse).toEqual({
      course: { id: '41', name: 'IELTS 7.0', description: 'Nâng cao', targetBand: '7.0' },
      errors: [],
    });
    expect(t.calls).toEqual(['POST course/']);
  });

  it('answers a name already used (409 on name) as a field error, not a GraphQL error', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(
      http.post(`${BACKEND}/course/`, () =>
        HttpResponse.json(
          {
            code: 409,
            message: 'This course name is already used',
            errors: { name: ['This course name is already used'] },
          },
          { status: 409 },
        ),
      ),
    );
    const { body } = await t.execute(CREATE, { as: admin, variables: { input: { name: 'ielts 6.5' } } });
    expect(body.errors).toBeUndefined();
    expect(body.data.createCourse).toEqual({
      course: null,
      errors: [{ field: 'name', messages: ['This course name is already used'] }],
    });
  });

  it('puts an invalid band (400) under targetBand', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(
      http.put(`${BACKEND}/course/:id/`, () =>
        HttpResponse.json(
          { code: 400, message: 'Invalid input', errors: { target_band: ['Invalid input'] } },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(UPDATE, {
      as: admin,
      variables: { input: { id: '5', targetBand: '6.3' } },
    });
    expect(body.data.updateCourse).toEqual({
      course: null,
      errors: [{ field: 'targetBand', messages: ['Invalid input'] }],
    });
  });

  it('changes only the fields given, and a null band clears it', async () => {
    const admin = buildAdmin();
    const course = buildCourse({ name: 'Foundation' });
    t.world.users.push(admin);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/course/:id/`, async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json({ ...course, name: 'Foundation A', target_band: null });
      }),
    );
    const { body } = await t.execute(UPDATE, {
      as: admin,
      variables: { input: { id: String(course.id), name: 'Foundation A', targetBand: null } },
    });
    expect(sent).toEqual({ id: String(course.id), body: { name: 'Foundation A', target_band: null } });
    expect(body.data.updateCourse).toEqual({
      course: { id: String(course.id), name: 'Foundation A', targetBand: null },
      errors: [],
    });

    await t.execute(UPDATE, { as: admin, variables: { input: { id: String(course.id), description: 'x' } } });
    expect(sent).toEqual({ id: String(course.id), body: { description: 'x' } });
  });

  it('deletes a course and answers its id', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let deleted: unknown;
    t.server.use(
      http.delete(`${BACKEND}/course/:id/`, ({ params }) => {
        deleted = params.id;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: '12' } } });
    expect(deleted).toBe('12');
    expect(body.data.deleteCourse).toEqual({ deletedId: '12', errors: [] });
  });

  it('says NOT_FOUND for a course deleted meanwhile (404 without field errors)', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(
      http.delete(`${BACKEND}/course/:id/`, () =>
        HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 }),
      ),
    );
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: '12' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a malformed id as a field error before any REST call', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.resetCalls();
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: 'abc' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'id', messages: ['Not a valid id'] },
    ]);
    expect(t.calls).toEqual([]);
  });

  it.each([
    ['teacher', buildTeacher],
    ['student', buildUser],
    ['examiner', () => buildUser({ role: 4 })],
  ])('refuses a %s (FORBIDDEN) before any REST call', async (_, build) => {
    const user = build();
    t.world.users.push(user);
    t.resetCalls();
    for (const [query, input] of [
      [CREATE, { name: 'X' }],
      [UPDATE, { id: '1', name: 'X' }],
      [DELETE, { id: '1' }],
    ] as const) {
      const { body } = await t.execute(query, { as: user, variables: { input } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(t.calls).toEqual([]);
  });
});
