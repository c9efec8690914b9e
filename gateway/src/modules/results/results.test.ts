import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildResult } from '../../../test/factories.js';
import { createTestGateway, type TestGateway } from '../../../test/gateway.js';
import { BACKEND } from '../../../test/rest-backend.js';
import { seedClass } from '../../../test/seed.js';

describe('assignments, results and scores', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.server.resetHandlers());
  afterAll(() => t.close());

  it('lists what waits for marking with assignments and students batched', async () => {
    const { cls, teacher, students, assignments } = seedClass(t.world, { students: 3, assignments: 2 });
    t.world.results.push(
      ...assignments.flatMap((a) =>
        students.map((s) =>
          buildResult(a, s, { status: 'waiting_score', status_label: 'unmarked', score: null }),
        ),
      ),
    );
    t.resetCalls();
    const { body } = await t.execute(
      `query ($c: [ID!]) { results(filter: { classIds: $c, status: WAITING_SCORE }, pageSize: 50) {
          total items { status statusLabel score assignment { title } student { name } } } }`,
      { as: teacher, variables: { c: [String(cls.id)] } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.results.total).toBe(6);
    expect(body.data.results.items[0]).toEqual({
      status: 'WAITING_SCORE',
      statusLabel: 'UNMARKED',
      score: null,
      assignment: { title: assignments[0]!.title },
      student: { name: students[0]!.name },
    });
    expect(t.calls.sort()).toEqual(['GET class-exercises/', 'GET class/students', 'GET students/exercise']);
  });

  it("gives an assignment's results and figures from the class lists", async () => {
    const { cls, teacher, assignments } = seedClass(t.world, { students: 3, assignments: 2 });
    const { body } = await t.execute(
      `query ($id: ID!) { class(id: $id) { assignments(kind: HOME_WORK) {
          title exercise { topicGroup scoringMode } stats { studentsTotal submitted }
          results { score student { id } } } } }`,
      { as: teacher, variables: { id: String(cls.id) } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.class.assignments).toHaveLength(2);
    expect(body.data.class.assignments[0]).toMatchObject({
      title: assignments[0]!.title,
      exercise: { topicGroup: 'READING', scoringMode: 'AUTO' },
      stats: { studentsTotal: 3, submitted: 1 },
    });
    expect(body.data.class.assignments[1].results).toHaveLength(3);
  });

  it("finds an exercise's assignments and gives staff how each part went, in one call per list", async () => {
    const { teacher, students, assignments } = seedClass(t.world, { students: 2, assignments: 2 });
    const [first, second] = assignments;
    t.world.partFigures.push(
      {
        assignment_id: first!.id,
        question_part_id: 71,
        question_id: 7,
        question_title: 'Present perfect',
        number: 1,
        max_score: 2,
        answered: 2,
        scored: 2,
        right: 1,
        right_percent: 50,
        average_score: 1,
      },
      {
        assignment_id: second!.id,
        question_part_id: 72,
        question_id: 8,
        question_title: 'Reading',
        number: null,
        max_score: 1,
        answered: 1,
        scored: 0,
        right: 0,
        right_percent: null,
        average_score: null,
      },
    );
    const query = `query ($e: [ID!]) { assignments(filter: { exerciseIds: $e }, pageSize: 300) {
        total items { id partFigures {
          partId questionId questionTitle number maxScore answered scored right rightPercent averageScore } } } }`;
    t.resetCalls();
    const { body } = await t.execute(query, {
      as: teacher,
      variables: { e: [String(first!.exercise_id)] },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.assignments.items).toEqual([
      {
        id: String(first!.id),
        partFigures: [
          {
            partId: '71',
            questionId: '7',
            questionTitle: 'Present perfect',
            number: 1,
            maxScore: 2,
            answered: 2,
            scored: 2,
            right: 1,
            rightPercent: 50,
            averageScore: 1,
          },
        ],
      },
    ]);
    expect(t.calls.sort()).toEqual(['GET class-exercises/', 'GET class-exercises/part-figures']);

    const byId = await t.execute(
      `query ($ids: [ID!]) { assignments(filter: { ids: $ids }) { items { id } } }`,
      { as: teacher, variables: { ids: [String(second!.id)] } },
    );
    expect(byId.body.data.assignments.items).toEqual([{ id: String(second!.id) }]);

    const asStudent = await t.execute(
      `query ($ids: [ID!]) { assignments(filter: { ids: $ids }) { items { id partFigures { right } } } }`,
      { as: students[0]!, variables: { ids: [String(first!.id)] } },
    );
    expect(asStudent.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(asStudent.body.data.assignments.items[0].partFigures).toBeNull();
  });

  it('records a score with REST values and ids as numbers', async () => {
    const { cls, teacher, students } = seedClass(t.world, { students: 1, assignments: 0 });
    let sent: unknown;
    t.server.use(
      http.post(`${BACKEND}/class/score`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            id: 9,
            class_id: cls.id,
            student_id: students[0]!.id,
            assignment_id: null,
            kind: 'score_presentation',
            value: 8.5,
            note: 'Trình bày tốt',
            created_by: teacher.id,
            created_at: '2026-10-01T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const { body } = await t.execute(
      `mutation ($input: RecordScoreInput!) { recordScore(input: $input) {
          score { kind value note student { name } } errors { field } } }`,
      {
        as: teacher,
        variables: {
          input: {
            classId: String(cls.id),
            studentId: String(students[0]!.id),
            kind: 'SCORE_PRESENTATION',
            value: 8.5,
            note: 'Trình bày tốt',
          },
        },
      },
    );
    expect(sent).toEqual({
      class_id: cls.id,
      student_id: students[0]!.id,
      kind: 'score_presentation',
      value: 8.5,
      assignment_id: null,
      note: 'Trình bày tốt',
    });
    expect(body.data.recordScore).toEqual({
      score: {
        kind: 'SCORE_PRESENTATION',
        value: 8.5,
        note: 'Trình bày tốt',
        student: { name: students[0]!.name },
      },
      errors: [],
    });
  });
});
