import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignment, buildResult } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

// Issue 26 point 1: attempts and review options per assignment, through GraphQL.
const CREATE = `mutation ($input: CreateAssignmentInput!) {
  createAssignment(input: $input) {
    assignment { id maxAttempts reviewOptions { answers score keys feedback } }
    errors { field messages }
  } }`;
const UPDATE = `mutation ($input: UpdateAssignmentInput!) {
  updateAssignment(input: $input) { assignment { id maxAttempts reviewOptions { keys } } errors { field messages } } }`;
const REVIEW = `query ($id: ID!) { attemptReview(id: $id) {
  keysShown shown { answers score keys feedback } hiddenReasons { answers score keys feedback }
  result { score comment } questions { parts { key { __typename } score comment } } } }`;
const SUBMIT = `mutation ($input: SubmitAttemptInput!) {
  submitAttempt(input: $input) { attempt { id attemptsUsed attemptsAllowed mayStartAgain score } errors { field messages } } }`;

describe('attempts and review options', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('sends the attempts and the given review options in REST names, and answers them', async () => {
    const { cls, teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    const sent: unknown[] = [];
    const options = {
      answers: 'after_submit',
      score: 'never',
      keys: 'after_deadline',
      feedback: 'after_return',
    } as const;
    t.server.use(
      http.post(`${BACKEND}/class-exercises/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          buildAssignment(cls, { id: 81, kind: 'test', max_attempts: 2, review_options: options }),
          { status: 201 },
        );
      }),
      http.patch(`${BACKEND}/class-exercises/:id/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          buildAssignment(cls, { id: 81, max_attempts: 1, review_options: { ...options, keys: 'never' } }),
        );
      }),
    );
    const created = await t.execute(CREATE, {
      as: teacher,
      variables: {
        input: {
          classId: String(cls.id),
          exerciseId: '12',
          kind: 'TEST',
          title: 'Mid-term',
          maxAttempts: 2,
          reviewOptions: { score: 'NEVER' },
        },
      },
    });
    expect(sent[0]).toMatchObject({ max_attempts: 2, review_options: { score: 'never' } });
    expect(created.body.data.createAssignment).toEqual({
      assignment: {
        id: '81',
        maxAttempts: 2,
        reviewOptions: {
          answers: 'AFTER_SUBMIT',
          score: 'NEVER',
          keys: 'AFTER_DEADLINE',
          feedback: 'AFTER_RETURN',
        },
      },
      errors: [],
    });
    const updated = await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: '81', maxAttempts: 1, reviewOptions: { keys: 'NEVER' } } },
    });
    expect(sent[1]).toEqual({ max_attempts: 1, review_options: { keys: 'never' } });
    expect(updated.body.data.updateAssignment.assignment).toEqual({
      id: '81',
      maxAttempts: 1,
      reviewOptions: { keys: 'NEVER' },
    });
  });

  it('puts the backend’s errors on attempts and review options under the input’s names', async () => {
    const { teacher } = seedClass(t.world, { students: 1, assignments: 0 });
    t.server.use(
      http.post(`${BACKEND}/class-exercises/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: {
              max_attempts: ['The number of attempts is 1 to 10'],
              'review_options.keys': ['An IELTS section never shows its keys'],
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
          kind: 'IELT',
          title: 'x',
          maxAttempts: 0,
          reviewOptions: { keys: 'AFTER_RETURN' },
        },
      },
    });
    expect(body.data.createAssignment.errors).toEqual([
      { field: 'maxAttempts', messages: ['The number of attempts is 1 to 10'] },
      { field: 'reviewOptions.keys', messages: ['An IELTS section never shows its keys'] },
    ]);
  });

  it('passes on a review with what is hidden null and why', async () => {
    const seeded = seedClass(t.world, { students: 1, assignments: 1 });
    const a = seeded.assignments[0]!;
    const result = buildResult(a, seeded.students[0]!, { id: 7, score: null, comment: '' });
    t.server.use(
      http.get(`${BACKEND}/students/exercise_detail`, () =>
        HttpResponse.json({
          result,
          exercise_name: 'Listening 1',
          keys_shown: false,
          shown: { answers: true, score: false, keys: false, feedback: true },
          hidden_reasons: { answers: null, score: 'after_return', keys: 'another_attempt', feedback: null },
          questions: [
            {
              question: {
                id: 3,
                title: 'Q',
                type: 'choice_one_answer',
                interaction: 'single_choice',
                instructions: '',
                media: null,
                parts: [],
              },
              transcript: '',
              parts: [
                {
                  part: {
                    id: 31,
                    position: 0,
                    type: 'choice_one_answer',
                    interaction: 'single_choice',
                    score: 1,
                    content: { prompt: '', options: [] },
                  },
                  answer: null,
                  key: null,
                  score: null,
                  detail: [],
                  comment: '',
                  error_tags: [],
                },
              ],
            },
          ],
        }),
      ),
    );
    const { body } = await t.execute(REVIEW, { as: seeded.students[0]!, variables: { id: '7' } });
    expect(body.errors?.[0]?.message ?? '').toBe('');
    expect(body.data.attemptReview).toEqual({
      keysShown: false,
      shown: { answers: true, score: false, keys: false, feedback: true },
      hiddenReasons: { answers: null, score: 'AFTER_RETURN', keys: 'ANOTHER_ATTEMPT', feedback: null },
      result: { score: null, comment: '' },
      questions: [{ parts: [{ key: null, score: null, comment: '' }] }],
    });
  });

  it('answers the attempts used and allowed with an attempt', async () => {
    const seeded = seedClass(t.world, { students: 1, assignments: 1 });
    const a = seeded.assignments[0]!;
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/submit`, () =>
        HttpResponse.json({
          id: 7,
          assignment_id: a.id,
          attempt: 1,
          status: 'fail',
          started_at: '2026-11-25T10:00:00.000Z',
          ends_at: null,
          server_now: '2026-11-25T10:05:00.000Z',
          access_count: 0,
          max_accesses: 3,
          submitted_at: '2026-11-25T10:05:00.000Z',
          submit_reason: 'student',
          score: 0,
          keyed_score: 0,
          keyed_max_score: 10,
          parts_awaiting_marker: 0,
          below_min_score: false,
          redo_requested: false,
          redo_note: '',
          message: null,
          attempts_used: 1,
          attempts_allowed: 1,
          may_start_again: false,
        }),
      ),
    );
    const { body } = await t.execute(SUBMIT, {
      as: seeded.students[0]!,
      variables: { input: { attemptId: '7' } },
    });
    expect(body.data.submitAttempt).toEqual({
      attempt: { id: '7', attemptsUsed: 1, attemptsAllowed: 1, mayStartAgain: false, score: 0 },
      errors: [],
    });
  });
});
