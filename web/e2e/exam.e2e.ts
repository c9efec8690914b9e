import { describe, expect, it } from 'vitest';
import { BASE_URL, gql } from './browser';
import {
  attemptById,
  blanksOf,
  byQuestion,
  choose,
  enter,
  examPath,
  examRunnerSession,
  go,
  held,
  MIDTERM,
  noHorizontalScroll,
  waitSaved,
} from './examRunner';

/**
 * Issue 12, "never losing an answer" (docs/design.md section 9), against the whole stack in Debian's chromium: a
 * teacher assigns the common "Grammar review" exercise (gap fill, single choice, word order, error correction,
 * all keyed) to one of their classes, and a student of the class takes it on a phone, with the submit summary
 * and a clock an hour off. The network's failures are in exam-network.e2e.ts. Every test has its own
 * assignment and reads what the server holds afterwards from another browser context.
 */
const session = examRunnerSession();
const { signIn, assign, observe } = session;

describe('the exam runner never loses an answer', () => {
  it('a student takes the whole exam on a phone and submits it', { timeout: 180_000 }, async () => {
    const s = await assign(30);
    const observer = await observe(s);
    const page = await signIn(s.email, '/dashboard', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    });
    await page.goto(`${BASE_URL}${examPath(s)}`);
    await noHorizontalScroll(page);
    await enter(page, s);
    const drawer = page.getByRole('button', { name: 'Danh sách câu hỏi' });
    const toQuestion = async (n: number) => {
      await drawer.click();
      await go(page, n);
      await noHorizontalScroll(page);
    };

    // 1. Gap fill: four blanks in the sentence.
    await noHorizontalScroll(page);
    const tenses = ['have lived', 'visited', 'had started', 'is going to rain'];
    for (const [i, value] of tenses.entries()) await page.getByLabel(`Chỗ trống ${i + 1}`).fill(value);
    // 2. Single choice: four parts.
    await toQuestion(2);
    for (const [part, letter] of ['B', 'B', 'B', 'A'].entries()) await choose(page, part, letter);
    // 3. Word order: each part's first word moved down one place.
    await toQuestion(3);
    for (const part of [0, 1, 2])
      await page
        .locator('.qv-ordering')
        .nth(part)
        .getByRole('button', { name: /xuống$/ })
        .first()
        .click();
    // 4. Error correction: one box per sentence.
    await toQuestion(4);
    const corrected = [
      "She doesn't like coffee.",
      'I agree with this opinion.',
      'There is a lot of information on the website.',
    ];
    for (const [i, value] of corrected.entries())
      await page.getByLabel('Câu trả lời của bạn').nth(i).fill(value);
    await waitSaved(page);

    // The navigator marks every question answered.
    await drawer.click();
    for (const n of [1, 2, 3, 4])
      await page.getByRole('button', { name: new RegExp(`^Đến câu ${n} \\(.*Đã trả lời`) }).waitFor();
    // The open drawer covers the bar: it has its own close button.
    await page.getByRole('button', { name: 'Đóng danh sách câu hỏi' }).click();
    await page.getByRole('navigation', { name: 'Danh sách câu hỏi' }).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Nộp bài' }).click();
    await page.getByRole('button', { name: 'Nộp ngay' }).click();
    await page.waitForURL(/\/exerciseWaitingFinish\/\d+$/);
    await page.getByRole('heading', { name: `${s.title}: đã nộp` }).waitFor();
    await page.getByText('Bạn tự nộp').waitFor();
    await noHorizontalScroll(page);
    const attemptId = /\/(\d+)$/.exec(page.url())![1]!;
    await page.context().close();

    const server = await attemptById(observer, attemptId);
    expect(['PASS', 'FAIL']).toContain(server.status);
    expect(server.submitReason).toBe('STUDENT');
    const answer = byQuestion(server);
    expect(blanksOf(answer(1))).toEqual({ '1': tenses[0], '2': tenses[1], '3': tenses[2], '4': tenses[3] });
    expect([0, 1, 2, 3].map((p) => answer(2, p)?.answer.choices)).toEqual([['B'], ['B'], ['B'], ['A']]);
    for (const p of [0, 1, 2]) expect(answer(3, p)?.answer.order?.length).toBeGreaterThan(3);
    expect([0, 1, 2].map((p) => blanksOf(answer(4, p))['1'])).toEqual(corrected);
    // Gap fill, choices and corrections right: a score above zero at once.
    expect(server.score).toBeGreaterThan(0);
  });

  it(
    'the submit summary names the unanswered and flagged questions; the keyed score shows at once (phone)',
    { timeout: 180_000 },
    async () => {
      const s = await assign(30, MIDTERM);
      const observer = await observe(s);
      const page = await signIn(s.email, '/dashboard', {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      });
      await enter(page, s);
      const nav = page.getByRole('navigation', { name: 'Danh sách câu hỏi' });
      const toggle = page.getByRole('button', { name: 'Danh sách câu hỏi' });
      const dialog = page.getByRole('alertdialog');

      // 1. The gap fill, right; 2. the matching flagged for review, not answered; 3 and 4 left.
      const tenses = ['have lived', 'visited', 'had started', 'is going to rain'];
      for (const [i, value] of tenses.entries()) await page.getByLabel(`Chỗ trống ${i + 1}`).fill(value);
      await toggle.click();
      await go(page, 2);
      await page.getByRole('button', { name: 'Đánh dấu xem lại', exact: true }).click();
      await waitSaved(page);

      // Escape closes the drawer.
      await toggle.click();
      await nav.waitFor();
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });

      // Opening the summary closes the drawer; it names the questions, each a link there.
      await toggle.click();
      await nav.waitFor();
      await page.getByRole('button', { name: 'Nộp bài' }).click();
      await dialog.waitFor();
      await nav.waitFor({ state: 'hidden' });
      const unanswered = dialog.locator('.exam-confirm-list').filter({ hasText: 'chưa trả lời' });
      const flagged = dialog.locator('.exam-confirm-list').filter({ hasText: 'đánh dấu xem lại' });
      await unanswered.filter({ hasText: 'Còn 3 câu chưa trả lời:' }).waitFor();
      expect(await unanswered.getByRole('button').allInnerTexts()).toEqual(['2', '3', '4']);
      expect(await flagged.getByRole('button').allInnerTexts()).toEqual(['2']);
      // Escape closes the summary too.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Nộp bài' }).click();
      await unanswered.getByRole('button', { name: 'Câu 4', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: /^Câu 4:/ }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .locator('.exam-question textarea')
        .fill('Free university education widens access, but graduates who earn well could repay part of it.');
      await waitSaved(page);

      await page.getByRole('button', { name: 'Nộp bài' }).click();
      await unanswered.filter({ hasText: 'Còn 2 câu chưa trả lời:' }).waitFor();
      expect(await unanswered.getByRole('button').allInnerTexts()).toEqual(['2', '3']);
      await dialog.getByRole('button', { name: 'Nộp ngay' }).click();
      await page.waitForURL(/\/exerciseWaitingFinish\/\d+$/);
      // The keyed parts' score at once, and the essay waiting for the teacher.
      await page.getByText('Điểm phần tự chấm').waitFor();
      const shown = await page.locator('.exam-score').innerText();
      expect(shown).toMatch(/^\d+(,\d+)?\/\d+(,\d+)?; 1 phần chờ giáo viên chấm$/);
      await noHorizontalScroll(page);
      const attemptId = /\/(\d+)$/.exec(page.url())![1]!;
      await page.context().close();

      const { attempt } = await gql<{
        attempt: {
          status: string;
          score: number | null;
          keyedScore: number;
          keyedMaxScore: number;
          partsAwaitingMarker: number;
        };
      }>(
        observer,
        'query($id: ID!) { attempt(id: $id) { status score keyedScore keyedMaxScore partsAwaitingMarker } }',
        { id: attemptId },
      );
      expect(attempt).toMatchObject({ status: 'WAITING_SCORE', score: null, partsAwaitingMarker: 1 });
      // The gap fill was right: some of the keyed points, not all (the rest was left).
      expect(attempt.keyedScore).toBeGreaterThan(0);
      expect(attempt.keyedScore).toBeLessThan(attempt.keyedMaxScore);
      expect(shown.startsWith(`${String(attempt.keyedScore).replace('.', ',')}/`)).toBe(true);
    },
  );

  it('a clock an hour ahead gives no extra time and saves are taken', { timeout: 180_000 }, async () => {
    const s = await assign(30);
    const observer = await observe(s);
    const page = await signIn(s.email);
    await page.clock.install({ time: Date.now() + 3_600_000 });
    await page.goto(`${BASE_URL}${examPath(s)}`);
    // The device's clock is an hour ahead of the server's (and of this test's).
    expect((await page.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(3_500_000);
    await enter(page, s);
    const timer = page.getByRole('timer');
    const shown = async () => {
      const [m, sec] = (await timer.innerText()).split(':').map(Number);
      return m! * 60 + sec!;
    };
    // 30 minutes by the server, not 30 minus the hour the device adds (nor plus).
    await expect.poll(shown).toBeGreaterThan(29 * 60 - 30);
    expect(await shown()).toBeLessThanOrEqual(30 * 60);

    await page.getByLabel('Chỗ trống 4').fill('is going to rain');
    await waitSaved(page);
    const server = await held(observer, s);
    expect(blanksOf(byQuestion(server)(1))).toEqual({ '4': 'is going to rain' });
    const left = (Date.parse(server.endsAt!) - Date.parse(server.serverNow)) / 1000;
    expect(Math.abs(left - (await shown()))).toBeLessThan(15);
    await page.context().close();
  });
});
