import { academyToday, shiftMonth } from '@lms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerErrorTags,
  errorTags,
  markingDrafts,
  questionParts,
  questions,
  userAnswers,
  userExams,
} from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildClassOverview, buildUserExam, type ClassOverviewFixture } from '../../test/factories.js';
import { fixClock } from '../../test/clock.js';

const NOW = fixClock('2026-04-01T00:30:00+07:00');

let t: TestContext;
let f: ClassOverviewFixture;
let tags: { tense: number; article: number; draftOnly: number };
const thisMonth = academyToday(NOW).slice(0, 7);
const lastMonth = shiftMonth(thisMonth, 1);
/** The middle of a month, in UTC: the same month in the academy's time zone. */
const inMonth = (month: string) => new Date(`${month}-15T05:00:00Z`);

const get = (viewer: Parameters<TestContext['api']>[0], url: string) => t.api(viewer, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestContext();
  f = await buildClassOverview(t.db);
  const e = f.exams;
  // Chí has opened the homework (in progress); An's second homework attempt was returned this month.
  await t.db.update(userExams).set({ startedAt: new Date() }).where(eq(userExams.id, e.chiHomework.id));
  await t.db
    .update(userExams)
    .set({ markedAt: inMonth(thisMonth) })
    .where(eq(userExams.id, e.anHomework.id));
  await t.db
    .update(userExams)
    .set({ markedAt: inMonth(lastMonth) })
    .where(eq(userExams.id, e.anFirst.id));
  const [question] = await t.db
    .insert(questions)
    .values({ title: 'Essay', questionType: 'writing', store: 'common' })
    .returning();
  const [part] = await t.db
    .insert(questionParts)
    .values({ questionId: question!.id, position: 0, questionType: 'writing', score: 10 })
    .returning();
  const [tense, article, draftOnly] = await t.db
    .insert(errorTags)
    .values([
      { name: 'Verb tense', isCommon: true, link: 'https://learn.example/tense' },
      { name: 'Articles', managerId: f.teacher.id, link: '' },
      { name: 'Spelling', isCommon: true },
    ])
    .returning();
  tags = { tense: tense!.id, article: article!.id, draftOnly: draftOnly!.id };
  const answers = await t.db
    .insert(userAnswers)
    .values([
      { userExamId: e.anFirst.id, questionPartId: part!.id, answer: {}, score: 4 },
      { userExamId: e.anHomework.id, questionPartId: part!.id, answer: {}, score: 8 },
      { userExamId: e.binhHomework.id, questionPartId: part!.id, answer: {}, score: null },
      { userExamId: e.strangerHomework.id, questionPartId: part!.id, answer: {}, score: 3 },
    ])
    .returning();
  const [anFirst, anSecond, binh, stranger] = answers;
  await t.db.insert(answerErrorTags).values([
    { answerId: anFirst!.id, errorTagId: tags.tense },
    { answerId: anSecond!.id, errorTagId: tags.tense },
    { answerId: anSecond!.id, errorTagId: tags.article },
    // Bình's work waits for marking: a tag on it (left by an older return) must not count.
    { answerId: binh!.id, errorTagId: tags.article },
    { answerId: stranger!.id, errorTagId: tags.tense },
  ]);
  // A draft with a tag: never counted, and the attempt shows it as a draft.
  await t.db.insert(markingDrafts).values({
    userExamId: e.binhHomework.id,
    parts: [
      { partId: part!.id, score: 5, comment: '', errorTags: [{ errorTagId: tags.draftOnly, note: '' }] },
    ],
  });
  await t.db
    .update(userExams)
    .set({ markedAt: inMonth(thisMonth) })
    .where(eq(userExams.id, e.strangerHomework.id));
});
afterAll(() => t.close());

describe('GET class-exercises/student-statuses', () => {
  it('lists every active student with the status of their latest attempt', async () => {
    const res = await get(
      f.teacher,
      `class-exercises/student-statuses?assignment_ids=${f.assignments.homework.id}`,
    );
    expect(res.status).toBe(200);
    const byStudent = new Map((res.body.results as { student_id: number }[]).map((r) => [r.student_id, r]));
    expect(res.body.count).toBe(3);
    expect(byStudent.get(f.students.an.id)).toMatchObject({
      status: 'pass',
      attempt: 2,
      attempt_id: f.exams.anHomework.id,
      score: 80,
      has_draft: false,
    });
    expect(byStudent.get(f.students.binh.id)).toMatchObject({
      status: 'waiting_score',
      score: null,
      has_draft: true,
    });
    expect(byStudent.get(f.students.chi.id)).toMatchObject({ status: 'in_progress', score: null });
    // Long left the class: not in the overview.
    expect(byStudent.has(f.students.left.id)).toBe(false);
  });

  it('tells not started and holding apart, and batches assignments', async () => {
    const { homework, test } = f.assignments;
    const res = await get(
      f.admin,
      `class-exercises/student-statuses?assignment_ids=${homework.id},${test.id}`,
    );
    expect(res.status).toBe(200);
    const ofTest = (
      res.body.results as { assignment_id: number; student_id: number; status: string }[]
    ).filter((r) => r.assignment_id === test.id);
    expect(Object.fromEntries(ofTest.map((r) => [r.student_id, r.status]))).toEqual({
      [f.students.an.id]: 'pass',
      [f.students.binh.id]: 'holding',
      [f.students.chi.id]: 'not_started',
    });
  });
});

describe('GET class-exercises/score-distribution', () => {
  it("counts the active students' latest returned scores per tenth of the maximum", async () => {
    const { test } = f.assignments;
    await buildUserExam(t.db, test.id, f.students.chi.id, { status: 'fail', score: 3 });
    const res = await get(f.examiner, `class-exercises/score-distribution?assignment_ids=${test.id}`);
    expect(res.status).toBe(200);
    const counts = (res.body.results as { bucket: number; count: number }[]).map((r) => r.count);
    // Out of 10: An 9 (bucket 9), Chí 3 (bucket 3); Bình is holding.
    expect(counts).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
    const homework = await get(
      f.teacher,
      `class-exercises/score-distribution?assignment_ids=${f.assignments.homework.id}`,
    );
    // An's 80 (his first 40 is replaced); Long's 100 left with him.
    expect(homework.body.results.map((r: { count: number }) => r.count)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
    ]);
  });
});

describe('overview permissions and bad input', () => {
  const urls = () => [
    `class-exercises/student-statuses?assignment_ids=${f.assignments.homework.id}`,
    `class-exercises/score-distribution?assignment_ids=${f.assignments.homework.id}`,
  ];
  it('follows the matrix: staff of the class only, never a student', async () => {
    for (const url of urls()) {
      for (const viewer of [f.admin, f.teacher, f.examiner])
        expect((await get(viewer, url)).status).toBe(200);
      for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.an, f.students.stranger])
        expect((await get(viewer, url)).status).toBe(403);
      expect((await get(null, url)).status).toBe(401);
    }
  });
  it('answers 400 with the field of each bad filter', async () => {
    for (const path of ['class-exercises/student-statuses', 'class-exercises/score-distribution']) {
      const missing = await get(f.admin, path);
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors)).toEqual(['assignment_ids']);
      const bad = await get(f.admin, `${path}?assignment_ids=1,x`);
      expect(bad.status).toBe(400);
    }
  });
});

describe('error tags per month', () => {
  it("counts a student's returned tags per tag and month, never a draft nor unreturned work", async () => {
    const res = await get(f.students.an, 'users/error-tags/');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        student_id: f.students.an.id,
        error_tag_id: tags.tense,
        name: 'Verb tense',
        link: 'https://learn.example/tense',
        parent_id: null,
        month: lastMonth,
        count: 1,
      },
      expect.objectContaining({ error_tag_id: tags.tense, month: thisMonth, count: 1 }),
      expect.objectContaining({ error_tag_id: tags.article, month: thisMonth, count: 1 }),
    ]);
    const binh = await get(f.students.binh, 'users/error-tags/');
    expect(binh.body.results).toEqual([]);
  });

  it("lets students read only their own, and staff only their classes' answers", async () => {
    expect((await get(f.students.an, `users/error-tags/?student_id=${f.students.binh.id}`)).status).toBe(403);
    const teacher = await get(
      f.teacher,
      `users/error-tags/?student_ids=${f.students.an.id},${f.students.stranger.id}`,
    );
    expect(teacher.status).toBe(200);
    expect(new Set(teacher.body.results.map((r: { student_id: number }) => r.student_id))).toEqual(
      new Set([f.students.an.id]),
    );
    const admin = await get(f.admin, `users/error-tags/?student_id=${f.students.stranger.id}`);
    expect(admin.body.results).toHaveLength(1);
    expect((await get(null, 'users/error-tags/')).status).toBe(401);
  });

  it("counts a class's tags, staff of the class only", async () => {
    const url = `class/error-tags?class_id=${f.cls.id}`;
    const res = await get(f.examiner, url);
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { error_tag_id: number; month: string; count: number }) => [
        r.error_tag_id,
        r.month,
        r.count,
      ]),
    ).toEqual(
      [
        [tags.tense, lastMonth, 1],
        [tags.tense, thisMonth, 1],
        [tags.article, thisMonth, 1],
      ].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
    );
    for (const viewer of [f.admin, f.teacher]) expect((await get(viewer, url)).status).toBe(200);
    for (const viewer of [f.otherTeacher, f.otherExaminer, f.students.an])
      expect((await get(viewer, url)).status).toBe(403);
    const short = await get(f.teacher, `${url}&months=1`);
    expect(short.body.results.every((r: { month: string }) => r.month === thisMonth)).toBe(true);
  });

  it('answers 400 in the user’s language for bad months and missing filters', async () => {
    const months = await t.api(f.teacher, {
      method: 'GET',
      url: `class/error-tags?class_id=${f.cls.id}&months=25`,
      headers: { 'accept-language': 'en' },
    });
    expect(months.status).toBe(400);
    expect(months.body.errors.months).toEqual(['Choose from 1 to 24 months']);
    expect((await get(f.teacher, 'class/error-tags')).body.errors).toHaveProperty('class_id');
    const staff = await t.api(f.teacher, {
      method: 'GET',
      url: 'users/error-tags/',
      headers: { 'accept-language': 'vi' },
    });
    expect(staff.status).toBe(400);
    expect(staff.body.errors.student_id).toEqual(['Hãy chọn học viên cần xem lỗi sai']);
  });
});
