import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';
import { PLAY, restAttempt } from '../../../test/attempts.js';

const SAVE = `mutation ($input: SaveAnswersInput!) {
  saveAnswers(input: $input) {
    saved { partId seq answer { __typename ... on ChoiceAnswer { choices } } }
    attempt { id status submitReason }
    errors { field messages }
  } }`;
const START = `mutation ($input: StartAttemptInput!) {
  startAttempt(input: $input) { attempt { id exercise { questions { parts { id } } } } errors { field messages } } }`;
const EXIT = `mutation ($input: RecordExamExitInput!) {
  recordExamExit(input: $input) { attempt { id accessCount status submitReason } errors { field messages } } }`;
const SUBMIT = `mutation ($input: SubmitAttemptInput!) {
  submitAttempt(input: $input) { attempt { id status score } errors { field messages } } }`;
const ACCEPT = `mutation ($input: AcceptExamRulesInput!) { acceptExamRules(input: $input) { agreedAt errors { field messages } } }`;
const ATTEMPT = `query ($id: ID!) { attempt(id: $id) { id status answers { partId seq answer { __typename
  ... on TextEntryAnswer { blanks { key value } } ... on MatchingAnswer { pairs { item option } }
  ... on HotspotAnswer { points { x y } } ... on WritingAnswer { text } ... on OrderingAnswer { order }
  ... on SpokenAnswer { media { id url } } } } } }`;
const REVIEW = `query ($id: ID!) { attemptReview(id: $id) { exerciseName } }`;

let seeded: ReturnType<typeof seedClass>;

describe('taking work through GraphQL (msw-mocked REST)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
    seeded = seedClass(t.world, { students: 2, assignments: 1 });
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());
  const student = () => seeded.students[0]!;

  it('refuses admins, teachers and examiners every runner operation before any REST call', async () => {
    const admin = buildAdmin();
    const examiner = buildUser({ role: 4, name: 'Giám khảo' });
    t.world.users.push(admin, examiner);
    const operations = [
      [ACCEPT, { input: { assignmentId: '1' } }],
      [START, { input: { assignmentId: '1' } }],
      [SAVE, { input: { attemptId: '7', answers: [] } }],
      [EXIT, { input: { attemptId: '7', eventId: 'e' } }],
      [SUBMIT, { input: { attemptId: '7' } }],
      [PLAY, { input: { attemptId: '7', mediaId: '9' } }],
      [ATTEMPT, { id: '7' }],
    ] as const;
    for (const user of [admin, seeded.teacher, examiner]) {
      for (const [query, variables] of operations) {
        t.resetCalls();
        const { body } = await t.execute(query, { as: user, variables });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(t.calls.filter((c) => !c.startsWith('GET users/me'))).toEqual([]);
      }
    }
  });

  it('sends each answer in the domain’s response shape, in one REST call', async () => {
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/answers`, async ({ request }) => {
        sent = await request.json();
        const { answers } = restAttempt(seeded);
        return HttpResponse.json({
          saved: [
            { question_part_id: 31, seq: 4, answer: { choice: 'A' }, updated_at: '2026-11-25T10:06:00.000Z' },
          ],
          attempt: { ...restAttempt(seeded), answers, exercise: undefined, assignment: undefined },
        });
      }),
    );
    t.resetCalls();
    const answers = [
      { partId: '31', seq: 4, answer: { choice: { choices: ['A'] } } },
      { partId: '32', seq: 1, answer: { textEntry: { blanks: [{ key: 'b1', value: 'nine' }] } } },
      { partId: '33', seq: 1, answer: { matching: { pairs: [{ item: 'p1', option: 'i' }] } } },
      { partId: '34', seq: 1, answer: { ordering: { order: ['w2', 'w1'] } } },
      { partId: '35', seq: 1, answer: { hotspot: { points: [{ x: 10, y: 20.5 }] } } },
      { partId: '36', seq: 1, answer: { writing: { text: 'Essay' } } },
      { partId: '37', seq: 1, answer: { spoken: { mediaId: '9' } } },
    ];
    const { body } = await t.execute(SAVE, {
      as: student(),
      variables: { input: { attemptId: '7', answers } },
    });
    expect(sent).toEqual({
      answers: [
        { question_part_id: 31, seq: 4, answer: { choices: ['A'] } },
        { question_part_id: 32, seq: 1, answer: { blanks: { b1: 'nine' } } },
        { question_part_id: 33, seq: 1, answer: { pairs: { p1: 'i' } } },
        { question_part_id: 34, seq: 1, answer: { order: ['w2', 'w1'] } },
        { question_part_id: 35, seq: 1, answer: { points: [{ x: 10, y: 20.5 }] } },
        { question_part_id: 36, seq: 1, answer: { text: 'Essay' } },
        { question_part_id: 37, seq: 1, answer: { mediaId: '9' } },
      ],
    });
    expect(body.data.saveAnswers).toEqual({
      saved: [{ partId: '31', seq: 4, answer: { __typename: 'ChoiceAnswer', choices: ['A'] } }],
      attempt: { id: '7', status: 'UNFINISHED', submitReason: null },
      errors: [],
    });
    expect(t.calls).toEqual(['POST user-exam/7/answers']);
  });

  it('refuses an answer with no field or several before any REST call (AnswerInput is @oneOf)', async () => {
    t.resetCalls();
    const { body } = await t.execute(SAVE, {
      as: student(),
      variables: {
        input: {
          attemptId: '7',
          answers: [
            { partId: '31', seq: 1, answer: {} },
            { partId: '32', seq: 1, answer: { writing: { text: 'a' }, choice: { choices: [] } } },
            { partId: '33', seq: 1, answer: { writing: { text: 'fine' } } },
          ],
        },
      },
    });
    const oneKey = 'Exactly one key must be specified for OneOf type "AnswerInput".';
    expect(body.data).toBeUndefined();
    expect(body.errors).toMatchObject([
      {
        message: `Variable "$input" got invalid value {} at "input.answers[0].answer"; ${oneKey}`,
        extensions: { code: 'BAD_USER_INPUT' },
      },
      {
        message: expect.stringMatching(/at "input\.answers\[1\]\.answer"; Exactly one key must be specified/),
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    // Written in the operation itself, the same mistake fails validation with as plain a message.
    for (const answer of ['{}', '{ writing: { text: "a" }, choice: { choices: [] } }']) {
      const literal = await t.execute(
        `mutation { saveAnswers(input: { attemptId: "7", answers: [{ partId: "31", seq: 1, answer: ${answer} }] })
          { errors { field messages } } }`,
        { as: student() },
      );
      expect(literal.body.errors).toMatchObject([
        {
          message: 'OneOf Input Object "AnswerInput" must specify exactly one key.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
    }
    expect(t.calls).toEqual([]);
  });

  it('puts the REST field errors under the input’s paths', async () => {
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/answers`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: {
              'answers.0.answer.blanks.b2': ['Invalid input'],
              'answers.1.question_part_id': ['This part is not in the exercise of this attempt'],
              'answers.2.answer.pairs.p2': ['Invalid input'],
              'answers.3.answer.text': ['This kind of answer does not fit this part'],
              'answers.4.answer.choices': ['Choose one option'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const answers = [
      {
        partId: '32',
        seq: 1,
        answer: {
          textEntry: {
            blanks: [
              { key: 'b1', value: 'x' },
              { key: 'b2', value: 'y' },
            ],
          },
        },
      },
      { partId: '99', seq: 1, answer: { writing: { text: 'a' } } },
      {
        partId: '33',
        seq: 1,
        answer: {
          matching: {
            pairs: [
              { item: 'p1', option: 'i' },
              { item: 'p2', option: 'z' },
            ],
          },
        },
      },
      { partId: '31', seq: 1, answer: { writing: { text: 'a' } } },
      { partId: '31', seq: 1, answer: { choice: { choices: ['A', 'B'] } } },
    ];
    const { body } = await t.execute(SAVE, {
      as: student(),
      variables: { input: { attemptId: '7', answers } },
    });
    expect(body.data.saveAnswers.errors).toEqual([
      { field: 'answers.0.answer.textEntry.blanks.1', messages: ['Invalid input'] },
      { field: 'answers.1.partId', messages: ['This part is not in the exercise of this attempt'] },
      { field: 'answers.2.answer.matching.pairs.1', messages: ['Invalid input'] },
      { field: 'answers.3.answer.writing.text', messages: ['This kind of answer does not fit this part'] },
      { field: 'answers.4.answer.choice.choices', messages: ['Choose one option'] },
    ]);
  });

  it('answers a save after the end with the attempt, submitted, and the message (REST 409)', async () => {
    const message = 'You have run out of time for this exam';
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/answers`, () =>
        HttpResponse.json({ code: 409, message }, { status: 409 }),
      ),
      http.get(`${BACKEND}/user-exam/:id`, () =>
        HttpResponse.json(restAttempt(seeded, { status: 'fail', submit_reason: 'time_up', score: 0 })),
      ),
    );
    t.resetCalls();
    const { body } = await t.execute(SAVE, {
      as: student(),
      variables: {
        input: {
          attemptId: '7',
          answers: [{ partId: '31', seq: 9, answer: { choice: { choices: ['B'] } } }],
        },
      },
    });
    expect(body.data.saveAnswers).toEqual({
      saved: [],
      attempt: { id: '7', status: 'FAIL', submitReason: 'TIME_UP' },
      errors: [{ field: null, messages: [message] }],
    });
    expect(t.calls).toEqual(['POST user-exam/7/answers', 'GET user-exam/7']);
  });

  it('answers a reused sequence number (REST 409 on answers.N.seq) as an error on that save (issue 26)', async () => {
    const message = 'Another answer to part 31 was already saved with sequence number 9';
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/answers`, () =>
        HttpResponse.json({ code: 409, message, errors: { 'answers.1.seq': [message] } }, { status: 409 }),
      ),
      http.get(`${BACKEND}/user-exam/:id`, () => HttpResponse.json(restAttempt(seeded))),
    );
    t.resetCalls();
    const { body } = await t.execute(SAVE, {
      as: student(),
      variables: {
        input: {
          attemptId: '7',
          answers: [
            { partId: '32', seq: 2, answer: { choice: { choices: ['A'] } } },
            { partId: '31', seq: 9, answer: { choice: { choices: ['B'] } } },
          ],
        },
      },
    });
    expect(body.data.saveAnswers).toEqual({
      saved: [],
      attempt: { id: '7', status: 'UNFINISHED', submitReason: null },
      errors: [{ field: 'answers.1.seq', messages: [message] }],
    });
  });

  it('answers a refused start (409) as an error on the input, and a 403 as FORBIDDEN', async () => {
    t.server.use(
      http.post(`${BACKEND}/user-exam/`, async ({ request }) => {
        const body = (await request.json()) as { assignment_id: number };
        return body.assignment_id === 1
          ? HttpResponse.json({ code: 409, message: 'The deadline of this work has passed' }, { status: 409 })
          : HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 });
      }),
    );
    const refused = await t.execute(START, { as: student(), variables: { input: { assignmentId: '1' } } });
    expect(refused.body.data.startAttempt).toEqual({
      attempt: null,
      errors: [{ field: null, messages: ['The deadline of this work has passed'] }],
    });
    const forbidden = await t.execute(START, { as: student(), variables: { input: { assignmentId: '2' } } });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers the attempt’s extra minutes and its lengthened end (issue 31 point 1)', async () => {
    const ends = '2026-11-25T10:40:00.000Z';
    t.server.use(
      http.post(`${BACKEND}/user-exam/`, () =>
        HttpResponse.json(restAttempt(seeded, { extra_minutes: 10, ends_at: ends }), { status: 201 }),
      ),
    );
    const query = `mutation ($input: StartAttemptInput!) {
      startAttempt(input: $input) { attempt { endsAt extraMinutes } errors { field } } }`;
    const { body } = await t.execute(query, { as: student(), variables: { input: { assignmentId: '5' } } });
    expect(body.data.startAttempt).toEqual({ attempt: { endsAt: ends, extraMinutes: 10 }, errors: [] });
  });

  it('starts in one REST call, the exercise embedded; an exit’s summary reads the rest only when asked', async () => {
    t.server.use(
      http.post(`${BACKEND}/user-exam/`, () => HttpResponse.json(restAttempt(seeded), { status: 201 })),
      http.post(`${BACKEND}/user-exam/:id/exits`, async ({ request }) => {
        const { event_id } = (await request.json()) as { event_id: string };
        const { exercise: _e, answers: _a, assignment: _s, ...summary } = restAttempt(seeded);
        return HttpResponse.json({
          ...summary,
          access_count: event_id === 'x' ? 3 : 1,
          status: 'unfinished',
        });
      }),
    );
    t.resetCalls();
    const start = await t.execute(START, { as: student(), variables: { input: { assignmentId: '5' } } });
    expect(start.body.data.startAttempt.attempt.exercise.questions[0].parts).toEqual([{ id: '31' }]);
    expect(t.calls).toEqual(['POST user-exam/']);
    t.resetCalls();
    const exit = await t.execute(EXIT, {
      as: student(),
      variables: { input: { attemptId: '7', eventId: 'e1' } },
    });
    expect(exit.body.data.recordExamExit).toEqual({
      attempt: { id: '7', accessCount: 1, status: 'UNFINISHED', submitReason: null },
      errors: [],
    });
    expect(t.calls).toEqual(['POST user-exam/7/exits']);
  });

  it('answers a submit with the keyed parts’ score and the parts awaiting the teacher, in one REST call', async () => {
    t.server.use(
      http.post(`${BACKEND}/user-exam/:id/submit`, () => {
        const { exercise: _e, answers: _a, assignment: _s, ...summary } = restAttempt(seeded);
        return HttpResponse.json({
          ...summary,
          status: 'waiting_score',
          submitted_at: '2026-11-25T10:20:00.000Z',
          submit_reason: 'student',
          keyed_score: 6,
          keyed_max_score: 8,
          parts_awaiting_marker: 2,
        });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(
      `mutation ($input: SubmitAttemptInput!) { submitAttempt(input: $input) {
         attempt { id status score keyedScore keyedMaxScore partsAwaitingMarker } errors { messages } } }`,
      { as: student(), variables: { input: { attemptId: '7' } } },
    );
    expect(body.data.submitAttempt).toEqual({
      attempt: {
        id: '7',
        status: 'WAITING_SCORE',
        score: null,
        keyedScore: 6,
        keyedMaxScore: 8,
        partsAwaitingMarker: 2,
      },
      errors: [],
    });
    expect(t.calls).toEqual(['POST user-exam/7/submit']);
  });

  it('reads an attempt’s answers as their union members; an unknown attempt is null', async () => {
    t.server.use(
      http.get(`${BACKEND}/user-exam/:id`, ({ params }) =>
        params.id === '404'
          ? HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 })
          : HttpResponse.json(
              restAttempt(seeded, {
                answers: [
                  { question_part_id: 32, seq: 1, answer: { blanks: { b1: 'nine' } }, updated_at: 'x' },
                  { question_part_id: 33, seq: 1, answer: { pairs: { p1: 'i' } }, updated_at: 'x' },
                  { question_part_id: 34, seq: 1, answer: { order: ['w1'] }, updated_at: 'x' },
                  { question_part_id: 35, seq: 1, answer: { points: [{ x: 1, y: 2 }] }, updated_at: 'x' },
                  { question_part_id: 36, seq: 1, answer: { text: 'Essay' }, updated_at: 'x' },
                  { question_part_id: 37, seq: 1, answer: { mediaId: null }, updated_at: 'x' },
                ],
              }),
            ),
      ),
    );
    const { body } = await t.execute(ATTEMPT, { as: student(), variables: { id: '7' } });
    expect(body.data.attempt.answers.map((a: { answer: unknown }) => a.answer)).toEqual([
      { __typename: 'TextEntryAnswer', blanks: [{ key: 'b1', value: 'nine' }] },
      { __typename: 'MatchingAnswer', pairs: [{ item: 'p1', option: 'i' }] },
      { __typename: 'OrderingAnswer', order: ['w1'] },
      { __typename: 'HotspotAnswer', points: [{ x: 1, y: 2 }] },
      { __typename: 'WritingAnswer', text: 'Essay' },
      { __typename: 'SpokenAnswer', media: null },
    ]);
    const missing = await t.execute(ATTEMPT, { as: student(), variables: { id: '404' } });
    expect(missing.body.data.attempt).toBeNull();
  });

  it("keeps another student's review FORBIDDEN (REST 403)", async () => {
    t.server.use(
      http.get(`${BACKEND}/students/exercise_detail`, () =>
        HttpResponse.json({ code: 403, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const other = buildUser();
    t.world.users.push(other);
    const { body } = await t.execute(REVIEW, { as: other, variables: { id: '7' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
