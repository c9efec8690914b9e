import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RestOk, RestQuestion, RestTag } from '../../rest/types.js';
import { buildAdmin, buildCourse, buildTeacher, buildUser } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

type RestBankExercise = RestOk<'exercise/{id}/'>;

const exercise = (id: number, o: Partial<RestBankExercise> = {}): RestBankExercise => ({
  id,
  name: `Exercise ${id}`,
  course_id: null,
  description: 'Weekly homework',
  store: 'private',
  visibility: 0,
  scoring_mode: 0,
  topic_group: 'reading',
  owner_id: null,
  viewer_can_write: false,
  cloned_from_id: null,
  question_ids: [id * 10 + 1, id * 10 + 2],
  outdated_question_ids: [],
  types: ['gap_fill', 'yes_no'],
  tags: [{ id: 1, name: 'IELTS Reading' }],
  assigned: false,
  audio_plays: 0,
  created_at: '2026-01-05T03:00:00.000Z',
  updated_at: '2026-01-06T03:00:00.000Z',
  ...o,
});
const question = (id: number): RestQuestion => ({
  id,
  title: `Question ${id}`,
  question_type: 'gap_fill',
  interaction: 'text_entry',
  content: '',
  transcript: '',
  description: '',
  topic_group: 'reading',
  store: 'common',
  visibility: 1,
  owner_id: null,
  viewer_can_write: false,
  media: null,
  tags: [{ id: 2, name: 'Band 6' }],
  part_count: 2,
  answered: false,
  version: 1,
  root_id: null,
  superseded_by_id: null,
  cloned_from_id: null,
  created_at: '2026-01-05T03:00:00.000Z',
  updated_at: '2026-01-05T03:00:00.000Z',
});
const figures = (exerciseId: number) => ({
  exercise_id: exerciseId,
  question_count: 2,
  part_count: 5,
  points: 7.5,
  by_type: [
    { type: 'gap_fill' as const, questions: 1, parts: 3, points: 4.5 },
    { type: 'yes_no' as const, questions: 1, parts: 2, points: 3 },
  ],
  parts_marked_by: { key: 5, person: 0, speech: 0, none: 0 },
});
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const ids = (request: Request, name: string) =>
  new URL(request.url).searchParams.get(name)!.split(',').map(Number);
const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ code: status, message, ...(errors ? { errors } : {}) }, { status });

const PAGE = `query {
  exercises(search: "nguyen", store: PRIVATE, pageSize: 15) {
    total
    items {
      id name description visibility assigned types outdatedQuestionIds clonedFromId createdAt
      owner { name }
      course { name }
      tags { name }
      questions { id title tags { name } }
      figures {
        questionCount partCount totalPoints partsKey partsPerson
        byType { type questionCount partCount points }
        shares { questionId points percent }
      }
    }
  }
}`;

const PAYLOAD = `exercise { id name course { name } } errors { field messages }`;
const CREATE = `mutation ($input: CreateExerciseInput!) { createExercise(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($input: UpdateExerciseInput!) { updateExercise(input: $input) { ${PAYLOAD} } }`;
const COPY = `mutation ($input: CopyExerciseInput!) { copyExercise(input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation ($input: DeleteBankItemInput!) { deleteExercise(input: $input) { deletedId errors { field messages } } }`;

describe('exercises through GraphQL', () => {
  let t: TestGateway;
  const teacher = buildTeacher();
  const admin = buildAdmin();
  const student = buildUser();
  const examiner = buildUser({ role: 4 });
  const course = buildCourse({ name: 'IELTS 6.5' });
  beforeAll(async () => {
    t = await createTestGateway();
    t.world.users.push(teacher, admin, student, examiner);
    t.world.courses.push(course);
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('reads a page of 15 exercises with questions, tags, owner, course and figures in six REST calls', async () => {
    const exercises = Array.from({ length: 15 }, (_, i) =>
      exercise(i + 1, { owner_id: teacher.id, course_id: i % 2 ? course.id : null }),
    );
    let listQuery = '';
    const batches: Record<string, number[]> = {};
    t.server.use(
      http.get(`${BACKEND}/exercise/`, ({ request }) => {
        listQuery = new URL(request.url).search;
        return HttpResponse.json({ ...page(exercises), count: 40 });
      }),
      http.get(`${BACKEND}/question/`, ({ request }) => {
        batches.questions = ids(request, 'ids');
        return HttpResponse.json(page(batches.questions.map(question)));
      }),
      http.get(`${BACKEND}/exercise/summary-question`, ({ request }) => {
        batches.figures = ids(request, 'exercise_ids');
        return HttpResponse.json(page(batches.figures.map(figures)));
      }),
      http.get(`${BACKEND}/exercise/percent-question`, ({ request }) =>
        HttpResponse.json(
          page(
            ids(request, 'exercise_ids').flatMap((e) => [
              { exercise_id: e, question_id: e * 10 + 1, points: 4.5, percent: 60 },
              { exercise_id: e, question_id: e * 10 + 2, points: 3, percent: 40 },
            ]),
          ),
        ),
      ),
    );
    t.resetCalls();
    const { body } = await t.execute(PAGE, { as: teacher });
    expect(body.errors).toBeUndefined();
    expect([...t.calls].sort()).toEqual([
      'GET course/',
      'GET exercise/',
      'GET exercise/percent-question',
      'GET exercise/summary-question',
      'GET question/',
      'GET staff/',
    ]);
    expect(listQuery).toContain('search=nguyen');
    expect(listQuery).toContain('store=private');
    expect(batches.questions).toHaveLength(30);
    expect(batches.figures).toHaveLength(15);
    expect(body.data.exercises.total).toBe(40);
    const [first, second] = body.data.exercises.items;
    expect(first).toMatchObject({
      id: '1',
      description: 'Weekly homework',
      visibility: 'PRIVATE',
      assigned: false,
      types: ['GAP_FILL', 'YES_NO'],
      owner: { name: teacher.name },
      course: null,
      tags: [{ name: 'IELTS Reading' }],
      questions: [{ id: '11', tags: [{ name: 'Band 6' }] }, { id: '12' }],
      figures: {
        questionCount: 2,
        partCount: 5,
        totalPoints: 7.5,
        partsKey: 5,
        partsPerson: 0,
        byType: [
          { type: 'GAP_FILL', questionCount: 1, partCount: 3, points: 4.5 },
          { type: 'YES_NO', questionCount: 1, partCount: 2, points: 3 },
        ],
        shares: [
          { questionId: '11', points: 4.5, percent: 60 },
          { questionId: '12', points: 3, percent: 40 },
        ],
      },
    });
    expect(second.course).toEqual({ name: 'IELTS 6.5' });
  });

  it('reads course/ once for a page that lists the courses beside rows showing their course', async () => {
    const other = buildCourse({ name: 'IELTS 7.0' });
    t.world.courses.push(other);
    t.server.use(
      http.get(`${BACKEND}/exercise/`, () =>
        HttpResponse.json(
          page([exercise(1, { course_id: course.id }), exercise(2, { course_id: other.id }), exercise(3)]),
        ),
      ),
    );
    t.resetCalls();
    const { body } = await t.execute(
      'query { exercises { items { course { id name } } } courses(pageSize: 300) { items { id name } } }',
      { as: teacher },
    );
    expect(body.errors).toBeUndefined();
    expect(t.calls.filter((call) => call === 'GET course/')).toHaveLength(1);
    expect(
      body.data.exercises.items.map((e: { course: { name: string } | null }) => e.course?.name ?? null),
    ).toEqual(['IELTS 6.5', 'IELTS 7.0', null]);
    expect(body.data.courses.items.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['IELTS 6.5', 'IELTS 7.0']),
    );
  });

  it('loads the full tags once for the request when more than their names is asked', async () => {
    const tag: RestTag = {
      id: 1,
      name: 'IELTS Reading',
      store: 'common',
      owner_id: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    t.server.use(
      http.get(`${BACKEND}/exercise/`, () => HttpResponse.json(page([exercise(1), exercise(2)]))),
      http.get(`${BACKEND}/tag/`, () => HttpResponse.json(page([tag]))),
    );
    t.resetCalls();
    const { body } = await t.execute('query { exercises { items { tags { name store createdAt } } } }', {
      as: teacher,
    });
    expect(body.errors).toBeUndefined();
    expect(t.calls).toEqual(['GET exercise/', 'GET tag/']);
    expect(body.data.exercises.items[1].tags).toEqual([
      { name: 'IELTS Reading', store: 'COMMON', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('reads one exercise by id; null when the bank does not give it', async () => {
    t.server.use(
      http.get(`${BACKEND}/exercise/`, ({ request }) =>
        HttpResponse.json(page(ids(request, 'ids').includes(3) ? [exercise(3)] : [])),
      ),
    );
    const found = await t.execute('query { exercise(id: "3") { name description } }', { as: examiner });
    expect(found.body.data.exercise).toEqual({ name: 'Exercise 3', description: 'Weekly homework' });
    const missing = await t.execute('query { exercise(id: "4") { name } }', { as: examiner });
    expect(missing.body.data.exercise).toBeNull();
  });

  it('gives an assignment’s exercise the bank’s fields, one exercise/ call for every assignment of the class', async () => {
    const { cls, teacher: classTeacher, assignments } = seedClass(t.world, { students: 1, assignments: 3 });
    const asked: number[][] = [];
    t.server.use(
      http.get(`${BACKEND}/exercise/`, ({ request }) => {
        asked.push(ids(request, 'ids'));
        return HttpResponse.json(
          page(ids(request, 'ids').map((id) => exercise(id, { description: `About ${id}` }))),
        );
      }),
    );
    const { body } = await t.execute(
      `query ($id: ID!) { class(id: $id) { assignments { exercise { id name description } } } }`,
      { as: classTeacher, variables: { id: String(cls.id) } },
    );
    expect(body.errors).toBeUndefined();
    const exerciseIds = [...new Set(assignments.map((a) => a.exercise.id))];
    expect(asked).toEqual([exerciseIds]);
    expect(body.data.class.assignments[0].exercise).toEqual({
      id: String(assignments[0]!.exercise.id),
      name: assignments[0]!.exercise.name,
      description: `About ${assignments[0]!.exercise.id}`,
    });
  });

  it('keeps the exercise bank from students, and its writes from students and examiners, before any call', async () => {
    t.resetCalls();
    for (const query of ['query { exercises { total } }', 'query { exercise(id: "1") { id } }']) {
      const { body } = await t.execute(query, { as: student });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const writes: [string, object][] = [
      [CREATE, { name: 'Homework', questionIds: ['1'] }],
      [UPDATE, { id: '1', name: 'Renamed' }],
      [DELETE, { id: '1' }],
      [COPY, { exerciseId: '1' }],
    ];
    for (const user of [student, examiner])
      for (const [query, input] of writes) {
        const { body } = await t.execute(query, { as: user, variables: { input } });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    expect(t.calls).toEqual([]);
  });

  it('creates an exercise with the REST names, and puts refused fields under the input’s names', async () => {
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/exercise/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(exercise(30, { name: 'Week 1', course_id: course.id }), { status: 201 });
      }),
    );
    const input = {
      name: 'Week 1',
      courseId: String(course.id),
      visibility: 'PUBLIC',
      topicGroup: 'READING',
      tagIds: ['1'],
      questionIds: ['11', '12'],
    };
    const { body } = await t.execute(CREATE, { as: teacher, variables: { input } });
    expect(sent).toEqual({
      name: 'Week 1',
      course_id: course.id,
      description: '',
      topic_group: 'reading',
      visibility: 1,
      tag_ids: [1],
      question_ids: [11, 12],
      audio_plays: 0,
    });
    expect(body.data.createExercise).toEqual({
      exercise: { id: '30', name: 'Week 1', course: { name: 'IELTS 6.5' } },
      errors: [],
    });

    t.server.use(
      http.post(`${BACKEND}/exercise/`, () =>
        fail(400, 'Invalid input', {
          name: ['This field is required'],
          question_ids: ['You may not use one of these questions'],
          course_id: ['Invalid input'],
        }),
      ),
    );
    const refused = await t.execute(CREATE, { as: teacher, variables: { input: { ...input, name: ' ' } } });
    expect(refused.body.data.createExercise).toEqual({
      exercise: null,
      errors: [
        { field: 'name', messages: ['This field is required'] },
        { field: 'questionIds', messages: ['You may not use one of these questions'] },
        { field: 'courseId', messages: ['Invalid input'] },
      ],
    });
  });

  it('updates only what is sent, a null course removing it', async () => {
    let sent: unknown;
    t.server.use(
      http.put(`${BACKEND}/exercise/31/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(exercise(31, { name: 'Week 2' }));
      }),
    );
    const { body } = await t.execute(UPDATE, {
      as: admin,
      variables: { input: { id: '31', name: 'Week 2', courseId: null, questionIds: ['13', '11'] } },
    });
    expect(sent).toEqual({ name: 'Week 2', course_id: null, question_ids: [13, 11] });
    expect(body.data.updateExercise).toEqual({
      exercise: { id: '31', name: 'Week 2', course: null },
      errors: [],
    });
  });

  it('answers a refused delete of an assigned exercise in errors', async () => {
    t.server.use(
      http.delete(`${BACKEND}/exercise/32/`, () =>
        fail(409, 'This exercise has been given to a class: it cannot be deleted'),
      ),
      http.delete(`${BACKEND}/exercise/33/`, () => new HttpResponse(null, { status: 204 })),
    );
    const refused = await t.execute(DELETE, { as: teacher, variables: { input: { id: '32' } } });
    expect(refused.body.data.deleteExercise).toEqual({
      deletedId: null,
      errors: [{ field: null, messages: ['This exercise has been given to a class: it cannot be deleted'] }],
    });
    const done = await t.execute(DELETE, { as: teacher, variables: { input: { id: '33' } } });
    expect(done.body.data.deleteExercise).toEqual({ deletedId: '33', errors: [] });
  });

  it('copies an exercise with its questions through exercise/duplicate/', async () => {
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/exercise/duplicate/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(exercise(40, { cloned_from_id: 3 }), { status: 201 });
      }),
    );
    const { body } = await t.execute(COPY, { as: teacher, variables: { input: { exerciseId: '3' } } });
    expect(sent).toEqual({ exercise_id: 3 });
    expect(body.data.copyExercise).toEqual({
      exercise: { id: '40', name: 'Exercise 40', course: null },
      errors: [],
    });
  });
});
