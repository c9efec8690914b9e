import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildClassOverview, type ClassOverviewFixture } from '../../test/factories.js';

let t: TestContext;
let f: ClassOverviewFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
});
afterAll(() => t.close());

const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);

describe('GET class-exercises/', () => {
  it('presents an assignment with its exercise', async () => {
    const { homework } = f.assignments;
    const res = await t.api(f.teacher, { method: 'GET', url: `class-exercises/?ids=${homework.id}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(res.body.results[0]).toEqual({
      id: homework.id,
      class_id: f.cls.id,
      exercise_id: f.exercises.grammar.id,
      kind: 'home_work',
      title: 'Bài tập về nhà 1',
      tutorial: '',
      tag_id: null,
      start_at: null,
      deadline: null,
      time_limit: null,
      min_score: 50,
      max_score: 100,
      max_accesses: 3,
      exam_mode: false,
      max_attempts: 3,
      review_options: {
        answers: 'after_submit',
        score: 'after_submit',
        keys: 'after_deadline',
        feedback: 'after_return',
      },
      created_by: f.teacher.id,
      created_at: homework.createdAt.toISOString(),
      exercise: {
        id: f.exercises.grammar.id,
        name: 'Present perfect',
        topic_group: 'grammar',
        scoring_mode: 0,
        store: 'common',
      },
    });
  });

  it("lists, without filters, only the viewer's classes (all for an admin)", async () => {
    const { homework, test, otherHomework } = f.assignments;
    const everything = [homework.id, test.id, otherHomework.id];
    const ownClass = [homework.id, test.id];
    const cases = [
      [f.admin, everything],
      [f.teacher, ownClass],
      [f.otherTeacher, [otherHomework.id]],
      [f.examiner, ownClass],
      [f.otherExaminer, []],
      [f.students.an, ownClass],
      [f.students.stranger, [otherHomework.id]],
      [f.students.left, []],
      [f.students.pending, []],
    ] as const;
    for (const [viewer, expected] of cases) {
      const res = await t.api(viewer, { method: 'GET', url: 'class-exercises/' });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(expected);
    }
  });

  it('lets the class’s staff and enrolled students filter by class, and refuses everyone else', async () => {
    const url = `class-exercises/?class_id=${f.cls.id}`;
    for (const viewer of [f.admin, f.teacher, f.examiner, f.students.an]) {
      expect((await t.api(viewer, { method: 'GET', url })).body.count).toBe(2);
    }
    const refused = [
      f.otherTeacher,
      f.otherExaminer,
      f.students.stranger,
      f.students.left,
      f.students.pending,
    ];
    for (const viewer of refused) {
      expect((await t.api(viewer, { method: 'GET', url })).status).toBe(403);
    }
  });

  it('serves DataLoader batches with exactly the requested rows', async () => {
    const { homework, test, otherHomework } = f.assignments;
    const both = await t.api(f.admin, {
      method: 'GET',
      url: `class-exercises/?class_ids=${f.cls.id},${f.otherClass.id}`,
    });
    expect(ids(both.body)).toEqual([homework.id, test.id, otherHomework.id]);
    const byIds = await t.api(f.admin, {
      method: 'GET',
      url: `class-exercises/?ids=${test.id},${otherHomework.id}`,
    });
    expect(ids(byIds.body)).toEqual([test.id, otherHomework.id]);
    const byExercise = await t.api(f.admin, {
      method: 'GET',
      url: `class-exercises/?exercise_ids=${f.exercises.grammar.id}`,
    });
    expect(ids(byExercise.body)).toEqual([homework.id, otherHomework.id]);
    const byKind = await t.api(f.teacher, {
      method: 'GET',
      url: `class-exercises/?class_id=${f.cls.id}&kind=test`,
    });
    expect(ids(byKind.body)).toEqual([test.id]);
  });

  it('drops ids outside the viewer’s classes and refuses a batch with a foreign class', async () => {
    const { homework, otherHomework } = f.assignments;
    const res = await t.api(f.teacher, {
      method: 'GET',
      url: `class-exercises/?ids=${homework.id},${otherHomework.id}`,
    });
    expect(ids(res.body)).toEqual([homework.id]);
    const batch = await t.api(f.teacher, {
      method: 'GET',
      url: `class-exercises/?class_ids=${f.cls.id},${f.otherClass.id}`,
    });
    expect(batch.status).toBe(403);
  });

  it('pages', async () => {
    const res = await t.api(f.admin, { method: 'GET', url: 'class-exercises/?page_size=2' });
    expect(res.body.count).toBe(3);
    expect(res.body.results).toHaveLength(2);
    expect(res.body.next).toContain('page=2');
    const last = await t.api(f.admin, { method: 'GET', url: 'class-exercises/?page_size=2&page=2' });
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();
  });

  it('answers 404 for an unknown class, 401 without a token', async () => {
    expect((await t.api(f.admin, { method: 'GET', url: 'class-exercises/?class_id=999999' })).status).toBe(
      404,
    );
    expect((await t.api(null, { method: 'GET', url: 'class-exercises/' })).status).toBe(401);
  });

  it('answers 400 with the field of each bad filter', async () => {
    const res = await t.api(f.admin, {
      method: 'GET',
      url: 'class-exercises/?ids=abc&kind=essay&class_id=x&exercise_ids=1,,2&page_size=301&bogus=1',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'bogus',
      'class_id',
      'exercise_ids',
      'ids',
      'kind',
      'page_size',
    ]);
    expect(res.body.errors.bogus).toEqual(['Unknown field']);
  });
});

describe('GET class-exercises/{id}/', () => {
  it('answers the class’s staff and enrolled students', async () => {
    const url = `class-exercises/${f.assignments.test.id}/`;
    for (const viewer of [f.admin, f.teacher, f.examiner, f.students.an]) {
      const res = await t.api(viewer, { method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: f.assignments.test.id, kind: 'test', max_score: 10 });
    }
  });
  it('refuses other classes’ staff and students', async () => {
    const url = `class-exercises/${f.assignments.test.id}/`;
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.stranger, f.students.pending]) {
      expect((await t.api(viewer, { method: 'GET', url })).status).toBe(403);
    }
  });
  it('answers 404, 400 and 401', async () => {
    expect((await t.api(f.admin, { method: 'GET', url: 'class-exercises/999999/' })).status).toBe(404);
    const bad = await t.api(f.admin, { method: 'GET', url: 'class-exercises/abc/' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['id']);
    expect(
      (await t.api(null, { method: 'GET', url: `class-exercises/${f.assignments.test.id}/` })).status,
    ).toBe(401);
  });
});

describe('GET class/exercises', () => {
  const stats = (body: { results: { assignment: { id: number } }[] }, id: number) =>
    body.results.find((r) => r.assignment.id === id);

  it('counts the latest attempts of active students for each assignment', async () => {
    const res = await t.api(f.teacher, { method: 'GET', url: `class/exercises?class_id=${f.cls.id}` });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    // An: fail then pass 80 (latest counts); Bình: waiting; Chí: unfinished; Long left the class.
    expect(stats(res.body, f.assignments.homework.id)).toMatchObject({
      assignment: {
        id: f.assignments.homework.id,
        title: 'Bài tập về nhà 1',
        exercise: { name: 'Present perfect' },
      },
      students_total: 3,
      submitted: 2,
      waiting_score: 1,
      passed: 1,
      failed: 0,
      unfinished: 1,
      average_score: 80,
    });
    // An: pass 9; Bình: holding (not submitted); Chí: nothing yet.
    expect(stats(res.body, f.assignments.test.id)).toMatchObject({
      students_total: 3,
      submitted: 1,
      waiting_score: 0,
      passed: 1,
      failed: 0,
      unfinished: 2,
      average_score: 9,
    });
  });

  it('gives a student figures about themself only', async () => {
    const own = await t.api(f.students.binh, { method: 'GET', url: `class/exercises?class_id=${f.cls.id}` });
    expect(stats(own.body, f.assignments.homework.id)).toMatchObject({
      students_total: 1,
      submitted: 1,
      waiting_score: 1,
      passed: 0,
      unfinished: 0,
      average_score: null,
    });
    expect(stats(own.body, f.assignments.test.id)).toMatchObject({ submitted: 0, unfinished: 1 });
  });

  it('serves a batch of classes, each with its own figures, the newest assignment first', async () => {
    const res = await t.api(f.admin, {
      method: 'GET',
      url: `class/exercises?class_ids=${f.cls.id},${f.otherClass.id}&kind=home_work`,
    });
    expect(res.body.results.map((r: { assignment: { id: number } }) => r.assignment.id)).toEqual([
      f.assignments.otherHomework.id,
      f.assignments.homework.id,
    ]);
    expect(stats(res.body, f.assignments.otherHomework.id)).toMatchObject({
      students_total: 1,
      failed: 1,
      submitted: 1,
      average_score: 30,
    });
  });

  it('follows the permission matrix', async () => {
    const url = `class/exercises?class_id=${f.cls.id}`;
    for (const viewer of [f.admin, f.teacher, f.examiner, f.students.an]) {
      expect((await t.api(viewer, { method: 'GET', url })).status).toBe(200);
    }
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.stranger, f.students.left]) {
      expect((await t.api(viewer, { method: 'GET', url })).status).toBe(403);
    }
    expect((await t.api(null, { method: 'GET', url })).status).toBe(401);
    expect((await t.api(f.admin, { method: 'GET', url: 'class/exercises?class_id=999999' })).status).toBe(
      404,
    );
  });

  it('needs a class and rejects bad filters', async () => {
    const none = await t.api(f.admin, { method: 'GET', url: 'class/exercises' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ class_id: ['This field is required'] });
    const bad = await t.api(f.admin, {
      method: 'GET',
      url: 'class/exercises?class_ids=1;2&kind=quiz&page=0',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['class_ids', 'kind', 'page']);
  });
});
