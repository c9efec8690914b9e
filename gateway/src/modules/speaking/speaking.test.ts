import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const SCORE = `query ($id: ID!) { speakingScore(attemptId: $id) {
  attemptId engine rubric { criterion band points markedAt } rubricParts { partId maxScore score }
  speech { partId targetText maxScore status engine recognised match score words { word said } error elapsedMs } } }`;
const TWO = `query ($a: ID!, $b: ID!) { a: speakingScore(attemptId: $a) { attemptId } b: speakingScore(attemptId: $b) { attemptId } }`;
const SAVE = `mutation ($input: SaveSpeakingRubricInput!) {
  saveSpeakingRubric(input: $input) { speakingScore { attemptId rubricParts { score } } errors { field messages } } }`;

const score = (id: number) => ({
  id,
  engine: 'pocketsphinx',
  rubric: [
    {
      criterion: 'pronunciation',
      band: '8-7',
      points: 8,
      marked_by: null,
      marked_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  rubric_parts: [{ question_part_id: 7, max_score: 9, answered: true, score: null }],
  speech: [
    {
      question_part_id: 8,
      target_text: 'The weather was wonderful.',
      max_score: 2,
      status: 'scored',
      engine: 'pocketsphinx',
      recognised: 'the weather was wonderful',
      match: 1,
      score: 2,
      words: [{ word: 'the', said: true }],
      error: '',
      elapsed_ms: 420,
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
});

describe('speaking score (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads an attempt’s rubric and speech results; several attempts in one REST call', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    const asked: string[] = [];
    t.server.use(
      http.get(`${BACKEND}/speaking-score/`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('user_exam_ids')!;
        asked.push(ids);
        return HttpResponse.json({
          results: ids
            .split(',')
            .map(Number)
            .filter((i) => i !== 99)
            .map(score),
        });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(SCORE, { as: teacher, variables: { id: '5' } });
    expect(body.errors).toBeUndefined();
    expect(body.data.speakingScore).toMatchObject({
      attemptId: '5',
      engine: 'pocketsphinx',
      rubric: [{ criterion: 'pronunciation', band: '8-7', points: 8 }],
      rubricParts: [{ partId: '7', maxScore: 9, score: null }],
      speech: [
        {
          partId: '8',
          status: 'SCORED',
          match: 1,
          score: 2,
          elapsedMs: 420,
          targetText: 'The weather was wonderful.',
        },
      ],
    });
    t.resetCalls();
    asked.length = 0;
    const two = await t.execute(TWO, { as: teacher, variables: { a: '5', b: '99' } });
    expect(two.body.data).toEqual({ a: { attemptId: '5' }, b: null });
    expect(t.calls).toEqual(['GET speaking-score/']);
    expect(asked).toEqual(['5,99']);
  });

  it('saves bands; the backend’s field errors come back under the input’s fields', async () => {
    const examiner = buildUser({ role: 4 });
    t.world.users.push(examiner);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/speaking-score/`, async ({ request }) => {
        sent = await request.json();
        const body = sent as { marks: { band: string }[] };
        if (body.marks[0]!.band === '9-8')
          return HttpResponse.json(
            {
              code: 'invalid_input',
              message: 'Invalid input',
              errors: { 'marks.0.band': ['Choose one of the bands 10-9, 8-7, 6-5, 4-3, 2-1'] },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          ...score(5),
          rubric_parts: [{ question_part_id: 7, max_score: 9, answered: true, score: 6.75 }],
        });
      }),
    );
    const ok = await t.execute(SAVE, {
      as: examiner,
      variables: {
        input: { attemptId: '5', marks: [{ criterion: 'pronunciation', band: '8-7', points: 7 }] },
      },
    });
    expect(ok.body.data.saveSpeakingRubric).toEqual({
      speakingScore: { attemptId: '5', rubricParts: [{ score: 6.75 }] },
      errors: [],
    });
    expect(sent).toEqual({
      user_exam_id: 5,
      marks: [{ criterion: 'pronunciation', band: '8-7', points: 7 }],
    });
    const bad = await t.execute(SAVE, {
      as: examiner,
      variables: { input: { attemptId: '5', marks: [{ criterion: 'pronunciation', band: '9-8' }] } },
    });
    expect(bad.body.data.saveSpeakingRubric).toEqual({
      speakingScore: null,
      errors: [{ field: 'marks.0.band', messages: ['Choose one of the bands 10-9, 8-7, 6-5, 4-3, 2-1'] }],
    });
  });

  it('lets admins, teachers and examiners in, students never (before any REST call)', async () => {
    const student = buildUser();
    t.world.users.push(student, buildAdmin());
    t.resetCalls();
    const read = await t.execute(SCORE, { as: student, variables: { id: '5' } });
    expect(read.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await t.execute(SAVE, {
      as: student,
      variables: { input: { attemptId: '5', marks: [{ criterion: 'pronunciation', band: '8-7' }] } },
    });
    expect(write.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });

  it('passes the backend’s refusal of another class’s attempt on as FORBIDDEN', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    t.server.use(
      http.put(`${BACKEND}/speaking-score/`, () =>
        HttpResponse.json({ code: 'forbidden', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { body } = await t.execute(SAVE, {
      as: teacher,
      variables: { input: { attemptId: '6', marks: [{ criterion: 'pronunciation', band: '8-7' }] } },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
