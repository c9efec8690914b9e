import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildAssignment, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

const CREATE = `mutation ($input: CreateAssignmentInput!) {
  createAssignment(input: $input) {
    assignment { id kind title timeLimit deadline maxAccesses examMode tag { id name } class { id name } }
    errors { field messages }
  } }`;
const UPDATE = `mutation ($input: UpdateAssignmentInput!) {
  updateAssignment(input: $input) { assignment { id title timeLimit deadline } errors { field messages } } }`;
const DELETE = `mutation ($input: DeleteAssignmentInput!) {
  deleteAssignment(input: $input) { deletedId errors { field messages } } }`;

describe('assignment writes (the "assign" row: admin all, teacher own classes)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('creates an assignment, sending REST names and values, and answers it with its class', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/class-exercises/`, async ({ request }) => {
        sent = await request.json();
        const body = sent as { deadline: string };
        return HttpResponse.json(
          buildAssignment(cls, {
            id: 77,
            kind: 'test',
            title: 'Mid-term',
            deadline: body.deadline,
            tag_id: null,
            exam_mode: true,
          }),
          { status: 201 },
        );
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(CREATE, {
      as: teacher,
      variables: {
        input: {
          classId: String(cls.id),
          exerciseId: '12',
          kind: 'TEST',
          title: 'Mid-term',
          deadline: '2026-12-01T16:59:00.000Z',
          timeLimit: 45,
          maxScore: 100,
          tagId: null,
          examMode: true,
        },
      },
    });
    expect(sent).toEqual({
      class_id: cls.id,
      exercise_id: 12,
      kind: 'test',
      title: 'Mid-term',
      deadline: '2026-12-01T16:59:00.000Z',
      time_limit: 45,
      max_score: 100,
      exam_mode: true,
    });
    expect(body.data.createAssignment).toEqual({
      assignment: {
        id: '77',
        kind: 'TEST',
        title: 'Mid-term',
        timeLimit: 45,
        deadline: '2026-12-01T16:59:00.000Z',
        maxAccesses: 3,
        examMode: true,
        tag: null,
        class: { id: String(cls.id), name: cls.name },
      },
      errors: [],
    });
    expect(t.calls.filter((c) => !c.startsWith('GET'))).toEqual(['POST class-exercises/']);
  });

  it('puts the backend’s rule errors (400) under the input’s field names', async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.post(`${BACKEND}/class-exercises/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: {
              deadline: ['The deadline must be today or later'],
              time_limit: ['The time limit must be more than 0 minutes (at most 1440)'],
              max_accesses: ['The access limit is 1 to 10'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(CREATE, {
      as: teacher,
      variables: {
        input: {
          classId: '1',
          exerciseId: '2',
          kind: 'HOME_WORK',
          title: 'x',
          timeLimit: 0,
          maxAccesses: 20,
        },
      },
    });
    expect(body.data.createAssignment).toEqual({
      assignment: null,
      errors: [
        { field: 'deadline', messages: ['The deadline must be today or later'] },
        { field: 'timeLimit', messages: ['The time limit must be more than 0 minutes (at most 1440)'] },
        { field: 'maxAccesses', messages: ['The access limit is 1 to 10'] },
      ],
    });
  });

  it('updates with PATCH, sending only the given fields and null for the cleared ones', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    let sent: unknown;
    t.server.use(
      http.patch(`${BACKEND}/class-exercises/:id/`, async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json(
          buildAssignment(cls, { id: 9, title: 'Renamed', time_limit: null, deadline: null }),
        );
      }),
    );
    const { body } = await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: '9', title: 'Renamed', timeLimit: null, deadline: null, tagId: null } },
    });
    expect(sent).toEqual({
      id: '9',
      body: { title: 'Renamed', time_limit: null, deadline: null, tag_id: null },
    });
    expect(body.data.updateAssignment).toEqual({
      assignment: { id: '9', title: 'Renamed', timeLimit: null, deadline: null },
      errors: [],
    });
  });

  it('turns exam mode off for a test and answers it (false is sent, not dropped)', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    let sent: unknown;
    t.server.use(
      http.patch(`${BACKEND}/class-exercises/:id/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(buildAssignment(cls, { id: 9, kind: 'test', exam_mode: false }));
      }),
    );
    const { body } = await t.execute(
      `mutation ($input: UpdateAssignmentInput!) {
        updateAssignment(input: $input) { assignment { id examMode } errors { field messages } } }`,
      { as: teacher, variables: { input: { id: '9', examMode: false } } },
    );
    expect(sent).toEqual({ exam_mode: false });
    expect(body.data.updateAssignment).toEqual({ assignment: { id: '9', examMode: false }, errors: [] });
  });

  it('answers a refused delete (409, the input as a whole) as a payload error', async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    const message = 'Students have already started this assignment; it cannot be deleted';
    t.server.use(
      http.delete(`${BACKEND}/class-exercises/:id/`, () =>
        HttpResponse.json({ code: 409, message, errors: { non_field_errors: [message] } }, { status: 409 }),
      ),
    );
    const { body } = await t.execute(DELETE, { as: teacher, variables: { input: { id: '5' } } });
    expect(body.data.deleteAssignment).toEqual({
      deletedId: null,
      errors: [{ field: null, messages: [message] }],
    });
  });

  it('deletes as an admin and answers the id', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    let deleted: unknown;
    t.server.use(
      http.delete(`${BACKEND}/class-exercises/:id/`, ({ params }) => {
        deleted = params.id;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: '31' } } });
    expect(deleted).toBe('31');
    expect(body.data.deleteAssignment).toEqual({ deletedId: '31', errors: [] });
  });

  it("says FORBIDDEN for another class's teacher, as the backend does", async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.patch(`${BACKEND}/class-exercises/:id/`, () =>
        HttpResponse.json({ code: 403, message: 'You do not have permission' }, { status: 403 }),
      ),
    );
    const { body } = await t.execute(UPDATE, { as: teacher, variables: { input: { id: '3', title: 'x' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['student', () => buildUser()],
    ['examiner', () => buildUser({ role: 4 })],
  ])('refuses a %s (FORBIDDEN) before any REST call', async (_, build) => {
    const user = build();
    t.world.users.push(user);
    t.resetCalls();
    const input = { classId: '1', exerciseId: '2', kind: 'TEST', title: 'x' };
    const results = [
      await t.execute(CREATE, { as: user, variables: { input } }),
      await t.execute(UPDATE, { as: user, variables: { input: { id: '1', title: 'y' } } }),
      await t.execute(DELETE, { as: user, variables: { input: { id: '1' } } }),
    ];
    for (const { body } of results) expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it('refuses a malformed exercise id as a field error before any REST call', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.resetCalls();
    const { body } = await t.execute(CREATE, {
      as: admin,
      variables: { input: { classId: '1', exerciseId: 'abc', kind: 'TEST', title: 'x' } },
    });
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'exerciseId', messages: ['Not a valid id'] },
    ]);
    expect(t.calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});
