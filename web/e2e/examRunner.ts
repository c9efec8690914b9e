import { once } from 'node:events';
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { BASE_URL, exerciseNamed, gql, launch, runningClass, signIn as signInAs } from './browser';

/**
 * The exam runner's flows (exam*.e2e.ts, issue 12, docs/design.md section 9): the session a flow file takes
 * the exam in, and what the flows read of the runner and of what the server holds.
 */
export const EXERCISE = 'Grammar review: tenses and agreement';
/** The demo midterm: gap fill, matching, a reading passage (keyed) and an essay the teacher marks. */
export const MIDTERM = 'Kiểm tra giữa khóa';
export const SAVED = 'Đã lưu mọi câu trả lời';
export const OFFLINE = 'Mất kết nối: câu trả lời được giữ trên thiết bị và sẽ gửi khi có mạng trở lại';
export const TIME_UP = 'Bạn đã hết thời gian làm bài';

export interface Setup {
  classId: string;
  assignmentId: string;
  title: string;
  email: string;
}

/**
 * A flow file's session: one browser, teacher1 signed in once for the whole file (the identity server locks
 * an account after 10 sign-ins in 15 minutes), and the observers' contexts closed after each test.
 */
export function examRunnerSession() {
  let browser: Browser;
  let teacher: Page;
  beforeAll(async () => {
    browser = await launch();
    teacher = await signIn('teacher1@academy.test');
  });
  afterAll(async () => {
    await browser.close();
  });
  const observers: Page[] = [];
  afterEach(async () => {
    for (const page of observers.splice(0)) await page.context().close();
  });

  const stamp = Date.now().toString(36).toUpperCase();

  /** A fresh context in Vietnamese, signed in through the identity server's form. */
  const signIn = (email: string, path = '/dashboard', options: BrowserContextOptions = {}) =>
    signInAs(browser, email, path, options);

  /** Each test takes the exam as another student of the class (a run starts at a different one). */
  let taken = Math.floor(Date.now() / 1000);
  /** As teacher1: one of their running classes, a student of it, and a new test of the exercise, open now. */
  async function assign(timeLimit: number, name = EXERCISE): Promise<Setup> {
    // The tab refreshes its token on a reload when it is close to expiry.
    await teacher.reload();
    await teacher.waitForFunction(() => sessionStorage.getItem('lms.tokens') !== null);
    const cls = await runningClass(teacher);
    const exercise = await exerciseNamed(teacher, name);
    taken += 1;
    const title = `Kiểm tra ${stamp}-${taken}`;
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
          title,
          deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          timeLimit,
          maxAccesses: 10,
          // The keyed score at once, as a teacher may set it (issue 26: a test's default waits for the return).
          reviewOptions: {
            answers: 'AFTER_SUBMIT',
            score: 'AFTER_SUBMIT',
            keys: 'AFTER_RETURN',
            feedback: 'AFTER_RETURN',
          },
        },
      },
    );
    expect(createAssignment.errors).toEqual([]);
    const students = cls.students.map((s) => s.student.email).sort();
    return {
      classId: cls.id,
      assignmentId: createAssignment.assignment!.id,
      title,
      email: students[taken % students.length]!,
    };
  }

  /** The student signed in in another browser context, to read what the server holds. */
  async function observe(s: Setup) {
    const page = await signIn(s.email);
    observers.push(page);
    return page;
  }

  return {
    signIn,
    assign,
    observe,
    /** teacher1's tab, signed in once the file starts. */
    get teacher() {
      return teacher;
    },
  };
}

export const examPath = (s: Setup) => `/manageClass/${s.classId}/exerciseReview/${s.assignmentId}`;

/** Opens the introduction, accepts the rules (first time) and enters the runner. */
export async function enter(page: Page, s: Setup, first = true) {
  if (new URL(page.url()).pathname !== examPath(s)) await page.goto(`${BASE_URL}${examPath(s)}`);
  if (first) {
    await page.getByLabel('Tôi đã đọc và đồng ý với các quy định này').check();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
  } else await page.getByRole('button', { name: 'Tiếp tục làm bài' }).click();
  await page.getByRole('heading', { level: 2, name: /^Câu 1:/ }).waitFor();
}

export const saveStatus = (page: Page) => page.locator('.exam-save');
export async function waitSaved(page: Page) {
  await expect.poll(() => saveStatus(page).innerText(), { timeout: 40_000 }).toBe(SAVED);
}

export async function go(page: Page, n: number) {
  await page.getByRole('button', { name: new RegExp(`^Đến câu ${n}( |$)`) }).click();
  await page.getByRole('heading', { level: 2, name: new RegExp(`^Câu ${n}:`) }).waitFor();
}

/**
 * The options of the seeded "Subject-verb agreement" parts (question 2 of EXERCISE) in their stored order,
 * A to D. An attempt shows them shuffled under its own keys (issue 26 point 2): the flows pick by words.
 */
const AGREEMENT = [
  ['is', 'are', 'be', 'being'],
  ['are', 'is', 'have', 'were'],
  ['receive', 'receives', 'are receiving', 'have received'],
  ['was', 'were', 'are', 'have been'],
];
const LETTERS = 'ABCD';

/** Picks the option stored as `letter` of a part of question 2, by its words (the shown letter is its place). */
export async function choose(page: Page, part: number, letter: string) {
  const text = AGREEMENT[part]![LETTERS.indexOf(letter)]!;
  const option = page
    .locator('.qv-options')
    .nth(part)
    .locator('.qv-option', { hasText: new RegExp(`^[A-Z]${text}$`) });
  await option.click();
}

export interface HeldAnswer {
  partId: string;
  seq: number;
  answer: { blanks?: { key: string; value: string }[]; choices?: string[]; order?: string[] };
}
export interface HeldAttempt {
  id: string;
  status: string;
  submitReason: string | null;
  score: number | null;
  endsAt: string | null;
  serverNow: string;
  exercise: {
    questions: { parts: { id: string; content: { options?: { key: string; text: string }[] } }[] }[];
  };
  answers: HeldAnswer[];
}
const ATTEMPT_FIELDS = `id status submitReason score endsAt serverNow
  exercise { questions { parts { id content { ... on ChoiceContent { options { key text } } } } } }
  answers { partId seq answer {
    ... on TextEntryAnswer { blanks { key value } }
    ... on ChoiceAnswer { choices }
    ... on OrderingAnswer { order }
  } }`;

/**
 * What the server holds, read by the student from another browser context (`observer`, signed in as the
 * student): resuming the attempt in progress changes nothing.
 */
export async function held(observer: Page, s: Setup): Promise<HeldAttempt> {
  const { startAttempt } = await gql<{ startAttempt: { attempt: HeldAttempt | null; errors: unknown[] } }>(
    observer,
    `mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { ${ATTEMPT_FIELDS} } errors { messages } } }`,
    { id: s.assignmentId },
  );
  expect(startAttempt.errors).toEqual([]);
  return startAttempt.attempt!;
}

/** An attempt by its id (reading it past its end submits it, docs/design.md section 9). */
export async function attemptById(observer: Page, id: string): Promise<HeldAttempt> {
  const { attempt } = await gql<{ attempt: HeldAttempt }>(
    observer,
    `query($id: ID!) { attempt(id: $id) { ${ATTEMPT_FIELDS} } }`,
    { id },
  );
  return attempt;
}

/** The answers held, by question (1-based) and part (0-based). */
export function byQuestion(a: HeldAttempt) {
  const answers = new Map(a.answers.map((x) => [String(x.partId), x]));
  return (q: number, part = 0): HeldAnswer | undefined => {
    const shown = a.exercise.questions[q - 1]!.parts[part]!;
    const held = answers.get(String(shown.id));
    if (q !== 2 || !held?.answer.choices) return held;
    // Question 2's choices come in the attempt's keys: named here by their stored letters, found by words.
    const letterOf = (key: string) => {
      const text = shown.content.options?.find((o) => o.key === key)?.text ?? '';
      return LETTERS[AGREEMENT[part]!.indexOf(text)] ?? key;
    };
    return { ...held, answer: { ...held.answer, choices: held.answer.choices.map(letterOf) } };
  };
}
export const blanksOf = (x: HeldAnswer | undefined) =>
  Object.fromEntries((x?.answer.blanks ?? []).map((b) => [b.key, b.value]));

/** The built gateway that `npm start` runs (scripts/start.mjs builds it before the stack starts). */
const GATEWAY_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../gateway/dist/index.js',
);

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Another gateway process before the stack's backend and identity server, as `npm start` runs it. */
export async function startGateway(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', GATEWAY_ENTRY], {
    // The stack's own backend and identity server, on whichever ports it runs (as scripts/start.mjs says).
    env: {
      ...process.env,
      OIDC_ISSUER:
        process.env.OIDC_ISSUER ?? `http://localhost:${process.env.IDENTITY_PORT ?? 8080}/realms/lms`,
      BACKEND_URL: process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? 8000}`,
      GATEWAY_PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const up = async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
    } catch {
      return 0;
    }
  };
  await expect.poll(up, { timeout: 60_000, interval: 200 }).toBe(200);
  return child;
}

export async function noHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}
