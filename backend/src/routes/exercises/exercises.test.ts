import { samplePart } from '@lms/domain/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  buildAdmin,
  buildAssignment,
  buildClass,
  buildCourse,
  buildExaminer,
  buildStudent,
  buildTeacher,
} from '../../test/factories.js';

let t: TestContext;
let admin: UserRow, teacher: UserRow, otherTeacher: UserRow, examiner: UserRow, student: UserRow;
let commonGap: number, commonWriting: number, ownGap: number, theirGap: number, courseId: number;

const question = async (user: UserRow, type: 'gap_fill' | 'writing', title: string) =>
  (
    await t.api(user, {
      method: 'POST',
      url: 'question/',
      payload: { title, question_type: type, parts: [samplePart(type), samplePart(type)] },
    })
  ).body.id as number;
const create = (user: UserRow, payload: object) =>
  t.api(user, { method: 'POST', url: 'exercise/', payload, headers: { 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestContext();
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  otherTeacher = await buildTeacher(t.db);
  examiner = await buildExaminer(t.db);
  student = await buildStudent(t.db);
  courseId = (await buildCourse(t.db, { name: 'IELTS 6.5' })).id;
  commonGap = await question(admin, 'gap_fill', 'Common gap fill');
  commonWriting = await question(admin, 'writing', 'Common essay');
  ownGap = await question(teacher, 'gap_fill', 'My gap fill');
  theirGap = await question(otherTeacher, 'gap_fill', 'Their gap fill');
});
afterAll(() => t.close());

describe('exercises', () => {
  it('are built from questions the store may hold, with a scoring mode from their types', async () => {
    const common = await create(admin, {
      name: 'Listening 1',
      question_ids: [commonGap],
      course_id: courseId,
    });
    expect(common.status).toBe(201);
    expect(common.body).toMatchObject({
      store: 'common',
      scoring_mode: 0,
      question_ids: [commonGap],
      types: ['gap_fill'],
    });
    const hybrid = await create(teacher, { name: 'Mixed', question_ids: [ownGap, commonWriting] });
    expect(hybrid.body).toMatchObject({ store: 'private', owner_id: teacher.id, scoring_mode: 2 });
    const manual = await create(teacher, { name: 'Essay', question_ids: [commonWriting] });
    expect(manual.body.scoring_mode).toBe(1);
  });

  it('refuse questions the store may not hold, bad input, and writers of another store', async () => {
    const foreign = await create(teacher, { name: 'x', question_ids: [theirGap] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.question_ids).toEqual([
      'A common exercise holds common questions; a private one common questions and your own',
    ]);
    expect((await create(admin, { name: 'x', question_ids: [ownGap] })).status).toBe(400);
    expect((await create(teacher, { name: 'x', question_ids: [ownGap, ownGap] })).status).toBe(400);
    const bad = await create(teacher, { name: '', question_ids: [], course_id: 0, colour: 1 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['colour', 'course_id', 'name', 'question_ids']);
    expect(
      (await create(teacher, { name: 'x', question_ids: [ownGap], course_id: 99999 })).body.errors.course_id,
    ).toBeDefined();
    expect((await create(examiner, { name: 'x', question_ids: [commonGap] })).status).toBe(403);
    expect((await create(student, { name: 'x', question_ids: [commonGap] })).status).toBe(403);
  });

  it('are read per store and role, and written only by their store’s writer', async () => {
    const mine = (await create(teacher, { name: 'Private homework', question_ids: [ownGap] })).body.id;
    const common = (await create(admin, { name: 'Common homework', question_ids: [commonGap] })).body.id;
    expect((await t.api(otherTeacher, { method: 'GET', url: `exercise/${mine}/` })).status).toBe(403);
    expect((await t.api(examiner, { method: 'GET', url: `exercise/${mine}/` })).status).toBe(403);
    expect((await t.api(examiner, { method: 'GET', url: `exercise/${common}/` })).status).toBe(200);
    expect((await t.api(admin, { method: 'GET', url: `exercise/${mine}/` })).status).toBe(200);
    expect((await t.api(student, { method: 'GET', url: 'exercise/' })).status).toBe(403);
    const list = await t.api(otherTeacher, { method: 'GET', url: 'exercise/?search=homework' });
    expect(list.body.results.map((e: { id: number }) => e.id)).toEqual([common]);
    expect(
      (await t.api(teacher, { method: 'PUT', url: `exercise/${common}/`, payload: { name: 'x' } })).status,
    ).toBe(403);
    expect(
      (await t.api(admin, { method: 'PUT', url: `exercise/${mine}/`, payload: { name: 'x' } })).status,
    ).toBe(403);
    const renamed = await t.api(teacher, {
      method: 'PUT',
      url: `exercise/${mine}/`,
      payload: { name: 'Homework 2', question_ids: [ownGap, commonWriting] },
    });
    expect(renamed.body).toMatchObject({
      name: 'Homework 2',
      scoring_mode: 2,
      question_ids: [ownGap, commonWriting],
    });
  });

  it('copy with their questions into the caller’s store, and say which questions are outdated', async () => {
    const source = (await create(admin, { name: 'Mock test', question_ids: [commonGap, commonWriting] }))
      .body;
    const copy = await t.api(teacher, {
      method: 'POST',
      url: 'exercise/duplicate/',
      payload: { exercise_id: source.id },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      store: 'private',
      owner_id: teacher.id,
      cloned_from_id: source.id,
      name: 'Mock test',
    });
    expect(copy.body.question_ids).toHaveLength(2);
    expect(copy.body.question_ids).not.toContain(commonGap);
    const copied = await t.api(teacher, { method: 'GET', url: `question/${copy.body.question_ids[0]}/` });
    expect(copied.body).toMatchObject({
      store: 'private',
      cloned_from_id: commonGap,
      title: 'Common gap fill',
    });
    expect(
      (
        await t.api(examiner, {
          method: 'POST',
          url: 'exercise/duplicate/',
          payload: { exercise_id: source.id },
        })
      ).status,
    ).toBe(403);
    const mine = (await create(teacher, { name: 'Mine', question_ids: [ownGap] })).body.id;
    expect(
      (
        await t.api(otherTeacher, {
          method: 'POST',
          url: 'exercise/duplicate/',
          payload: { exercise_id: mine },
        })
      ).status,
    ).toBe(403);
  });

  it('sum up their questions, parts and points, and each question’s share', async () => {
    const e = (await create(admin, { name: 'Figures', question_ids: [commonGap, commonWriting] })).body.id;
    const summary = await t.api(examiner, {
      method: 'GET',
      url: `exercise/summary-question?exercise_ids=${e}`,
    });
    // gap fill: 2 parts of score 2; writing: 2 parts of score 9
    expect(summary.body.results).toEqual([
      {
        exercise_id: e,
        question_count: 2,
        part_count: 4,
        points: 22,
        by_type: [
          { type: 'gap_fill', questions: 1, parts: 2, points: 4 },
          { type: 'writing', questions: 1, parts: 2, points: 18 },
        ],
        parts_marked_by: { key: 2, person: 2, speech: 0, none: 0 },
      },
    ]);
    const shares = await t.api(admin, { method: 'GET', url: `exercise/percent-question?exercise_ids=${e}` });
    expect(shares.body.results.map((s: { percent: number }) => s.percent)).toEqual([18.18, 81.82]);
    const types = await t.api(teacher, {
      method: 'GET',
      url: `question-part/exercises_type/?exercise_ids=${e}`,
    });
    expect(types.body.results).toEqual([{ exercise_id: e, types: ['gap_fill', 'writing'], scoring_mode: 2 }]);
    const mine = (await create(teacher, { name: 'Secret', question_ids: [ownGap] })).body.id;
    expect(
      (await t.api(otherTeacher, { method: 'GET', url: `exercise/summary-question?exercise_ids=${mine}` }))
        .status,
    ).toBe(403);
    expect(
      (await t.api(admin, { method: 'GET', url: 'exercise/summary-question?exercise_ids=x' })).status,
    ).toBe(400);
  });

  it('carry how often a listening recording may be played (0 to 2), copied with them', async () => {
    const made = await create(admin, { name: 'IELTS listening', question_ids: [commonGap], audio_plays: 1 });
    expect(made.status).toBe(201);
    expect(made.body.audio_plays).toBe(1);
    expect((await create(admin, { name: 'Free', question_ids: [commonGap] })).body.audio_plays).toBe(0);
    const url = `exercise/${made.body.id}/`;
    const edited = await t.api(admin, { method: 'PUT', url, payload: { audio_plays: 2 } });
    expect(edited.body.audio_plays).toBe(2);
    const copy = await t.api(teacher, {
      method: 'POST',
      url: 'exercise/duplicate/',
      payload: { exercise_id: made.body.id },
    });
    expect(copy.body.audio_plays).toBe(2);
    for (const bad of [3, -1, 1.5, '1']) {
      const res = await create(admin, { name: 'Bad', question_ids: [commonGap], audio_plays: bad });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['audio_plays']);
    }
    const badEdit = await t.api(admin, { method: 'PUT', url, payload: { audio_plays: 5 } });
    expect(Object.keys(badEdit.body.errors)).toEqual(['audio_plays']);
  });

  it('cannot be deleted once given to a class', async () => {
    const e = (await create(admin, { name: 'Assigned', question_ids: [commonGap] })).body.id;
    const klass = await buildClass(t.db);
    await buildAssignment(t.db, klass.id, e);
    const refused = await t.api(admin, {
      method: 'DELETE',
      url: `exercise/${e}/`,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This exercise has been given to a class; it cannot be deleted');
    const free = (await create(admin, { name: 'Free', question_ids: [commonGap] })).body.id;
    expect((await t.api(admin, { method: 'DELETE', url: `exercise/${free}/` })).status).toBe(204);
    expect((await t.api(admin, { method: 'GET', url: `question/${commonGap}/` })).status).toBe(200);
  });
});
