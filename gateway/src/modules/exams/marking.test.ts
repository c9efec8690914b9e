import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import type { MarkingParent } from './mappers.js';

const MARKING = `query ($id: ID!) { marking(attemptId: $id) {
  attemptId status score comment markedAt
  parts { partId markedBy maxScore score comment errorTags { errorTagId note errorTag { name } } }
  draft { comment updatedAt parts { partId score comment errorTags { errorTagId note } } } } }`;
const SAVE = `mutation ($input: SaveMarkingDraftInput!) {
  saveMarkingDraft(input: $input) { marking { draft { parts { partId score } } } errors { field messages } } }`;
const RETURN = `mutation ($input: ReturnAttemptInput!) {
  returnAttempt(input: $input) { marking { status score draft { comment } } errors { field messages } } }`;

function restMarking(overrides: Partial<MarkingParent> = {}): MarkingParent {
  return {
    user_exam_id: 7,
    status: 'waiting_score',
    score: null,
    comment: '',
    marked_by: null,
    marked_at: null,
    parts: [
      {
        question_part_id: 31,
        marked_by: 'key',
        max_score: 1,
        weight: 1,
        answered: true,
        score: 1,
        comment: '',
        error_tags: [],
      },
      {
        question_part_id: 32,
        marked_by: 'person',
        max_score: 9,
        weight: 1,
        answered: true,
        score: null,
        comment: '',
        error_tags: [],
      },
    ],
    draft: {
      comment: 'Good',
      parts: [
        {
          question_part_id: 32,
          score: 6.5,
          comment: 'Tenses',
          error_tags: [{ error_tag_id: 5, note: 'have lived' }],
        },
      ],
      updated_by: null,
      updated_at: '2026-11-25T11:00:00.000Z',
    },
    ...overrides,
  };
}

describe('marking through GraphQL (msw-mocked REST)', () => {
  let t: TestGateway;
  const teacher = buildTeacher();
  const examiner = buildUser({ role: 4, name: 'Giám khảo' });
  const admin = buildAdmin();
  const student = buildUser({ role: 1, name: 'Học viên' });
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(teacher, examiner, admin, student);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads the returned marks and the draft in one REST call, error tags by the bank’s loader', async () => {
    t.server.use(
      http.get(`${BACKEND}/user-exam/:id/marking`, () => HttpResponse.json(restMarking())),
      http.get(`${BACKEND}/error-tag/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    t.resetCalls();
    const { body } = await t.execute(MARKING, { as: teacher, variables: { id: '7' } });
    expect(body.errors).toBeUndefined();
    expect(body.data.marking).toEqual({
      attemptId: '7',
      status: 'WAITING_SCORE',
      score: null,
      comment: '',
      markedAt: null,
      parts: [
        { partId: '31', markedBy: 'KEY', maxScore: 1, score: 1, comment: '', errorTags: [] },
        { partId: '32', markedBy: 'PERSON', maxScore: 9, score: null, comment: '', errorTags: [] },
      ],
      draft: {
        comment: 'Good',
        updatedAt: '2026-11-25T11:00:00.000Z',
        parts: [
          {
            partId: '32',
            score: 6.5,
            comment: 'Tenses',
            errorTags: [{ errorTagId: '5', note: 'have lived' }],
          },
        ],
      },
    });
    expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual(['GET user-exam/7/marking']);
  });

  it('sends a draft in the REST shape and puts field errors under the input’s paths', async () => {
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/user-exam/:id/marking`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: {
              'parts.0.score': ['The score of a part is from 0 to its maximum'],
              'parts.0.error_tags.0.error_tag_id': ['This error tag does not exist or is not yours to use'],
              'parts.1.question_part_id': ['This part is not in the attempt’s exercise'],
            },
          },
          { status: 400 },
        );
      }),
    );
    const { body } = await t.execute(SAVE, {
      as: examiner,
      variables: {
        input: {
          attemptId: '7',
          comment: 'Overall',
          parts: [
            { partId: '32', score: 10, errorTags: [{ errorTagId: '5' }] },
            { partId: '99', score: null, comment: 'x' },
          ],
        },
      },
    });
    expect(sent).toEqual({
      comment: 'Overall',
      parts: [
        // A comment or error tags left out keep the draft's (issue 26 point 5).
        { question_part_id: 32, score: 10, error_tags: [{ error_tag_id: 5, note: '' }] },
        { question_part_id: 99, score: null, comment: 'x' },
      ],
    });
    expect(body.data.saveMarkingDraft).toEqual({
      marking: null,
      errors: [
        { field: 'parts.0.score', messages: ['The score of a part is from 0 to its maximum'] },
        {
          field: 'parts.0.errorTags.0.errorTagId',
          messages: ['This error tag does not exist or is not yours to use'],
        },
        { field: 'parts.1.partId', messages: ['This part is not in the attempt’s exercise'] },
      ],
    });
  });

  it('returns the work, confirming unmarked parts only when asked; a refusal is an error on the input', async () => {
    const sent: unknown[] = [];
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/marking/return`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(restMarking({ status: 'pass', score: 8, draft: null }));
      }),
    );
    const ok = await t.execute(RETURN, { as: admin, variables: { input: { attemptId: '7' } } });
    expect(ok.body.data.returnAttempt).toEqual({
      marking: { status: 'PASS', score: 8, draft: null },
      errors: [],
    });
    await t.execute(RETURN, { as: admin, variables: { input: { attemptId: '7', confirmUnmarked: true } } });
    expect(sent).toEqual([{ confirm_unmarked: false }, { confirm_unmarked: true }]);

    const message = 'Questions not marked yet: 2. Mark them, or confirm returning the work with them at 0';
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/marking/return`, () =>
        HttpResponse.json({ code: 409, message }, { status: 409 }),
      ),
    );
    const refused = await t.execute(RETURN, { as: teacher, variables: { input: { attemptId: '7' } } });
    expect(refused.body.data.returnAttempt).toEqual({
      marking: null,
      errors: [{ field: null, messages: [message] }],
    });
  });

  it('refuses students every marking operation before any REST call; another class is FORBIDDEN', async () => {
    const operations = [
      [MARKING, { id: '7' }],
      [SAVE, { input: { attemptId: '7', parts: [] } }],
      [RETURN, { input: { attemptId: '7' } }],
    ] as const;
    for (const [query, variables] of operations) {
      t.resetCalls();
      const { body } = await t.execute(query, { as: student, variables });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual([]);
    }
    t.server.use(
      http.get(`${BACKEND}/user-exam/:id/marking`, () =>
        HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const other = await t.execute(MARKING, { as: teacher, variables: { id: '8' } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('who else has the marking page open, through GraphQL (issue 26 point 5)', () => {
  let t: TestGateway;
  const teacher = buildTeacher();
  const student = buildUser({ role: 1, name: 'Học viên' });
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(teacher, student);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  const BEAT = `mutation ($id: ID!) { markingPresence(input: { attemptId: $id }) { markers { markerId name seenAt } errors { field } } }`;
  const LEAVE = `mutation ($id: ID!) { leaveMarking(input: { attemptId: $id }) { markers { markerId } errors { field } } }`;

  it('sends the heartbeat and answers the other markers; leaving says so', async () => {
    const calls: string[] = [];
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/marking/presence`, ({ params }) => {
        calls.push(`POST ${String(params.id)}`);
        return HttpResponse.json({
          markers: [{ id: 12, name: 'Nguyễn Văn A', seen_at: '2026-11-25T11:00:00.000Z' }],
        });
      }),
      http.delete(`${BACKEND}/user-exam/:id/marking/presence`, ({ params }) => {
        calls.push(`DELETE ${String(params.id)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const beat = await t.execute(BEAT, { as: teacher, variables: { id: '7' } });
    expect(beat.body.errors).toBeUndefined();
    expect(beat.body.data.markingPresence.markers).toEqual([
      { markerId: '12', name: 'Nguyễn Văn A', seenAt: '2026-11-25T11:00:00.000Z' },
    ]);
    const left = await t.execute(LEAVE, { as: teacher, variables: { id: '7' } });
    expect(left.body.data.leaveMarking).toEqual({ markers: [], errors: [] });
    expect(calls).toEqual(['POST 7', 'DELETE 7']);
  });

  it('refuses students before any REST call; another class’s attempt is FORBIDDEN', async () => {
    for (const query of [BEAT, LEAVE]) {
      t.resetCalls();
      const { body } = await t.execute(query, { as: student, variables: { id: '7' } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual([]);
    }
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/marking/presence`, () =>
        HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const other = await t.execute(BEAT, { as: teacher, variables: { id: '8' } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('asking for a redo through GraphQL (msw-mocked REST)', () => {
  let t: TestGateway;
  const teacher = buildTeacher();
  const examiner = buildUser({ role: 4, name: 'Giám khảo' });
  const admin = buildAdmin();
  const student = buildUser({ role: 1, name: 'Học viên' });
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(teacher, examiner, admin, student);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  const REDO = `mutation ($input: RequestRedoInput!) {
    requestRedo(input: $input) { result { id attempt status redoRequested redoRequestedAt redoNote }
      errors { field messages } } }`;
  const asked = (id: number, note: string) => ({
    id,
    assignment_id: 3,
    class_id: 2,
    student_id: student.id,
    attempt: 1,
    status: 'pass' as const,
    status_label: 'done' as const,
    below_min_score: false,
    redo_requested: true,
    redo_requested_at: '2026-11-26T08:00:00.000Z',
    redo_note: note,
    started_at: '2026-11-25T10:00:00.000Z',
    submitted_at: '2026-11-25T10:20:00.000Z',
    access_count: 0,
    score: 8,
    keyed_score: 8,
    keyed_max_score: 10,
    parts_awaiting_marker: 0,
    comment: '',
    marked_by: teacher.id,
    marked_at: '2026-11-25T12:00:00.000Z',
  });

  it('asks in one REST call with the note, for the teacher, the examiner and the admin', async () => {
    const bodies: unknown[] = [];
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/redo`, async ({ params, request }) => {
        const body = (await request.json()) as { note: string };
        bodies.push(body);
        return HttpResponse.json(asked(Number(params.id), body.note));
      }),
    );
    for (const [user, note] of [
      [teacher, 'Viết lại đoạn mở bài'],
      [examiner, undefined],
      [admin, ''],
    ] as const) {
      t.resetCalls();
      const { body } = await t.execute(REDO, {
        as: user,
        variables: { input: { attemptId: '7', ...(note !== undefined ? { note } : {}) } },
      });
      expect(body.data.requestRedo).toEqual({
        result: {
          id: '7',
          attempt: 1,
          status: 'PASS',
          redoRequested: true,
          redoRequestedAt: '2026-11-26T08:00:00.000Z',
          redoNote: note ?? '',
        },
        errors: [],
      });
      expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual(['POST user-exam/7/redo']);
    }
    expect(bodies).toEqual([{ note: 'Viết lại đoạn mở bài' }, { note: '' }, { note: '' }]);
  });

  it('answers a refusal (409) as an error on the input, a too long note under `note`', async () => {
    const message = 'A redo of this work has already been asked for';
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/redo`, () =>
        HttpResponse.json({ code: 409, message, errors: { non_field_errors: [message] } }, { status: 409 }),
      ),
    );
    const refused = await t.execute(REDO, { as: teacher, variables: { input: { attemptId: '7' } } });
    expect(refused.body.data.requestRedo).toEqual({
      result: null,
      errors: [{ field: null, messages: [message] }],
    });
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/redo`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Dữ liệu không hợp lệ',
            errors: { note: ['Chuỗi phải có tối đa 5000 ký tự'] },
          },
          { status: 400 },
        ),
      ),
    );
    const long = await t.execute(REDO, {
      as: teacher,
      variables: { input: { attemptId: '7', note: 'x'.repeat(5001) } },
    });
    expect(long.body.data.requestRedo).toEqual({
      result: null,
      errors: [{ field: 'note', messages: ['Chuỗi phải có tối đa 5000 ký tự'] }],
    });
  });

  it('refuses students before any REST call; another class (403) and an unknown attempt (404) are errors', async () => {
    t.resetCalls();
    const { body } = await t.execute(REDO, { as: student, variables: { input: { attemptId: '7' } } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual([]);
    const bad = await t.execute(REDO, { as: teacher, variables: { input: { attemptId: 'abc' } } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual([]);
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/redo`, ({ params }) =>
        params.id === '8'
          ? HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 })
          : HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 }),
      ),
    );
    const other = await t.execute(REDO, { as: teacher, variables: { input: { attemptId: '8' } } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await t.execute(REDO, { as: teacher, variables: { input: { attemptId: '999' } } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
