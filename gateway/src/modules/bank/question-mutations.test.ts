import { samplePart, type QuestionType } from '@lms/domain/questions';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RestQuestion } from '../../rest/types.js';
import { buildAdmin, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const question = (id: number, type: QuestionType, o: Partial<RestQuestion> = {}): RestQuestion => {
  const sample = samplePart(type);
  return {
    id,
    title: `Question ${id}`,
    question_type: type,
    interaction: 'text_entry',
    content: '',
    transcript: '',
    description: '',
    topic_group: 'listening',
    store: 'private',
    visibility: 0,
    owner_id: null,
    viewer_can_write: false,
    media: null,
    tags: [],
    part_count: 1,
    answered: false,
    version: 1,
    root_id: null,
    superseded_by_id: null,
    cloned_from_id: null,
    created_at: '2026-01-05T03:00:00.000Z',
    updated_at: '2026-01-05T03:00:00.000Z',
    parts: [
      {
        id: id * 10,
        question_id: id,
        position: 0,
        question_type: type,
        content: sample.content,
        answer: sample.answer ?? {},
        score: sample.score ?? 1,
        weight: 1,
      },
    ],
    ...o,
  };
};
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ code: status, message, ...(errors ? { errors } : {}) }, { status });

const PAYLOAD = `question { id title type visibility parts { content { __typename } key { __typename ... on TextEntryKey { blanks { key accepted } } } } } errors { field messages }`;
const CREATE = `mutation ($input: CreateQuestionInput!) { createQuestion(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($input: UpdateQuestionInput!) { updateQuestion(input: $input) { ${PAYLOAD} } }`;
const COPY = `mutation ($input: CopyQuestionInput!) { copyQuestion(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation ($input: DeleteBankItemInput!) { deleteQuestion(input: $input) { deletedId errors { field messages } } }`;

const GAP_FILL = {
  textEntry: {
    text: 'Open at {{1}} in the {{2}}.',
    blanks: [
      { key: '1', accepted: ['9 am'] },
      { key: '2', accepted: ['main hall'] },
    ],
  },
};
/** GAP_FILL's key as the REST API takes it: GraphQL's `key` is REST's `id`. */
const REST_BLANKS = [
  { id: '1', accepted: ['9 am'] },
  { id: '2', accepted: ['main hall'] },
];
const newGapFill = (o: object = {}) => ({
  title: 'Museum opening times',
  type: 'GAP_FILL',
  instructions: 'Write NO MORE THAN TWO WORDS.',
  visibility: 'PUBLIC',
  tagIds: ['3'],
  parts: [GAP_FILL],
  ...o,
});

describe('question writes through GraphQL', () => {
  let t: TestGateway;
  const teacher = buildTeacher();
  const admin = buildAdmin();
  const student = buildUser();
  const examiner = buildUser({ role: 4 });
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(teacher, admin, student, examiner);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('creates a question in one REST call, parts sent as the REST API takes them', async () => {
    let sent: any;
    t.server.use(
      http.post(`${BACKEND}/question/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(question(7, 'gap_fill', { title: sent.title, visibility: 1 }), {
          status: 201,
        });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(CREATE, { as: teacher, variables: { input: newGapFill() } });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['POST question/']);
    expect(sent).toEqual({
      title: 'Museum opening times',
      question_type: 'gap_fill',
      content: 'Write NO MORE THAN TWO WORDS.',
      transcript: '',
      description: '',
      topic_group: 'other',
      visibility: 1,
      media_id: null,
      tag_ids: [3],
      parts: [
        {
          content: { prompt: '', text: 'Open at {{1}} in the {{2}}.' },
          answer: { blanks: REST_BLANKS },
          score: 1,
        },
      ],
    });
    expect(body.data.createQuestion).toMatchObject({
      question: {
        id: '7',
        type: 'GAP_FILL',
        visibility: 'PUBLIC',
        parts: [{ key: { __typename: 'TextEntryKey' } }],
      },
      errors: [],
    });
  });

  it('sends a single choice key as one id and a matching key as a record', async () => {
    const bodies: any[] = [];
    t.server.use(
      http.post(`${BACKEND}/question/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(question(8, 'choice_one_answer'), { status: 201 });
      }),
    );
    const choice = {
      options: [
        { key: 'A', text: 'Paris' },
        { key: 'B', text: 'Rome' },
      ],
      correct: ['B'],
    };
    const matching = {
      items: [{ key: 'p1', text: 'Paragraph A' }],
      options: [
        { key: 'i', text: 'Heading i' },
        { key: 'ii', text: 'Heading ii' },
      ],
      pairs: [{ item: 'p1', option: 'ii' }],
    };
    await t.execute(CREATE, {
      as: admin,
      variables: { input: newGapFill({ type: 'CHOICE_ONE_ANSWER', parts: [{ choice }] }) },
    });
    await t.execute(CREATE, {
      as: admin,
      variables: { input: newGapFill({ type: 'MATCHING_HEADING', parts: [{ matching }] }) },
    });
    expect(bodies[0].parts[0].answer).toEqual({ correct: 'B' });
    expect(bodies[1].parts[0].answer).toEqual({ pairs: { p1: 'ii' } });
    expect(bodies[1].parts[0].content.items).toEqual([{ id: 'p1', text: 'Paragraph A' }]);
  });

  it('refuses students and examiners every question write before any REST call', async () => {
    t.resetCalls();
    const writes: [string, object][] = [
      [CREATE, newGapFill()],
      [UPDATE, { id: '7', title: 'New' }],
      [DELETE, { id: '7' }],
      [COPY, { questionId: '7' }],
    ];
    for (const user of [student, examiner])
      for (const [query, input] of writes) {
        const { body } = await t.execute(query, { as: user, variables: { input } });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    expect(t.calls).toEqual([]);
  });

  it('refuses a part filling another interaction’s field on parts.<i>, in the caller’s language, without a call', async () => {
    t.resetCalls();
    const parts = [GAP_FILL, { choice: { options: [{ key: 'A', text: 'x' }], correct: ['A'] } }];
    const { body } = await t.execute(CREATE, { as: teacher, variables: { input: newGapFill({ parts }) } });
    expect(body.data.createQuestion.question).toBeNull();
    expect(body.data.createQuestion.errors).toEqual([
      { field: 'parts.1', messages: [expect.stringContaining('textEntry')] },
    ]);
    expect(t.calls).toEqual([]);
  });

  it('puts the backend’s field errors under the input’s fields', async () => {
    t.server.use(
      http.post(`${BACKEND}/question/`, () =>
        fail(400, 'Invalid input', {
          title: ['This field is required'],
          content: ['This text is too long'],
          'parts.0.answer.blanks.1.accepted.0': [
            'Answers may contain letters, digits and common punctuation only',
          ],
          'parts.0.content.text': ['This text is too long'],
        }),
      ),
    );
    const { body } = await t.execute(CREATE, { as: teacher, variables: { input: newGapFill() } });
    expect(body.data.createQuestion.errors).toEqual([
      { field: 'title', messages: ['This field is required'] },
      { field: 'instructions', messages: ['This text is too long'] },
      {
        field: 'parts.0.textEntry.blanks.1.accepted.0',
        messages: ['Answers may contain letters, digits and common punctuation only'],
      },
      { field: 'parts.0.textEntry.text', messages: ['This text is too long'] },
    ]);
  });

  it('updates parts sent without a type against the question’s own type, and clears the media with null', async () => {
    let sent: any;
    t.server.use(
      http.get(`${BACKEND}/question/`, () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [question(9, 'gap_fill')] }),
      ),
      http.put(`${BACKEND}/question/9/`, async ({ request }) => {
        sent = await request.json();
        // Answered: the edit is a new version.
        return HttpResponse.json(question(10, 'gap_fill', { version: 2 }), { status: 201 });
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: '9', mediaId: null, parts: [GAP_FILL] } },
    });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET question/', 'PUT question/9/']);
    expect(sent).toEqual({
      media_id: null,
      parts: [expect.objectContaining({ answer: { blanks: REST_BLANKS } })],
    });
    expect(body.data.updateQuestion.question.id).toBe('10');
  });

  it('sends each part of a mixed question with its own type, and maps its errors by that type', async () => {
    let sent: any;
    t.server.use(
      http.post(`${BACKEND}/question/`, async ({ request }) => {
        sent = await request.json();
        return fail(400, 'Invalid input', {
          'parts.2.answer.blanks.0.accepted.0': ['This text is too long'],
          'parts.1.content.prompt': ['This text is too long'],
        });
      }),
    );
    const judgement = {
      type: 'TRUE_FALSE',
      choice: {
        prompt: 'Pedals were first added in England.',
        options: [
          { key: 'true', text: 'TRUE' },
          { key: 'false', text: 'FALSE' },
          { key: 'not_given', text: 'NOT GIVEN' },
        ],
        correct: ['false'],
      },
    };
    const parts = [
      { type: 'NONE', passage: { text: 'Questions 1–6: do the statements agree?' } },
      judgement,
      { type: 'SENTENCE_COMPLETION', ...GAP_FILL },
    ];
    const input = newGapFill({ type: 'TRUE_FALSE', parts });
    const { body } = await t.execute(CREATE, { as: admin, variables: { input } });
    expect(sent.question_type).toBe('true_false');
    expect(sent.parts).toEqual([
      { question_type: 'null', content: { text: 'Questions 1–6: do the statements agree?' }, answer: {} },
      {
        question_type: 'true_false',
        content: {
          prompt: judgement.choice.prompt,
          options: judgement.choice.options.map(({ key, text }) => ({ id: key, text })),
        },
        answer: { correct: 'false' },
        score: 1,
      },
      {
        question_type: 'sentence_completion',
        content: { prompt: '', text: GAP_FILL.textEntry.text },
        answer: { blanks: REST_BLANKS },
        score: 1,
      },
    ]);
    expect(body.data.createQuestion.errors).toEqual([
      { field: 'parts.2.textEntry.blanks.0.accepted.0', messages: ['This text is too long'] },
      { field: 'parts.1.choice.prompt', messages: ['This text is too long'] },
    ]);

    // A part filling another field than its own type's is refused by its type, before any call.
    t.resetCalls();
    const wrong = { ...input, parts: [{ type: 'NONE', ...GAP_FILL }, judgement] };
    const refusedBody = (await t.execute(CREATE, { as: admin, variables: { input: wrong } })).body;
    expect(refusedBody.data.createQuestion.errors).toEqual([
      { field: 'parts.0', messages: [expect.stringContaining('passage')] },
    ]);
    expect(t.calls).toEqual([]);
  });

  it('updates parts that carry their own types without reading the question first', async () => {
    let sent: any;
    t.server.use(
      http.put(`${BACKEND}/question/9/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(question(9, 'true_false'));
      }),
    );
    t.resetCalls();
    const parts = [
      { type: 'NONE', passage: { text: 'Read the passage.' } },
      { type: 'SENTENCE_COMPLETION', ...GAP_FILL },
    ];
    const { body } = await t.execute(UPDATE, { as: admin, variables: { input: { id: '9', parts } } });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['PUT question/9/']);
    expect(sent.parts.map((p: { question_type: string }) => p.question_type)).toEqual([
      'null',
      'sentence_completion',
    ]);
  });

  it('sends a title-only update alone, with no read first', async () => {
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/question/9/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(question(9, 'gap_fill', { title: 'Renamed' }));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(UPDATE, {
      as: teacher,
      variables: { input: { id: '9', title: 'Renamed' } },
    });
    expect(sent).toEqual({ title: 'Renamed' });
    expect(t.calls).toEqual(['PUT question/9/']);
    expect(body.data.updateQuestion.question.title).toBe('Renamed');
  });

  it('answers a refused delete of an answered question in errors, and a delete with the id', async () => {
    t.server.use(
      http.delete(`${BACKEND}/question/11/`, () =>
        fail(409, 'Students have answered this question: it cannot be deleted'),
      ),
      http.delete(`${BACKEND}/question/12/`, () => new HttpResponse(null, { status: 204 })),
    );
    const refused = await t.execute(DELETE, { as: teacher, variables: { input: { id: '11' } } });
    expect(refused.body.data.deleteQuestion).toEqual({
      deletedId: null,
      errors: [{ field: null, messages: ['Students have answered this question: it cannot be deleted'] }],
    });
    const done = await t.execute(DELETE, { as: teacher, variables: { input: { id: '12' } } });
    expect(done.body.data.deleteQuestion).toEqual({ deletedId: '12', errors: [] });
  });

  it('copies a question through question-part/duplicate/, and a refused copy stays a GraphQL error', async () => {
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/question-part/duplicate/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(question(20, 'gap_fill', { cloned_from_id: 5 }), { status: 201 });
      }),
    );
    const { body } = await t.execute(COPY, { as: teacher, variables: { input: { questionId: '5' } } });
    expect(sent).toEqual({ question_id: 5 });
    expect(body.data.copyQuestion.question.id).toBe('20');
    t.server.use(
      http.post(`${BACKEND}/question-part/duplicate/`, () =>
        fail(403, 'You do not have permission to perform this action'),
      ),
    );
    const refused = await t.execute(COPY, { as: teacher, variables: { input: { questionId: '6' } } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
