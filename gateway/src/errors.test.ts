import { HeaderMap } from '@apollo/server';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { createTestGateway, type TestGateway } from '../test/gateway.js';
import { webOperation } from '../test/web-operations.js';
import { BACKEND } from '../test/rest-backend.js';
import { seedClass } from '../test/seed.js';
import { inputField, payloadErrors, toFieldErrors } from './errors.js';
import { RestError, type RestErrorBody } from './rest/client.js';

const UPDATE_PROFILE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        phone
      }
      errors {
        field
        messages
      }
    }
  }
`;

describe('REST errors as GraphQL errors', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('names REST fields as the input fields', () => {
    expect(inputField('date_of_birth')).toBe('dateOfBirth');
    expect(inputField('records.2.student_id')).toBe('records.2.studentId');
    expect(inputField('non_field_errors')).toBeNull();
    expect(toFieldErrors({ phone: ['Phone number is not valid'] })).toEqual([
      { field: 'phone', messages: ['Phone number is not valid'] },
    ]);
  });

  it('keeps the rest of the overview when one upstream list fails', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 5, assignments: 3 });
    t.server.use(
      http.get(`${BACKEND}/class/percent-summary`, () =>
        HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    const { status, body } = await t.execute(webOperation('ClassDetailQuery').query, {
      as: teacher,
      variables: { id: String(cls.id), today: '2026-09-07' },
    });
    expect(status).toBe(200);
    const data = body.data.class;
    expect(data.name).toBe(cls.name);
    expect(data.assignments).toHaveLength(3);
    expect(data.students).toHaveLength(5);
    expect(data.students.every((s: { attendanceSummary: unknown }) => s.attendanceSummary === null)).toBe(
      true,
    );
    expect(data.overview.attendancePercent).toBeNull();
    expect(data.overview.activeStudents).toBe(5);
    const codes = new Set(body.errors?.map((e) => e.extensions?.code));
    expect(codes).toEqual(new Set(['UPSTREAM_UNAVAILABLE']));
    expect(body.errors?.[0]?.message).not.toContain('boom');
  });

  it('reports an unreachable backend as UPSTREAM_UNAVAILABLE', async () => {
    const user = buildUser();
    t.world.users.push(user);
    t.server.use(http.get(`${BACKEND}/course/`, () => HttpResponse.error()));
    const { body } = await t.execute('{ courses { total } }', { as: user });
    expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it.each([
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [400, 'BAD_USER_INPUT'],
    [503, 'UPSTREAM_UNAVAILABLE'],
  ])('maps REST %i to %s', async (status, code) => {
    const user = buildUser();
    t.world.users.push(user);
    t.server.use(
      http.get(`${BACKEND}/course/`, () =>
        HttpResponse.json({ code: status, message: `status ${status}` }, { status }),
      ),
    );
    const { body } = await t.execute('{ courses { total } }', { as: user });
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('returns field errors of a refused mutation in its payload, named as the input fields', async () => {
    const user = buildUser();
    t.world.users.push(user);
    t.server.use(
      http.put(`${BACKEND}/user/:id/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: { phone: ['Phone number is not valid'], date_of_birth: ['Wrong date format'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(UPDATE_PROFILE, { as: user, variables: { input: { phone: '12' } } });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile).toEqual({
      user: null,
      errors: [
        { field: 'phone', messages: ['Phone number is not valid'] },
        { field: 'dateOfBirth', messages: ['Wrong date format'] },
      ],
    });
  });

  it('sends the body the REST API expects and answers the saved user', async () => {
    const user = buildUser();
    t.world.users.push(user);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/user/:id/`, async ({ request, params }) => {
        sent = await request.json();
        return HttpResponse.json({ ...user, id: Number(params.id), phone: '0987654321' });
      }),
    );
    const { body } = await t.execute(UPDATE_PROFILE, {
      as: user,
      variables: { input: { phone: '0987654321', dateOfBirth: null, workPlace: 'FPT' } },
    });
    expect(sent).toEqual({ phone: '0987654321', date_of_birth: '', work_place: 'FPT' });
    expect(body.data.updateProfile).toEqual({ user: { phone: '0987654321' }, errors: [] });
  });

  it('leaves authorization failures of a mutation as GraphQL errors', async () => {
    const user = buildUser();
    t.world.users.push(user);
    t.server.use(
      http.put(`${BACKEND}/user/:id/`, () =>
        HttpResponse.json({ code: 403, message: 'You do not have permission' }, { status: 403 }),
      ),
    );
    const { body } = await t.execute(UPDATE_PROFILE, {
      as: user,
      variables: { input: { phone: '0987654321' } },
    });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('never answers a refusal naming no field as an empty errors list, as if the write had succeeded', async () => {
    const user = buildUser();
    t.world.users.push(user);
    t.server.use(
      http.put(`${BACKEND}/user/:id/`, () =>
        HttpResponse.json({ code: 400, message: 'Invalid input', errors: {} }, { status: 400 }),
      ),
    );
    const { body } = await t.execute(UPDATE_PROFILE, { as: user, variables: { input: { phone: '12' } } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Invalid input',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the one mapper of refusals to payload errors', () => {
  const refusal = (status: number, body: RestErrorBody | null) => new RestError(status, body, 'POST', 'x/');
  const message = 'The deadline of this work has passed';

  it('puts field errors of a 400, 404 or 409 under the names the domain gives', () => {
    const field = (restField: string) => (restField === 'answers.0.seq' ? 'answers.0.sequence' : null);
    for (const status of [400, 404, 409]) {
      const error = refusal(status, { code: status, message, errors: { 'answers.0.seq': [message] } });
      expect(payloadErrors(error, { field })).toEqual([{ field: 'answers.0.sequence', messages: [message] }]);
    }
  });

  it('makes a 409 naming no field an error on the whole input only where the domain says so', () => {
    const error = refusal(409, { code: 409, message });
    expect(payloadErrors(error)).toBeNull();
    expect(payloadErrors(error, { conflictOnInput: true })).toEqual([{ field: null, messages: [message] }]);
  });

  it('leaves every other failure a GraphQL error', () => {
    const errors = { name: ['Taken'] };
    expect(payloadErrors(refusal(403, { code: 403, message, errors }), { conflictOnInput: true })).toBeNull();
    expect(payloadErrors(refusal(429, { code: 429, message }), { conflictOnInput: true })).toBeNull();
    expect(payloadErrors(refusal(503, null), { conflictOnInput: true })).toBeNull();
    expect(payloadErrors(new Error('boom'))).toBeNull();
  });
});

describe('unexpected errors', () => {
  const failing = { Class: () => ({ name: () => new Error('pg: relation "class" at 10.0.0.5') }) };
  const ask = async (production: boolean) => {
    const t = await createTestGateway({ production, mocks: failing });
    const { body } = await t.execute('{ class(id: 1) { name } }');
    await t.close();
    return body.errors?.[0];
  };

  it('masks them in production, with no stack trace', async () => {
    expect(await ask(true)).toEqual({
      message: 'Internal server error',
      locations: [{ line: 1, column: 18 }],
      path: ['class', 'name'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('show their message in development, never a stack trace', async () => {
    const error = await ask(false);
    expect(error?.message).toContain('relation "class"');
    expect(error?.extensions).not.toHaveProperty('stacktrace');
  });
});

describe("the caller's mistakes in development", () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({ production: false });
  });
  afterAll(() => t.close());

  it.each([
    ['UNAUTHENTICATED', '{ courses { total } }'],
    ['GRAPHQL_VALIDATION_FAILED', '{ noSuchField }'],
    ['GRAPHQL_PARSE_FAILED', '{ viewer { '],
    ['BAD_USER_INPUT', 'query ($id: ID!) { class(id: $id) { name } }'],
  ])('carry %s without a stack trace', async (code, query) => {
    const { body } = await t.execute(query);
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(body.errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
  });

  // Apollo's own refusals of a malformed request (code BAD_REQUEST) carried the gateway's file paths.
  it.each([
    ['no query', {}],
    ['a query that is not a string', { query: 42 }],
    ['variables that are not an object', { query: '{ viewer { id } }', variables: 'x' }],
    ['an unknown extension shape', { query: '{ viewer { id } }', extensions: 'x' }],
  ])('answer %s with no stack trace or server path', async (_, body) => {
    const response = await t.gateway.server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: 'POST',
        headers: new HeaderMap([['content-type', 'application/json']]),
        search: '',
        body,
      },
      context: () => t.gateway.context({}),
    });
    const text = response.body.kind === 'complete' ? response.body.string : '';
    expect(response.status).toBe(400);
    expect(text).toContain('BAD_REQUEST');
    expect(text).not.toContain('stacktrace');
    expect(text).not.toMatch(/\/(work|home|usr|node_modules)\/|\.ts:\d+/);
  });
});

describe('refusals of the backend are never an outage', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it.each([414, 422, 431])('a %i from the backend is BAD_USER_INPUT', async (status) => {
    const user = buildUser();
    t.world.users.push(user);
    t.server.use(
      http.get(`${BACKEND}/course/`, () => HttpResponse.json({ code: status, message: 'no' }, { status })),
    );
    const { body } = await t.execute('{ courses { total } }', { as: user });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an id filter longer than the backend takes, before calling it', async () => {
    const admin = buildUser({ role: 0 });
    t.world.users.push(admin);
    const ids = Array.from({ length: 3000 }, (_, i) => String(i + 1));
    const before = t.calls.length;
    const { body } = await t.execute('query ($ids: [ID!]) { users(filter: { ids: $ids }) { total } }', {
      as: admin,
      variables: { ids },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'filter.ids', messages: ['At most 300 ids'] },
    ]);
    expect(t.calls.slice(before)).toEqual([]);
  });
});
