import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, gql, launch, newContext, signIn, signUpAndSignIn } from './browser';

/**
 * Issue 30 point 3, against the whole stack and its demo data in Debian's chromium: a candidate paid for
 * today's computer-delivered date sits the seeded listening section in the runner as the computer-delivered
 * IELTS shows it: the official time and instructions, questions numbered 1-40 across four parts, the navigator
 * by number grouped by part, the recording played once (no seek, no replay, not even after a reload or with the
 * device's store cleared: the server holds the plays), and a
 * finish page that says the results come after the check. Registering and paying go through GraphQL (ielts.e2e.ts
 * drives those pages).
 */
const stamp = randomBytes(5).toString('hex');
const email = `ielts-runner-${stamp}@mail.test`;

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  admin = await signIn(browser, 'admin@academy.test');
});
afterAll(async () => {
  await browser.close();
});

/** A new candidate account, signed up through the public form, signed in. */
async function newCandidate(): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${BASE_URL}/register`);
  await signUpAndSignIn(page, { email, familyName: 'Lê', givenName: `Nghe ${stamp}` });
  await page.waitForURL((url) => url.origin === new URL(BASE_URL).origin);
  await page.waitForFunction(() => sessionStorage.getItem('lms.tokens') !== null);
  return page;
}

/** Today's computer-delivered date of the seeded Mock Test 01 (its listening: the 40-question test). */
async function todaysDate(): Promise<string> {
  const { ieltsTests } = await gql<{
    ieltsTests: { items: { id: string; name: string; listeningPlays: number }[] };
  }>(admin, '{ ieltsTests(filter: { active: true }, pageSize: 50) { items { id name listeningPlays } } }');
  const test = ieltsTests.items.find((t) => t.name.includes('Mock Test 01'))!;
  // Once, as in IELTS, unless the administrator said otherwise.
  expect(test.listeningPlays).toBe(1);
  const { createIeltsExamDate } = await gql<{ createIeltsExamDate: { examDate: { id: string } } }>(
    admin,
    `mutation($input: CreateIeltsExamDateInput!) { createIeltsExamDate(input: $input) { examDate { id } } }`,
    {
      input: {
        examDate: academyToday(),
        shift: 'AFTERNOON',
        testId: test.id,
        description: `Phòng máy 3 (${stamp})`,
        skillPackage: 'THREE_SKILLS',
        format: 'COMPUTER',
        status: 'OPEN',
        unitPrice: 1_000_000,
        capacity: 5,
      },
    },
  );
  return createIeltsExamDate.examDate.id;
}

describe('the IELTS runner', () => {
  it('sits the seeded listening section numbered 1-40, its recording played once', async () => {
    const examDateId = await todaysDate();
    const page = await newCandidate();
    const { registerIelts } = await gql<{
      registerIelts: { registration: { id: string; payment: { id: string; amount: number } } };
    }>(
      page,
      `mutation($input: RegisterIeltsInput!) {
         registerIelts(input: $input) { registration { id payment { id amount } } } }`,
      // A new candidate's profile has neither: asked once, at registering (issue 30 point 1).
      { input: { examDateId, dateOfBirth: '2001-04-12', passport: '079201004512' } },
    );
    const { id: registrationId, payment } = registerIelts.registration;
    await gql(
      admin,
      `mutation($input: ConfirmIeltsPaymentInput!) { confirmIeltsPayment(input: $input) { payment { id } } }`,
      { input: { paymentId: payment.id, amount: payment.amount, method: 'CASH' } },
    );
    const { sitIeltsTest } = await gql<{
      sitIeltsTest: {
        registration: { sections: { skill: string; classId: string; assignmentId: string }[] };
      };
    }>(
      page,
      `mutation($id: ID!) { sitIeltsTest(input: { registrationId: $id }) {
         registration { sections { skill classId assignmentId } } } }`,
      { id: registrationId },
    );
    const listening = sitIeltsTest.registration.sections.find((s) => s.skill === 'LISTENING')!;
    const path = `/manageClass/${listening.classId}/exerciseReview/${listening.assignmentId}`;

    // The introduction: the official time with its 2 minutes to check, the test's instructions, no score range.
    await page.goto(`${BASE_URL}${path}`);
    await page.getByText('30 phút, thêm 2 phút để kiểm tra câu trả lời').waitFor();
    await page.getByText('Bài thi có 40 câu hỏi.').waitFor();
    expect(await page.getByText(/Tối thiểu 0 trên 100/).count()).toBe(0);
    await page.getByLabel('Tôi đã đọc và đồng ý với các quy định này').check();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();

    // Numbered 1-40 across the four parts; the navigator by number, grouped by part.
    await page.getByRole('heading', { level: 2, name: 'Phần 1 · Câu 1–10' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    for (const [part, range] of [
      [1, '1–10'],
      [2, '11–20'],
      [3, '21–30'],
      [4, '31–40'],
    ] as const)
      await nav.getByRole('heading', { name: `Phần ${part}: câu ${range}` }).waitFor();
    expect(await nav.getByRole('button', { name: /^Đến câu \d+/ }).count()).toBe(40);
    await page.getByText('Câu 1–8', { exact: true }).waitFor();
    await page.getByText('Câu 9', { exact: true }).waitFor();

    // Gap 1 answered: question 1 alone shows answered.
    await page.locator('.qv-text-entry input').first().fill('Foster');
    await nav.getByRole('button', { name: 'Đến câu 1 (Đang làm, Đã trả lời)' }).waitFor();
    await nav.getByRole('button', { name: 'Đến câu 2 (Đang làm)' }).waitFor();

    // The recording: heard once, played through without a pause; a seek goes back.
    await page.getByText('Mỗi phần bạn chỉ được nghe một lần.').waitFor();
    // Before its play the clip's link is issued nowhere: not on the page, not in the attempt's answer, not by
    // the medium's query the runner renews links with (issue 30 point 3).
    const audio = page.locator('.exam-audio audio');
    expect(await audio.getAttribute('src')).toBeNull();
    const { startAttempt: unplayed } = await gql<{
      startAttempt: {
        attempt: { exercise: { questions: { media: unknown; plays: { mediaId: string } | null }[] } };
      };
    }>(
      page,
      `mutation($input: StartAttemptInput!) { startAttempt(input: $input) {
         attempt { exercise { questions { media { url } plays { mediaId } } } } } }`,
      { input: { assignmentId: listening.assignmentId } },
    );
    const held = unplayed.attempt.exercise.questions.find((q) => q.plays)!;
    expect(held.media).toBeNull();
    const fresh = await gql<{ media: unknown }>(page, 'query($id: ID!) { media(id: $id) { url } }', {
      id: held.plays!.mediaId,
    });
    expect(fresh.media).toBeNull();
    await page.getByRole('button', { name: 'Phát', exact: true }).click();
    const playing = page.getByRole('button', { name: 'Đang phát…' });
    await playing.waitFor();
    expect(await playing.isDisabled()).toBe(true);
    // The play's answer brought the link.
    expect(await audio.getAttribute('src')).toMatch(/\/upload\/\d+\/file\?exp=/);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1);
    const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
    await audio.evaluate((a: HTMLAudioElement) => {
      a.currentTime = a.duration - 0.5;
    });
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeLessThan(before + 5);
    // To its end quickly (a faster rate, not a seek): then it cannot be played again.
    await audio.evaluate((a: HTMLAudioElement) => {
      a.playbackRate = 16;
    });
    await page.getByText('Bạn đã hết lượt nghe đoạn ghi âm này').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Phát', exact: true }).isDisabled()).toBe(true);

    await expect
      .poll(() => page.locator('.exam-save').innerText(), { timeout: 40_000 })
      .toBe('Đã lưu mọi câu trả lời');
    // The device forgets (its store cleared, as "clear site data" does): the server still holds the play,
    // so the clip resumes where the server's play stands, not from 0 (issue 30 point 3).
    await page.evaluate(async () => {
      for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
    });
    await page.reload();
    await page.getByRole('button', { name: 'Tiếp tục làm bài' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phần 1 · Câu 1–10' }).waitFor();
    await page.getByText('Bài nghe phát tiếp từ chỗ đã dừng').waitFor();
    await page.getByRole('button', { name: 'Nghe tiếp' }).click();
    await page.getByRole('button', { name: 'Đang phát…' }).waitFor();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(3);
    await audio.evaluate((a: HTMLAudioElement) => {
      a.playbackRate = 16;
    });
    await page.getByText('Bạn đã hết lượt nghe đoạn ghi âm này').waitFor({ timeout: 60_000 });

    // Once the server's play is over (the clip's length after its start), nothing plays it again.
    const clipPlays = async () => {
      const { startAttempt } = await gql<{
        startAttempt: { attempt: { exercise: { questions: { plays: { running: boolean } | null }[] } } };
      }>(
        page,
        `mutation($input: StartAttemptInput!) { startAttempt(input: $input) {
           attempt { exercise { questions { plays { running } } } } } }`,
        { input: { assignmentId: listening.assignmentId } },
      );
      return startAttempt.attempt.exercise.questions.find((q) => q.plays)?.plays?.running;
    };
    await expect.poll(clipPlays, { timeout: 60_000, interval: 1000 }).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Tiếp tục làm bài' }).click();
    await page.getByRole('heading', { level: 2, name: 'Phần 1 · Câu 1–10' }).waitFor();
    await page.getByText('Bạn đã hết lượt nghe đoạn ghi âm này').waitFor();
    expect(await page.getByRole('button', { name: 'Phát', exact: true }).isDisabled()).toBe(true);
    // Its link is no longer issued.
    expect(await audio.getAttribute('src')).toBeNull();

    // A number opens its part, focus on its first field.
    await nav.getByRole('button', { name: /^Đến câu 31( |$)/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Phần 4 · Câu 31–40' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-part-id]') !== null))
      .toBe(true);

    // Submitted: the results come after the check, no "Đạt" and no score out of 100.
    await expect
      .poll(() => page.locator('.exam-save').innerText(), { timeout: 40_000 })
      .toBe('Đã lưu mọi câu trả lời');
    await page.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByRole('alertdialog').getByText('Còn 39 câu chưa trả lời:').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Nộp ngay' }).click();
    await page.getByText('Có kết quả sau khi chấm').waitFor();
    expect(await page.getByText(/\/ 100/).count()).toBe(0);
  }, 240_000);
});
