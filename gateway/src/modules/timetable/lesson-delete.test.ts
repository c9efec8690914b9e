import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

const DELETE = `mutation ($input: DeleteLessonInput!) {
  deleteLesson(input: $input) { deletedId errors { field messages } } }`;

describe('lesson delete (admin, a teacher of the class)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it.each([
    ['teacher', () => seedClass(t.world, { students: 0, assignments: 0 }).teacher],
    ['admin', () => buildAdmin()],
  ])('deletes a lesson as %s in one call and answers its id', async (_, build) => {
    const user = build();
    t.world.users.push(user);
    let deleted: unknown;
    t.server.use(
      http.delete(`${BACKEND}/class/time-table/:id/`, ({ params }) => {
        deleted = params.id;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(DELETE, { as: user, variables: { input: { id: '77' } } });
    expect(deleted).toBe('77');
    expect(body.data.deleteLesson).toEqual({ deletedId: '77', errors: [] });
    expect(t.calls).toEqual(['DELETE class/time-table/77/']);
  });

  it("says FORBIDDEN for an examiner-teacher or another class's teacher, as the backend answers", async () => {
    const { teacher } = seedClass(t.world, { students: 0, assignments: 0 });
    t.server.use(
      http.delete(`${BACKEND}/class/time-table/:id/`, () =>
        HttpResponse.json(
          { code: 403, message: 'You do not have permission to perform this action' },
          { status: 403 },
        ),
      ),
    );
    const { body } = await t.execute(DELETE, { as: teacher, variables: { input: { id: '77' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(body.data).toBeNull();
  });

  it('says NOT_FOUND for a lesson already gone', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.server.use(
      http.delete(`${BACKEND}/class/time-table/:id/`, () =>
        HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 }),
      ),
    );
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: '77' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it.each([
    ['student', () => buildUser()],
    ['examiner', () => buildUser({ role: 4 })],
  ])('refuses a %s (FORBIDDEN) before any REST call', async (_, build) => {
    const user = build();
    t.world.users.push(user);
    t.resetCalls();
    const { body } = await t.execute(DELETE, { as: user, variables: { input: { id: '77' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it('refuses a malformed id as a field error before any REST call', async () => {
    const admin = buildAdmin();
    t.world.users.push(admin);
    t.resetCalls();
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: '1.5' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(t.calls).toEqual([]);
  });
});
