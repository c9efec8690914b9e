import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildScore, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

const UPDATE = `mutation ($input: UpdateScoreInput!) {
  updateScore(input: $input) { score { id kind value note student { name } } errors { field messages } } }`;
const DELETE = `mutation ($input: DeleteScoreInput!) {
  deleteScore(input: $input) { deletedId errors { field messages } } }`;

describe('score edit and delete (the "mark and score" row: admin, teacher, examiner)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('changes a score in one call, sending only the fields given', async () => {
    const { cls, teacher, students } = seedClass(t.world, { students: 1, assignments: 0 });
    const score = buildScore(cls, students[0]!);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/class/score/:id/`, async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json({ ...score, value: 9, note: 'Sửa lại', kind: 'score_test' });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: String(score.id), value: 9, note: 'Sửa lại', kind: 'SCORE_TEST' } },
    });
    expect(sent).toEqual({
      id: String(score.id),
      body: { value: 9, note: 'Sửa lại', kind: 'score_test' },
    });
    expect(body.data.updateScore).toEqual({
      score: {
        id: String(score.id),
        kind: 'SCORE_TEST',
        value: 9,
        note: 'Sửa lại',
        student: { name: students[0]!.name },
      },
      errors: [],
    });
    expect(t.calls.filter((c) => !c.startsWith('GET'))).toEqual([`PUT class/score/${score.id}/`]);
  });

  it('sends a null assignment to detach the score from it', async () => {
    const { cls, teacher, students } = seedClass(t.world, { students: 1, assignments: 0 });
    const score = buildScore(cls, students[0]!);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/class/score/:id/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(score);
      }),
    );
    await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: String(score.id), assignmentId: null } },
    });
    expect(sent).toEqual({ assignment_id: null });
  });

  it('puts a score over the maximum (400) under value', async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.put(`${BACKEND}/class/score/:id/`, () =>
        HttpResponse.json(
          { code: 400, message: 'Invalid input', errors: { value: ['Invalid score'] } },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(UPDATE, { as: teacher, variables: { input: { id: '3', value: 120 } } });
    expect(body.data.updateScore).toEqual({
      score: null,
      errors: [{ field: 'value', messages: ['Invalid score'] }],
    });
  });

  it('says CONFLICT when the change lands on a slot already scored (409 without a field)', async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.put(`${BACKEND}/class/score/:id/`, () =>
        HttpResponse.json({ code: 409, message: 'This conflicts with existing data' }, { status: 409 }),
      ),
    );
    const { body } = await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: '3', assignmentId: '8' } },
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'This conflicts with existing data',
      extensions: { code: 'CONFLICT' },
    });
    expect(body.data).toBeNull();
  });

  it("refuses another class's teacher as the backend does (403 becomes FORBIDDEN)", async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.delete(`${BACKEND}/class/score/:id/`, () =>
        HttpResponse.json(
          { code: 403, message: 'You do not have permission to perform this action' },
          { status: 403 },
        ),
      ),
    );
    const { body } = await t.execute(DELETE, { as: teacher, variables: { input: { id: '3' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['admin', buildAdmin],
    ['examiner', () => buildUser({ role: 4 })],
  ])('deletes a score as %s and answers its id', async (_, build) => {
    const user = build();
    t.world.users.push(user);
    let deleted: unknown;
    t.server.use(
      http.delete(`${BACKEND}/class/score/:id/`, ({ params }) => {
        deleted = params.id;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { body } = await t.execute(DELETE, { as: user, variables: { input: { id: '31' } } });
    expect(deleted).toBe('31');
    expect(body.data.deleteScore).toEqual({ deletedId: '31', errors: [] });
  });

  it('refuses a student (FORBIDDEN) before any REST call', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.resetCalls();
    const update = await t.execute(UPDATE, { as: student, variables: { input: { id: '1', value: 10 } } });
    const remove = await t.execute(DELETE, { as: student, variables: { input: { id: '1' } } });
    expect(update.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(remove.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it('refuses a malformed id as a field error before any REST call', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.resetCalls();
    const { body } = await t.execute(UPDATE, { as: admin, variables: { input: { id: '-4', value: 5 } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'id', messages: ['Not a valid id'] },
    ]);
    expect(t.calls).toEqual([]);
  });
});
