import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseQuestions, questionParts, questions, userAnswers } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildClassOverview, buildUserExam, type ClassOverviewFixture } from '../../test/factories.js';

let t: TestContext;
let f: ClassOverviewFixture;
let parts: { choice: number; essay: number; untouched: number; warmUp: number };
let questionIds: { perfect: number; warmUp: number };

const get = (viewer: Parameters<TestContext['api']>[0], query: string) =>
  t.api(viewer, { method: 'GET', url: `class-exercises/part-figures${query}` });

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  const [question] = await t.db
    .insert(questions)
    .values({ title: 'Present perfect', questionType: 'choice_one_answer', store: 'common' })
    .returning();
  const [choice, essay, untouched] = await t.db
    .insert(questionParts)
    .values([
      { questionId: question!.id, position: 0, questionType: 'choice_one_answer', score: 2 },
      { questionId: question!.id, position: 1, questionType: 'writing', score: 4 },
      { questionId: question!.id, position: 2, questionType: 'choice_one_answer', score: 1 },
    ])
    .returning();
  // A question made later but placed first in the exercise: the exam's order is the exercise's, not the ids'.
  const [warmUpQuestion] = await t.db
    .insert(questions)
    .values({ title: 'Warm-up', questionType: 'choice_one_answer', store: 'common' })
    .returning();
  const [warmUp] = await t.db
    .insert(questionParts)
    .values([{ questionId: warmUpQuestion!.id, position: 0, questionType: 'choice_one_answer', score: 1 }])
    .returning();
  await t.db.insert(exerciseQuestions).values([
    { exerciseId: f.exercises.grammar.id, questionId: warmUpQuestion!.id, position: 0 },
    { exerciseId: f.exercises.grammar.id, questionId: question!.id, position: 1 },
  ]);
  parts = { choice: choice!.id, essay: essay!.id, untouched: untouched!.id, warmUp: warmUp!.id };
  questionIds = { perfect: question!.id, warmUp: warmUpQuestion!.id };
  const e = f.exams;
  const answer = (userExamId: number, questionPartId: number, score: number | null) => ({
    userExamId,
    questionPartId,
    answer: {},
    score,
  });
  // An's first attempt (replaced by the second) and Chí's unfinished one must not count.
  const chiStarted = e.chiHomework.id;
  const leftRedo = await buildUserExam(t.db, f.assignments.homework.id, f.students.left.id, {
    attempt: 2,
    status: 'unfinished',
  });
  await t.db
    .insert(userAnswers)
    .values([
      answer(e.anFirst.id, parts.choice, 0),
      answer(e.anHomework.id, parts.choice, 2),
      answer(e.anHomework.id, parts.essay, 3),
      answer(e.anHomework.id, parts.warmUp, 1),
      answer(e.binhHomework.id, parts.choice, 0),
      answer(e.binhHomework.id, parts.essay, null),
      answer(chiStarted, parts.choice, 2),
      answer(e.leftHomework.id, parts.choice, 2),
      answer(leftRedo.id, parts.essay, 4),
    ]);
});
afterAll(() => t.close());

describe('GET class-exercises/part-figures', () => {
  it("sums up the latest submitted attempts' answers per part, in the exam's order with its numbers", async () => {
    const res = await get(f.teacher, `?assignment_ids=${f.assignments.homework.id}`);
    expect(res.status).toBe(200);
    const homework = f.assignments.homework.id;
    // Lê Văn An's redo, Phạm Thị Bình's submission; Ngô Đức Long's newest attempt is unfinished.
    expect(res.body.results).toEqual([
      {
        assignment_id: homework,
        question_part_id: parts.warmUp,
        question_id: questionIds.warmUp,
        question_title: 'Warm-up',
        number: 1,
        max_score: 1,
        answered: 1,
        scored: 1,
        right: 1,
        right_percent: 100,
        average_score: 1,
      },
      {
        assignment_id: homework,
        question_part_id: parts.choice,
        question_id: questionIds.perfect,
        question_title: 'Present perfect',
        number: 2,
        max_score: 2,
        answered: 2,
        scored: 2,
        right: 1,
        right_percent: 50,
        average_score: 1,
      },
      {
        assignment_id: homework,
        question_part_id: parts.essay,
        question_id: questionIds.perfect,
        question_title: 'Present perfect',
        number: 3,
        max_score: 4,
        answered: 2,
        scored: 1,
        right: 0,
        right_percent: 0,
        average_score: 3,
      },
    ]);
  });

  it('answers an empty list for an assignment nobody submitted', async () => {
    const res = await get(f.admin, `?assignment_ids=${f.assignments.test.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 0, results: [] });
  });

  it('follows the permission matrix: staff of the class only, never a student', async () => {
    const query = `?assignment_ids=${f.assignments.homework.id}`;
    for (const viewer of [f.admin, f.teacher, f.examiner])
      expect((await get(viewer, query)).status).toBe(200);
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.an, f.students.stranger])
      expect((await get(viewer, query)).status).toBe(403);
    const batch = `?assignment_ids=${f.assignments.homework.id},${f.assignments.otherHomework.id}`;
    expect((await get(f.teacher, batch)).status).toBe(403);
    expect((await get(null, query)).status).toBe(401);
  });

  it('answers 400 with the field of each bad filter', async () => {
    const missing = await get(f.admin, '');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['assignment_ids']);
    const bad = await get(f.admin, '?assignment_ids=abc&page_size=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['assignment_ids', 'page_size']);
  });
});
