import { academyToday } from '@lms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignments, tags } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAssignment,
  buildClassOverview,
  buildExercise,
  type ClassOverviewFixture,
} from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ClassOverviewFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
});
afterAll(() => t.close());

/** An instant `days` from now: the rules read its day in the academy's time zone. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const valid = () => ({
  class_id: f.cls.id,
  exercise_id: f.exercises.grammar.id,
  kind: 'test',
  title: 'Kiểm tra giữa kỳ',
  tutorial: 'Làm trong 45 phút',
  start_at: inDays(1),
  deadline: inDays(7),
  time_limit: 45,
  min_score: 50,
  max_score: 100,
  max_accesses: 3,
});

const create = (viewer: Parameters<TestContext['api']>[0], payload: object, lang = 'en') =>
  t.api(viewer, { method: 'POST', url: 'class-exercises/', payload, headers: { 'accept-language': lang } });

describe('POST class-exercises/', () => {
  it('assigns an exercise and answers the assignment as the list presents it', async () => {
    const body = valid();
    const res = await create(f.teacher, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      class_id: f.cls.id,
      exercise_id: f.exercises.grammar.id,
      kind: 'test',
      title: 'Kiểm tra giữa kỳ',
      tutorial: 'Làm trong 45 phút',
      tag_id: null,
      start_at: body.start_at,
      deadline: body.deadline,
      time_limit: 45,
      min_score: 50,
      max_score: 100,
      max_accesses: 3,
      created_by: f.teacher.id,
      exercise: { id: f.exercises.grammar.id, name: 'Present perfect' },
    });
    const read = await t.api(f.students.an, { method: 'GET', url: `class-exercises/${res.body.id}/` });
    expect(read.status).toBe(200);
    expect(read.body.title).toBe('Kiểm tra giữa kỳ');
  });

  it('fills the defaults: untimed, no deadline, 0..100, access limit 3', async () => {
    const res = await create(f.admin, {
      class_id: f.otherClass.id,
      exercise_id: f.exercises.essay.id,
      kind: 'home_work',
      title: 'Essay',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tutorial: '',
      tag_id: null,
      start_at: null,
      deadline: null,
      time_limit: null,
      min_score: 0,
      max_score: 100,
      max_accesses: 3,
      exam_mode: false,
    });
  });

  it('makes tests and IELTS sections exams by default, homework and presentations not; the teacher may choose', async () => {
    const base = { class_id: f.cls.id, exercise_id: f.exercises.grammar.id, title: 'Mode' };
    const mode = async (payload: object) => (await create(f.teacher, { ...base, ...payload })).body.exam_mode;
    expect(await mode({ kind: 'test' })).toBe(true);
    expect(await mode({ kind: 'ielt' })).toBe(true);
    expect(await mode({ kind: 'home_work' })).toBe(false);
    expect(await mode({ kind: 'presentation' })).toBe(false);
    expect(await mode({ kind: 'home_work', exam_mode: true })).toBe(true);
    expect(await mode({ kind: 'test', exam_mode: false })).toBe(false);
    const bad = await create(f.teacher, { ...base, kind: 'test', exam_mode: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['exam_mode']);
  });

  it('follows the permission matrix: admin any class, teacher own classes, nobody else', async () => {
    expect((await create(f.admin, valid())).status).toBe(201);
    expect((await create(f.teacher, valid())).status).toBe(201);
    const refused = [f.otherTeacher, f.examiner, f.otherExaminer, f.students.an, f.students.stranger];
    for (const viewer of refused) {
      const res = await create(viewer, valid());
      expect(res.status, String(viewer.name)).toBe(403);
    }
    // The other teacher manages their own class.
    expect((await create(f.otherTeacher, { ...valid(), class_id: f.otherClass.id })).status).toBe(201);
    expect((await create(null, valid())).status).toBe(401);
  });

  it('answers 404 for an unknown class', async () => {
    expect((await create(f.admin, { ...valid(), class_id: 999_999 })).status).toBe(404);
  });

  it('refuses each broken rule with its field and message, in the caller’s language', async () => {
    const cases: [object, string, string][] = [
      [{ deadline: inDays(-2) }, 'deadline', 'The deadline must be today or later'],
      [{ time_limit: 0 }, 'time_limit', 'The time limit must be more than 0 minutes (at most 1440)'],
      [{ time_limit: -10 }, 'time_limit', 'The time limit must be more than 0 minutes (at most 1440)'],
      [{ min_score: 80, max_score: 60 }, 'min_score', 'The minimum score cannot be above the maximum score'],
      [{ max_score: 120 }, 'max_score', 'The maximum score is at most 100'],
      [
        { min_score: -1 },
        'min_score',
        'The total score cannot exceed the maximum score of the assignment and the minimum score is 0',
      ],
      [
        { start_at: inDays(8), deadline: inDays(7) },
        'deadline',
        'The end date must be greater than the start date',
      ],
      [{ max_accesses: 0 }, 'max_accesses', 'The access limit is 1 to 10'],
      [{ max_accesses: 11 }, 'max_accesses', 'The access limit is 1 to 10'],
      [{ title: '  ' }, 'title', 'This field is required'],
      [{ deadline: 'tomorrow' }, 'deadline', 'Wrong date format (YYYY-MM-DD)'],
      [{ kind: 'quiz' }, 'kind', ''],
      [
        { exercise_id: 999_999 },
        'exercise_id',
        'This exercise does not exist or is not in a store you may use',
      ],
      [{ tag_id: 999_999 }, 'tag_id', 'This tag does not exist or is not yours to use'],
      [{ surprise: 1 }, 'surprise', 'Unknown field'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(f.teacher, { ...valid(), ...change });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors), JSON.stringify(change)).toContain(field);
      if (message) expect(res.body.errors[field]).toEqual([message]);
    }
    const vi = await create(f.teacher, { ...valid(), time_limit: 0 }, 'vi');
    expect(vi.body.errors.time_limit).toEqual(['Thời gian làm bài phải lớn hơn 0 phút (tối đa 1440)']);
  });

  it('accepts a deadline later today, refuses one that ended yesterday (academy day)', async () => {
    const today = academyToday();
    const endOfToday = new Date(`${today}T23:59:00+07:00`).toISOString();
    const endOfYesterday = new Date(new Date(`${today}T00:00:00+07:00`).getTime() - 60_000).toISOString();
    expect((await create(f.teacher, { ...valid(), start_at: null, deadline: endOfToday })).status).toBe(201);
    const late = await create(f.teacher, { ...valid(), start_at: null, deadline: endOfYesterday });
    expect(late.status).toBe(400);
    expect(late.body.errors.deadline).toEqual(['The deadline must be today or later']);
  });

  it("refuses another teacher's private exercise and tag, and accepts the assigner's own", async () => {
    const theirs = await buildExercise(t.db, { store: 'private', ownerId: f.otherTeacher.id });
    const mine = await buildExercise(t.db, { store: 'private', ownerId: f.teacher.id });
    const [theirTag] = await t.db
      .insert(tags)
      .values({ name: 'Their tag', ownerId: f.otherTeacher.id })
      .returning();
    const [myTag] = await t.db.insert(tags).values({ name: 'My tag', ownerId: f.teacher.id }).returning();
    const refused = await create(f.teacher, { ...valid(), exercise_id: theirs.id, tag_id: theirTag!.id });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['exercise_id', 'tag_id']);
    const ok = await create(f.teacher, { ...valid(), exercise_id: mine.id, tag_id: myTag!.id });
    expect(ok.status).toBe(201);
    expect(ok.body.tag_id).toBe(myTag!.id);
    // An admin may assign any store's exercise.
    expect((await create(f.admin, { ...valid(), exercise_id: theirs.id })).status).toBe(201);
  });
});

describe('PATCH class-exercises/:id/', () => {
  const patch = (viewer: Parameters<TestContext['api']>[0], id: number, payload: object) =>
    t.api(viewer, { method: 'PATCH', url: `class-exercises/${id}/`, payload });

  it('changes the given fields and keeps the others', async () => {
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id, { title: 'Old', timeLimit: 30 });
    const deadline = inDays(3);
    const res = await patch(f.teacher, a.id, { title: 'New', deadline, time_limit: 60 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'New', deadline, time_limit: 60, kind: 'home_work' });
    const cleared = await patch(f.teacher, a.id, { time_limit: null, deadline: null });
    expect(cleared.body).toMatchObject({ title: 'New', deadline: null, time_limit: null });
    const exam = await patch(f.teacher, a.id, { exam_mode: true });
    expect(exam.body).toMatchObject({ title: 'New', exam_mode: true, kind: 'home_work' });
    expect((await patch(f.teacher, a.id, { title: 'Newer' })).body.exam_mode).toBe(true);
  });

  it('keeps a deadline already past but refuses a new past one', async () => {
    const past = new Date(Date.now() - 5 * 86_400_000);
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id, { deadline: past });
    expect((await patch(f.teacher, a.id, { title: 'Corrected' })).status).toBe(200);
    const res = await patch(f.teacher, a.id, { deadline: inDays(-1) });
    expect(res.status).toBe(400);
    expect(res.body.errors.deadline).toEqual(['The deadline must be today or later']);
  });

  it('checks the rules against the stored values (min above the stored max)', async () => {
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id, { maxScore: 10 });
    const res = await patch(f.teacher, a.id, { min_score: 20 });
    expect(res.status).toBe(400);
    expect(res.body.errors.min_score).toEqual(['The minimum score cannot be above the maximum score']);
  });

  it('refuses to change the exercise once a student has started (409)', async () => {
    const res = await patch(f.teacher, f.assignments.homework.id, { exercise_id: f.exercises.essay.id });
    expect(res.status).toBe(409);
    expect(res.body.errors.exercise_id).toEqual([
      'Students have already started this assignment; its exercise cannot change',
    ]);
  });

  it('follows the permission matrix and answers 404 for an unknown id', async () => {
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id);
    for (const viewer of [f.otherTeacher, f.examiner, f.students.an]) {
      expect((await patch(viewer, a.id, { title: 'x' })).status).toBe(403);
    }
    expect((await patch(f.admin, a.id, { title: 'By admin' })).status).toBe(200);
    expect((await patch(f.admin, 999_999, { title: 'x' })).status).toBe(404);
    expect((await patch(f.teacher, a.id, { class_id: f.otherClass.id })).status).toBe(400);
  });
});

describe('DELETE class-exercises/:id/', () => {
  const remove = (viewer: Parameters<TestContext['api']>[0], id: number) =>
    t.api(viewer, { method: 'DELETE', url: `class-exercises/${id}/` });

  it('deletes an assignment nobody has started', async () => {
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id);
    expect((await remove(f.teacher, a.id)).status).toBe(204);
    expect(await t.db.select().from(assignments).where(eq(assignments.id, a.id))).toEqual([]);
    expect((await remove(f.teacher, a.id)).status).toBe(404);
  });

  it('refuses one with an attempt (409) and keeps it', async () => {
    const res = await remove(f.admin, f.assignments.homework.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Students have already started this assignment; it cannot be deleted');
    const left = await t.db.select().from(assignments).where(eq(assignments.id, f.assignments.homework.id));
    expect(left).toHaveLength(1);
  });

  it('follows the permission matrix', async () => {
    const a = await buildAssignment(t.db, f.cls.id, f.exercises.grammar.id);
    for (const viewer of [f.otherTeacher, f.examiner, f.students.an, f.students.stranger]) {
      expect((await remove(viewer, a.id)).status).toBe(403);
    }
    expect((await remove(f.admin, a.id)).status).toBe(204);
  });
});
