import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRecords } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildClassOverview, buildScore, type ClassOverviewFixture } from '../../test/factories.js';

let t: TestContext;
let f: ClassOverviewFixture;
let scoreIds: { anHomework: number; anHomework2: number; anTest: number; binhTalk: number; stranger: number };

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  const { an, binh, stranger } = f.students;
  scoreIds = {
    anHomework: (await buildScore(t.db, f.cls.id, an.id, { value: 80 })).id,
    anHomework2: (await buildScore(t.db, f.cls.id, an.id, { value: 90 })).id,
    anTest: (await buildScore(t.db, f.cls.id, an.id, { kind: 'score_test', value: 70 })).id,
    binhTalk: (await buildScore(t.db, f.cls.id, binh.id, { kind: 'score_presentation', value: 60 })).id,
    stranger: (await buildScore(t.db, f.otherClass.id, stranger.id, { value: 50 })).id,
  };
});
afterAll(() => t.close());

type Viewer = Parameters<TestContext['api']>[0];
const get = (viewer: Viewer, url: string) => t.api(viewer, { method: 'GET', url });
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);
const pairs = (body: { results: { class_id: number; student_id: number }[] }) =>
  body.results.map((r) => [r.class_id, r.student_id]);

describe('GET users/score/', () => {
  it('summarises scores and latest marked results per class and student', async () => {
    const res = await get(f.teacher, `users/score/?class_id=${f.cls.id}`);
    expect(res.status).toBe(200);
    const { an, binh, chi, left } = f.students;
    // Every membership but the pending request, in student order.
    const byStudent = (a: { student_id: number }, b: { student_id: number }) => a.student_id - b.student_id;
    expect(res.body.results).toEqual(
      [
        {
          class_id: f.cls.id,
          student_id: an.id,
          score_home_work: 85,
          score_test: 70,
          score_presentation: null,
          exam_average: 44.5,
          results_count: 2,
        },
        {
          class_id: f.cls.id,
          student_id: binh.id,
          score_home_work: null,
          score_test: null,
          score_presentation: 60,
          exam_average: null,
          results_count: 2,
        },
        {
          class_id: f.cls.id,
          student_id: chi.id,
          score_home_work: null,
          score_test: null,
          score_presentation: null,
          exam_average: null,
          results_count: 1,
        },
        {
          class_id: f.cls.id,
          student_id: left.id,
          score_home_work: null,
          score_test: null,
          score_presentation: null,
          exam_average: 100,
          results_count: 1,
        },
      ].sort(byStudent),
    );
  });

  it('serves a batch of classes and students with exactly those pairs', async () => {
    const { an, stranger } = f.students;
    const res = await get(
      f.admin,
      `users/score/?class_ids=${f.cls.id},${f.otherClass.id}&student_ids=${an.id},${stranger.id}`,
    );
    expect(pairs(res.body)).toEqual([
      [f.cls.id, an.id],
      [f.otherClass.id, stranger.id],
    ]);
    expect(res.body.results[1]).toMatchObject({ score_home_work: 50, exam_average: 30, results_count: 1 });
  });

  it('confines a teacher to their classes and a student to themself', async () => {
    const { an, binh, stranger } = f.students;
    expect((await get(f.teacher, `users/score/?student_id=${stranger.id}`)).body.count).toBe(0);
    expect(pairs((await get(f.admin, `users/score/?student_id=${stranger.id}`)).body)).toEqual([
      [f.otherClass.id, stranger.id],
    ]);
    expect(pairs((await get(an, 'users/score/')).body)).toEqual([[f.cls.id, an.id]]);
    expect(pairs((await get(an, `users/score/?class_id=${f.cls.id}`)).body)).toEqual([[f.cls.id, an.id]]);
    expect((await get(an, `users/score/?student_id=${binh.id}`)).status).toBe(403);
    expect((await get(an, `users/score/?student_ids=${an.id},${binh.id}`)).status).toBe(403);
  });

  it('follows the permission matrix on a class filter', async () => {
    const url = `users/score/?class_id=${f.cls.id}`;
    for (const viewer of [f.admin, f.teacher, f.examiner])
      expect((await get(viewer, url)).body.count).toBe(4);
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.stranger, f.students.pending]) {
      expect((await get(viewer, url)).status).toBe(403);
    }
    expect((await get(null, url)).status).toBe(401);
    expect((await get(f.admin, 'users/score/?class_id=999999')).status).toBe(404);
  });

  it('answers 400 with the field of each bad filter', async () => {
    const res = await get(f.admin, 'users/score/?class_id=abc&student_ids=1,x&ids=1&page=-2');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['class_id', 'ids', 'page', 'student_ids']);
  });
});

describe('GET class/score', () => {
  it('lists score rows of a class, by kind and by ids', async () => {
    const res = await get(f.examiner, `class/score?class_id=${f.cls.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([
      scoreIds.anHomework,
      scoreIds.anHomework2,
      scoreIds.anTest,
      scoreIds.binhTalk,
    ]);
    expect(res.body.results[0]).toEqual({
      id: scoreIds.anHomework,
      class_id: f.cls.id,
      student_id: f.students.an.id,
      assignment_id: null,
      kind: 'score_home_work',
      value: 80,
      note: '',
      created_by: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const tests = await get(f.teacher, `class/score?class_id=${f.cls.id}&kind=score_test`);
    expect(ids(tests.body)).toEqual([scoreIds.anTest]);
    const batch = await get(f.admin, `class/score?ids=${scoreIds.binhTalk},${scoreIds.stranger}`);
    expect(ids(batch.body)).toEqual([scoreIds.binhTalk, scoreIds.stranger]);
  });

  it("shows a student only their own scores and refuses someone else's", async () => {
    const { an, binh } = f.students;
    expect(ids((await get(an, 'class/score')).body)).toEqual([
      scoreIds.anHomework,
      scoreIds.anHomework2,
      scoreIds.anTest,
    ]);
    expect((await get(an, `class/score?student_id=${binh.id}`)).status).toBe(403);
    expect((await get(binh, `class/score?class_id=${f.cls.id}`)).body.count).toBe(1);
  });

  it('follows the permission matrix', async () => {
    const url = `class/score?class_id=${f.cls.id}`;
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.stranger, f.students.left]) {
      expect((await get(viewer, url)).status).toBe(403);
    }
    expect(ids((await get(f.otherTeacher, 'class/score')).body)).toEqual([scoreIds.stranger]);
    expect((await get(null, url)).status).toBe(401);
    expect((await get(f.admin, 'class/score?class_id=999999')).status).toBe(404);
    const bad = await get(f.admin, 'class/score?kind=home_work&ids=abc&value=1');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ids', 'kind', 'value']);
  });
});

describe('POST class/score', () => {
  const post = (viewer: Viewer, payload: unknown, headers: Record<string, string> = {}) =>
    t.api(viewer, { method: 'POST', url: 'class/score', payload: payload as object, headers });
  const valid = () => ({ class_id: f.cls.id, student_id: f.students.chi.id, kind: 'score_test', value: 75 });

  it('lets the teacher, the assigned examiner and an admin give a score', async () => {
    const res = await post(f.teacher, { ...valid(), note: 'Tốt', assignment_id: f.assignments.homework.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      class_id: f.cls.id,
      student_id: f.students.chi.id,
      assignment_id: f.assignments.homework.id,
      kind: 'score_test',
      value: 75,
      note: 'Tốt',
      created_by: f.teacher.id,
    });
    const [audit] = await t.db
      .select()
      .from(changeRecords)
      .where(and(eq(changeRecords.entityType, 'score'), eq(changeRecords.entityId, res.body.id)));
    expect(audit).toMatchObject({ action: 'add', actorId: f.teacher.id });
    expect((await post(f.examiner, valid())).status).toBe(201);
    expect((await post(f.admin, { ...valid(), value: 0 })).status).toBe(201);
  });

  it('refuses other staff and students', async () => {
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.an, f.students.chi]) {
      expect((await post(viewer, valid())).status).toBe(403);
    }
    expect((await post(null, valid())).status).toBe(401);
    expect((await post(f.admin, { ...valid(), class_id: 999999 })).status).toBe(404);
  });

  it('keeps a score within 0..100 and the assignment maximum, with the specified message', async () => {
    const message =
      'The total score cannot exceed the maximum score of the assignment and the minimum score is 0';
    for (const value of [101, -1]) {
      const res = await post(f.teacher, { ...valid(), value });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ value: [message] });
    }
    const test = f.assignments.test; // maximum 10
    const above = await post(f.teacher, { ...valid(), assignment_id: test.id, value: 10.5 });
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual({ value: [message] });
    const vi = await post(f.teacher, { ...valid(), value: 101 }, { 'accept-language': 'vi' });
    expect(vi.body.errors.value).toEqual([
      'Tổng điểm không được vượt quá điểm tối đa của bài và điểm tối thiểu là 0',
    ]);
    expect((await post(f.teacher, { ...valid(), assignment_id: test.id, value: 10 })).status).toBe(201);
  });

  it('needs a student enrolled in the class and an assignment of the class', async () => {
    const { stranger, pending, left } = f.students;
    for (const student of [stranger, pending, left]) {
      const res = await post(f.teacher, { ...valid(), student_id: student.id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ student_id: ['This student is not in the class'] });
    }
    for (const assignmentId of [f.assignments.otherHomework.id, 999999]) {
      const res = await post(f.teacher, { ...valid(), assignment_id: assignmentId });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ assignment_id: ['This assignment does not belong to the class'] });
    }
  });

  it('answers 400 for unknown fields, wrong types and missing fields', async () => {
    const res = await post(f.teacher, {
      class_id: '1',
      student_id: true,
      kind: 'home_work',
      value: '90',
      grade: 'A',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['class_id', 'grade', 'kind', 'student_id', 'value']);
    const empty = await post(f.teacher, {});
    expect(Object.keys(empty.body.errors).sort()).toEqual(['class_id', 'kind', 'student_id', 'value']);
    expect(empty.body.errors.class_id).toEqual(['This field is required']);
    expect(empty.body.errors.value).toEqual(['This field is required']);
    const huge = await post(f.teacher, { ...valid(), class_id: 2 ** 40, note: null });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.errors).sort()).toEqual(['class_id', 'note']);
  });
});

describe('PUT and DELETE class/score/{id}/', () => {
  const put = (viewer: Viewer, id: number, payload: object) =>
    t.api(viewer, { method: 'PUT', url: `class/score/${id}/`, payload });
  const del = (viewer: Viewer, id: number) => t.api(viewer, { method: 'DELETE', url: `class/score/${id}/` });

  it('lets the class’s markers change a score and records the change', async () => {
    const res = await put(f.teacher, scoreIds.anTest, { value: 72.5, note: 'Chấm lại' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: scoreIds.anTest,
      value: 72.5,
      note: 'Chấm lại',
      kind: 'score_test',
    });
    const [audit] = await t.db
      .select()
      .from(changeRecords)
      .where(eq(changeRecords.entityId, scoreIds.anTest))
      .orderBy(asc(changeRecords.id));
    expect(audit).toMatchObject({
      action: 'edit',
      changes: { before: { value: 70 }, after: { value: 72.5 } },
    });
    expect((await put(f.examiner, scoreIds.anTest, { kind: 'score_home_work' })).body.kind).toBe(
      'score_home_work',
    );
    expect((await put(f.admin, scoreIds.anTest, { assignment_id: null })).status).toBe(200);
    const records = async () =>
      (await t.db.select().from(changeRecords).where(eq(changeRecords.entityId, scoreIds.anTest))).length;
    const before = await records();
    expect((await put(f.teacher, scoreIds.anTest, {})).body.value).toBe(72.5);
    expect(await records()).toBe(before);
  });

  it('checks the value against the assignment it ends up with', async () => {
    const res = await put(f.teacher, scoreIds.binhTalk, { assignment_id: f.assignments.test.id });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['value']);
    const moved = await put(f.teacher, scoreIds.binhTalk, { assignment_id: f.assignments.otherHomework.id });
    expect(moved.body.errors).toEqual({ assignment_id: ['This assignment does not belong to the class'] });
    expect((await put(f.teacher, scoreIds.binhTalk, { value: 101 })).status).toBe(400);
  });

  it('refuses other staff and students, unknown ids and bad bodies', async () => {
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.an]) {
      expect((await put(viewer, scoreIds.anHomework, { value: 1 })).status).toBe(403);
      expect((await del(viewer, scoreIds.anHomework)).status).toBe(403);
    }
    expect((await put(null, scoreIds.anHomework, { value: 1 })).status).toBe(401);
    expect((await put(f.admin, 999999, { value: 1 })).status).toBe(404);
    expect((await del(f.admin, 999999)).status).toBe(404);
    const bad = await put(f.admin, scoreIds.anHomework, { student_id: 1, value: 'high' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['student_id', 'value']);
    expect((await del(f.admin, Number.NaN)).status).toBe(400);
  });

  it('lets the teacher delete a score, once', async () => {
    const res = await del(f.teacher, scoreIds.anHomework2);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await del(f.teacher, scoreIds.anHomework2)).status).toBe(404);
    const remaining = await get(f.teacher, `class/score?student_id=${f.students.an.id}&kind=score_home_work`);
    // The test score was turned into homework above.
    expect(ids(remaining.body)).toEqual([scoreIds.anHomework, scoreIds.anTest]);
    const [audit] = await t.db
      .select()
      .from(changeRecords)
      .where(eq(changeRecords.entityId, scoreIds.anHomework2));
    expect(audit).toMatchObject({ action: 'delete', actorId: f.teacher.id });
  });
});
