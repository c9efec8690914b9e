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
      { question_part_id: 31, marked_by: 'key', max_score: 1, score: 1, comment: '', error_tags: [] },
      { question_part_id: 32, marked_by: 'person', max_score: 9, score: null, comment: '', error_tags: [] },
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
        { question_part_id: 32, score: 10, comment: '', error_tags: [{ error_tag_id: 5, note: '' }] },
        { question_part_id: 99, score: null, comment: 'x', error_tags: [] },
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

  it('returns the work; a refusal (parts left unscored) is an error on the input', async () => {
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/marking/return`, () =>
        HttpResponse.json(restMarking({ status: 'pass', score: 8, draft: null })),
      ),
    );
    const ok = await t.execute(RETURN, { as: admin, variables: { input: { attemptId: '7' } } });
    expect(ok.body.data.returnAttempt).toEqual({
      marking: { status: 'PASS', score: 8, draft: null },
      errors: [],
    });

    const message = 'Give every part that needs a person a score before returning the work';
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
