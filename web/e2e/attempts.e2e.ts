import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, exerciseNamed, gql, launch, runningClass, signIn as signInAs } from './browser';

/**
 * Issue 26 point 1 against the whole stack: a teacher assigns a test with one attempt, a minimum of 80 and the
 * keys after the deadline; a student submits it empty. The review shows no key and says when they show, the
 * finish page offers no redo and counts 1 of 1 attempts, and a second start is refused.
 */
let browser: Browser;
let teacher: Page;
beforeAll(async () => {
  browser = await launch();
  teacher = await signIn('teacher1@academy.test');
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();
const EXERCISE = 'Grammar review: tenses and agreement';
const signIn = (email: string, path = '/dashboard') => signInAs(browser, email, path);

interface Setup {
  classId: string;
  assignmentId: string;
  email: string;
}

/** As teacher1: a new test of the exercise in one of their running classes, with `extra` settings. */
async function assign(timeLimit: number, name: string, extra: object): Promise<Setup> {
  const cls = await runningClass(teacher);
  const exercise = await exerciseNamed(teacher, name);
  const { createAssignment } = await gql<{
    createAssignment: { assignment: { id: string } | null; errors: unknown[] };
  }>(
    teacher,
    `mutation($input: CreateAssignmentInput!) {
       createAssignment(input: $input) { assignment { id } errors { field messages } }
     }`,
    {
      input: {
        classId: cls.id,
        exerciseId: exercise.id,
        kind: 'TEST',
        title: `Kiểm tra lượt làm ${stamp}`,
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        timeLimit,
        maxAccesses: 10,
        ...extra,
      },
    },
  );
  expect(createAssignment.errors).toEqual([]);
  const students = cls.students.map((s) => s.student.email).sort();
  return {
    classId: cls.id,
    assignmentId: createAssignment.assignment!.id,
    // Another student than exam.e2e's first ones.
    email: students[students.length - 1]!,
  };
}

/** Opens the introduction, accepts the rules and enters the runner. */
async function enter(page: Page, s: Setup) {
  await page.goto(`${BASE_URL}/manageClass/${s.classId}/exerciseReview/${s.assignmentId}`);
  await page.getByLabel('Tôi đã đọc và đồng ý với các quy định này').check();
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  await page.getByRole('heading', { level: 2, name: /^Câu 1:/ }).waitFor();
}

describe('issue 26: a failed test keeps its keys and gives no second try', () => {
  it(
    'an empty test below the minimum: no key in the review, no redo offered, a second start refused',
    { timeout: 180_000 },
    async () => {
      const s = await assign(30, EXERCISE, {
        minScore: 80,
        maxAttempts: 1,
        reviewOptions: { keys: 'AFTER_DEADLINE', score: 'AFTER_RETURN' },
      });
      const page = await signIn(s.email);
      await enter(page, s);
      await page.getByRole('button', { name: 'Nộp bài' }).click();
      await page.getByRole('button', { name: 'Nộp ngay' }).click();
      await page.waitForURL(/\/exerciseWaitingFinish\/\d+$/);
      await page.getByText('Số lần làm').waitFor();
      await page.getByText('1 / 1').waitFor();
      expect(await page.getByRole('button', { name: 'Làm lại' }).count()).toBe(0);
      const attemptId = /\/(\d+)$/.exec(page.url())![1]!;

      await page.goto(`${BASE_URL}/manageClass/${s.classId}/resultReview/${attemptId}`);
      await page.getByText('Đáp án hiện sau hạn nộp').waitFor();
      const { attemptReview } = await gql<{
        attemptReview: { keysShown: boolean; questions: { parts: { key: unknown }[] }[] };
      }>(
        page,
        'query($id: ID!) { attemptReview(id: $id) { keysShown questions { parts { key { __typename } } } } }',
        {
          id: attemptId,
        },
      );
      expect(attemptReview.keysShown).toBe(false);
      expect(attemptReview.questions.flatMap((q) => q.parts.map((p) => p.key))).toEqual(
        attemptReview.questions.flatMap((q) => q.parts.map(() => null)),
      );
      const { startAttempt } = await gql<{
        startAttempt: { attempt: unknown; errors: { messages: string[] }[] };
      }>(
        page,
        'mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { id } errors { messages } } }',
        {
          id: s.assignmentId,
        },
      );
      expect(startAttempt.attempt).toBeNull();
      expect(startAttempt.errors.flatMap((e) => e.messages)).toEqual([
        'Bạn đã dùng hết số lần làm bài được phép',
      ]);
      await page.context().close();
    },
  );
});
