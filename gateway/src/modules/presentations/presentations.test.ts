import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RestPresentationGroup } from '../../rest/types.js';
import { buildAssignment, buildClass, buildTeacher, buildUser, withStats } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const GROUPS = `query ($id: ID!) { class(id: $id) { id assignments { id kind presentationGroups {
  id assignmentId classId name members { id name } rubric { criterion band point }
  presentationScore slideScore scriptScore total returned returnedAt } } } }`;
const CREATE = `mutation ($input: CreatePresentationGroupInput!) {
  createPresentationGroup(input: $input) { group { id name } errors { field messages } } }`;
const MARK = `mutation ($input: MarkPresentationGroupInput!) {
  markPresentationGroup(input: $input) { group { id total returned rubric { criterion band point } } errors { field messages } } }`;
const DELETE = `mutation ($input: DeletePresentationGroupInput!) {
  deletePresentationGroup(input: $input) { deletedId errors { field messages } } }`;

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function buildGroup(
  assignmentId: number,
  overrides: Partial<RestPresentationGroup> = {},
): RestPresentationGroup {
  return {
    id: 31,
    assignment_id: assignmentId,
    class_id: 1,
    name: 'Nhóm 1',
    members: [{ id: 5, name: 'Lê Văn An', email: 'an@academy.test' }],
    rubric: [
      { criterion: 'content', band: '15-13', point: 14 },
      { criterion: 'language', band: '12-9', point: 11 },
      { criterion: 'delivery', band: '12-9', point: 12 },
      { criterion: 'teamwork', band: '12-9', point: 10 },
    ],
    presentation_score: 11.75,
    slide_score: 17.5,
    script_score: 12,
    total: 41.25,
    returned: true,
    marked_at: '2026-09-10T03:00:00.000Z',
    returned_at: '2026-09-10T03:00:00.000Z',
    created_at: '2026-09-01T00:00:00.000Z',
    ...overrides,
  };
}

const validation = (errors: Record<string, string[]>) =>
  HttpResponse.json({ code: 400, message: 'Invalid input', errors }, { status: 400 });

describe('presentation groups (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads the groups of every presentation of a class in one batched call, none for other kinds', async () => {
    const teacher = buildTeacher();
    const cls = buildClass({}, { teachers: [teacher] });
    const talks = [1, 2, 3].map(() => buildAssignment(cls, { kind: 'presentation', max_score: 50 }));
    const homework = buildAssignment(cls);
    t.world.users.push(teacher);
    t.world.classes.push(cls);
    t.world.assignments.push(...[...talks, homework].map((a) => withStats(a, 10)));
    let asked: string | null = null;
    t.server.use(
      http.get(`${BACKEND}/group/`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('assignment_ids');
        return HttpResponse.json(page([buildGroup(talks[0]!.id, { class_id: cls.id })]));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(GROUPS, { as: teacher, variables: { id: String(cls.id) } });
    expect(body.errors).toBeUndefined();
    expect(t.calls.filter((c) => c.startsWith('GET group/'))).toEqual(['GET group/']);
    expect(asked!.split(',').sort()).toEqual(talks.map((a) => String(a.id)).sort());
    const byId = new Map(
      body.data.class.assignments.map((a: { id: string; presentationGroups: unknown[] }) => [a.id, a]),
    );
    expect((byId.get(String(homework.id)) as { presentationGroups: unknown[] }).presentationGroups).toEqual(
      [],
    );
    expect((byId.get(String(talks[0]!.id)) as { presentationGroups: unknown[] }).presentationGroups).toEqual([
      {
        id: '31',
        assignmentId: String(talks[0]!.id),
        classId: String(cls.id),
        name: 'Nhóm 1',
        members: [{ id: '5', name: 'Lê Văn An' }],
        rubric: [
          { criterion: 'CONTENT', band: 'B15_13', point: 14 },
          { criterion: 'LANGUAGE', band: 'B12_9', point: 11 },
          { criterion: 'DELIVERY', band: 'B12_9', point: 12 },
          { criterion: 'TEAMWORK', band: 'B12_9', point: 10 },
        ],
        presentationScore: 11.75,
        slideScore: 17.5,
        scriptScore: 12,
        total: 41.25,
        returned: true,
        returnedAt: '2026-09-10T03:00:00.000Z',
      },
    ]);
  });

  it('makes a group with REST names and maps a member’s refusal to memberIds.<i>', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/group/`, async ({ request }) => {
        sent = await request.json();
        return validation({
          'member_ids.1': ['This student is already in another group of this assignment'],
        });
      }),
    );
    const { body } = await t.execute(CREATE, {
      as: teacher,
      variables: { input: { assignmentId: '9', name: 'Nhóm 2', memberIds: ['5', '6'] } },
    });
    expect(sent).toEqual({ assignment_id: 9, name: 'Nhóm 2', member_ids: [5, 6] });
    expect(body.data.createPresentationGroup).toEqual({
      group: null,
      errors: [
        { field: 'memberIds.1', messages: ['This student is already in another group of this assignment'] },
      ],
    });
  });

  it('marks a group with the REST band and criterion values, and maps a slide score refusal', async () => {
    const examiner = buildUser({ role: 4 });
    t.world.users.push(examiner);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/presentation/:id/`, async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json(buildGroup(9));
      }),
    );
    const input = {
      id: '31',
      rubric: [{ criterion: 'CONTENT', band: 'B15_13', point: 14 }],
      slideScore: 17.5,
      scriptScore: null,
      returned: false,
    };
    const { body } = await t.execute(MARK, { as: examiner, variables: { input } });
    expect(body.errors).toBeUndefined();
    expect(sent).toEqual({
      id: '31',
      body: {
        rubric: [{ criterion: 'content', band: '15-13', point: 14 }],
        slide_score: 17.5,
        script_score: null,
        returned: false,
      },
    });
    expect(body.data.markPresentationGroup.group.total).toBe(41.25);

    t.server.use(
      http.put(`${BACKEND}/presentation/:id/`, () =>
        validation({
          slide_score: ['The slide score is from 0 to 20'],
          'rubric.0.band': ['Choose one of the bands'],
        }),
      ),
    );
    const refused = await t.execute(MARK, {
      as: examiner,
      variables: { input: { ...input, slideScore: 21 } },
    });
    expect(refused.body.data.markPresentationGroup.errors).toEqual([
      { field: 'slideScore', messages: ['The slide score is from 0 to 20'] },
      { field: 'rubric.0.band', messages: ['Choose one of the bands'] },
    ]);
  });

  it('refuses students marking, and examiners or students making or deleting groups, before any REST call', async () => {
    const student = buildUser();
    const examiner = buildUser({ role: 4 });
    t.world.users.push(student, examiner);
    t.resetCalls();
    const mark = await t.execute(MARK, {
      as: student,
      variables: { input: { id: '31', rubric: [] } },
    });
    expect(mark.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const user of [student, examiner]) {
      const create = await t.execute(CREATE, {
        as: user,
        variables: { input: { assignmentId: '9', name: 'X', memberIds: ['5'] } },
      });
      expect(create.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const remove = await t.execute(DELETE, { as: user, variables: { input: { id: '31' } } });
      expect(remove.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(t.calls.filter((c) => /group|presentation/.test(c))).toEqual([]);
  });

  it('deletes a group', async () => {
    const admin = buildUser({ role: 0 });
    t.world.users.push(admin);
    t.server.use(http.delete(`${BACKEND}/group/:id/`, () => new HttpResponse(null, { status: 204 })));
    const { body } = await t.execute(DELETE, { as: admin, variables: { input: { id: '31' } } });
    expect(body.data.deletePresentationGroup).toEqual({ deletedId: '31', errors: [] });
  });
});

describe('holding an attempt (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  const HOLD = `mutation ($input: HoldAttemptInput!) {
    holdAttempt(input: $input) { attemptId status errors { field messages } } }`;

  it('pauses and lets go on through one REST call each; a refusal is an error on the whole input', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const asked: string[] = [];
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/hold`, ({ params }) => {
        asked.push(`POST ${String(params.id)}`);
        return HttpResponse.json({ id: 12, status: 'holding', updated_at: '2026-09-10T03:00:00.000Z' });
      }),
      http.delete(`${BACKEND}/user-exam/:id/hold`, () =>
        HttpResponse.json(
          {
            code: 409,
            message: 'This work is not paused',
            errors: { non_field_errors: ['This work is not paused'] },
          },
          { status: 409 },
        ),
      ),
    );
    const held = await t.execute(HOLD, {
      as: teacher,
      variables: { input: { attemptId: '12', hold: true } },
    });
    expect(held.body.data.holdAttempt).toEqual({ attemptId: '12', status: 'HOLDING', errors: [] });
    expect(asked).toEqual(['POST 12']);
    const refused = await t.execute(HOLD, {
      as: teacher,
      variables: { input: { attemptId: '12', hold: false } },
    });
    expect(refused.body.data.holdAttempt).toEqual({
      attemptId: null,
      status: null,
      errors: [{ field: null, messages: ['This work is not paused'] }],
    });
  });

  it('refuses students before any REST call', async () => {
    const student = buildUser();
    t.world.users.push(student);
    t.resetCalls();
    const { body } = await t.execute(HOLD, {
      as: student,
      variables: { input: { attemptId: '12', hold: true } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });
});
