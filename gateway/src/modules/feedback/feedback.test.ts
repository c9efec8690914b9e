import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildClass, buildFeedback, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';

const FEEDBACKS = `query ($filter: FeedbackFilter, $sort: FeedbackSort) { feedbacks(filter: $filter, sort: $sort) {
  total items { id classId className authorId authorName authorEmail anonymous isOwn rating content createdAt updatedAt } } }`;
const SUMMARY = `query ($id: ID!) { class(id: $id) { id feedbackSummary { classId className count average distribution { rating count } } } }`;
const CREATE = `mutation ($input: CreateFeedbackInput!) {
  createFeedback(input: $input) { feedback { id rating anonymous } errors { field messages } } }`;
const UPDATE = `mutation ($input: UpdateFeedbackInput!) {
  updateFeedback(input: $input) { feedback { id rating content } errors { field messages } } }`;

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('feedback (gateway)', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('lists feedback in one call; an author the backend hid stays null', async () => {
    const teacher = buildTeacher();
    t.world.users.push(teacher);
    let query: URLSearchParams | undefined;
    t.server.use(
      http.get(`${BACKEND}/feedback/`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(page([buildFeedback({ anonymous: true, author: null, rating: 2 })]));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(FEEDBACKS, {
      as: teacher,
      variables: { filter: { classIds: ['1'], rating: 2 }, sort: 'RATING_ASC' },
    });
    expect(t.calls).toEqual(['GET feedback/']);
    expect(Object.fromEntries(query!)).toMatchObject({ class_ids: '1', rating: '2', ordering: 'rating' });
    expect(body.data.feedbacks.items[0]).toEqual({
      id: '21',
      classId: '1',
      className: 'IELTS 6.5 - K12',
      authorId: null,
      authorName: null,
      authorEmail: null,
      anonymous: true,
      isOwn: false,
      rating: 2,
      content: 'Cô chữa Writing rất kỹ.',
      createdAt: '2026-09-07T15:10:00.000Z',
      updatedAt: '2026-09-07T15:10:00.000Z',
    });
  });

  it('gives a class its summary from one batched call, zeros for a class without feedback', async () => {
    const teacher = buildTeacher();
    const cls = buildClass({}, { teachers: [teacher] });
    t.world.users.push(teacher);
    t.world.classes.push(cls);
    let asked: string | null = null;
    t.server.use(
      http.get(`${BACKEND}/feedback/summary`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('class_ids');
        return HttpResponse.json(page([]));
      }),
    );
    t.resetCalls();
    const { body } = await t.execute(SUMMARY, { as: teacher, variables: { id: String(cls.id) } });
    expect(body.errors).toBeUndefined();
    expect(asked).toBe(String(cls.id));
    expect(t.calls.filter((c) => c.startsWith('GET feedback/'))).toEqual(['GET feedback/summary']);
    expect(body.data.class.feedbackSummary).toEqual({
      classId: String(cls.id),
      className: cls.name,
      count: 0,
      average: null,
      distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })),
    });
  });

  it('refuses the summary to examiners and students without asking the backend for it', async () => {
    for (const user of [buildUser({ role: 4 }), buildUser()]) {
      const cls = buildClass();
      t.world.users.push(user);
      t.world.classes.push(cls);
      t.resetCalls();
      const { body } = await t.execute(SUMMARY, { as: user, variables: { id: String(cls.id) } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(t.calls.filter((c) => c.startsWith('GET feedback/'))).toEqual([]);
    }
  });

  it('writes feedback with REST names, not anonymous unless asked, and maps field errors', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/feedback/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(buildFeedback({ is_own: true }), { status: 201 });
      }),
    );
    await t.execute(CREATE, {
      as: student,
      variables: { input: { classId: '1', rating: 5, content: 'Rất tốt' } },
    });
    expect(sent).toEqual({ class_id: 1, rating: 5, content: 'Rất tốt', anonymous: false });

    t.server.use(
      http.post(`${BACKEND}/feedback/`, () =>
        HttpResponse.json(
          {
            code: 400,
            message: 'Invalid input',
            errors: {
              rating: ['Choose a rating from 1 to 5 stars'],
              class_id: ['Choose one of your classes: feedback is written on a class you study in'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { body } = await t.execute(CREATE, {
      as: student,
      variables: { input: { classId: '1', rating: 9, content: 'x', anonymous: true } },
    });
    expect(body.data.createFeedback).toEqual({
      feedback: null,
      errors: [
        { field: 'rating', messages: ['Choose a rating from 1 to 5 stars'] },
        {
          field: 'classId',
          messages: ['Choose one of your classes: feedback is written on a class you study in'],
        },
      ],
    });
  });

  it('changes only the fields given', async () => {
    const student = buildUser();
    t.world.users.push(student);
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/feedback/:id/`, async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return HttpResponse.json(buildFeedback({ rating: 4 }));
      }),
    );
    const { body } = await t.execute(UPDATE, { as: student, variables: { input: { id: '21', rating: 4 } } });
    expect(sent).toEqual({ id: '21', body: { rating: 4 } });
    expect(body.data.updateFeedback.feedback.rating).toBe(4);
  });

  it('keeps writing to students and reading from examiners, before any REST call', async () => {
    const examiner = buildUser({ role: 4 });
    const staff = [buildAdmin(), buildTeacher(), examiner];
    t.world.users.push(...staff);
    t.resetCalls();
    for (const user of staff) {
      for (const [query, variables] of [
        [CREATE, { input: { classId: '1', rating: 5, content: 'x' } }],
        [UPDATE, { input: { id: '1', rating: 5 } }],
      ] as const) {
        const { body } = await t.execute(query, { as: user, variables });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const { body } = await t.execute(FEEDBACKS, { as: examiner });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const summaries = await t.execute('{ feedbackSummaries { total } }', { as: buildUser() });
    expect(summaries.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.calls).toEqual([]);
  });
});
