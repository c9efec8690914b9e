import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, searchList, signIn, turnPage } from './browser';

/**
 * Issue 11's exercise and error-tag flows against the whole stack (`npm start`) and its seeded bank, in
 * Debian's chromium: a teacher builds an exercise from a common question and one of their own, previews it,
 * answers and checks; an administrator adds a common error tag with a child tag.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();

describe('exercises and error tags end to end', () => {
  it('a teacher builds an exercise from a common and a private question, previews, answers and checks', async () => {
    const page = await signIn(browser, 'teacher1@academy.test', '/exercise/teacher/createExcercises');
    const name = `Bài tập thử ${stamp}`;
    await page.getByLabel('Tên bài tập').fill(name);

    const picker = page.getByRole('region', { name: 'Ngân hàng câu hỏi' });
    const rows = picker.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    // One question of the common store and one of the teacher's own (the picker lists both stores).
    for (const store of ['Kho chung', 'Kho riêng']) {
      let row = rows.filter({ hasText: store }).first();
      for (let p = 2; (await row.count()) === 0 && p <= 10; p += 1) {
        await turnPage(picker, p);
        row = rows.filter({ hasText: store }).first();
      }
      await row.getByRole('button', { name: /^Thêm câu hỏi/ }).click();
    }
    const chosen = page.getByRole('region', { name: 'Câu hỏi của bài tập' });
    await expect.poll(() => chosen.getByRole('listitem').count()).toBe(2);
    // Reorder: the second goes first.
    const secondTitle = await chosen.getByRole('listitem').nth(1).getAttribute('aria-label');
    await chosen.getByRole('listitem').nth(1).getByRole('button', { name: /lên$/ }).click();
    expect(await chosen.getByRole('listitem').first().getAttribute('aria-label')).toBe(
      secondTitle?.replace(/^Câu 2/, 'Câu 1'),
    );

    await page.getByRole('button', { name: /Lưu và xem trước/ }).click();
    await page.waitForURL(/\/exercise\/createExcercises\/preview\?id=/);
    await page
      .getByRole('heading', { name: `Xem trước: ${name}` })
      .waitFor()
      .catch(async (error: unknown) => {
        console.error('PREVIEW PAGE', page.url(), (await page.locator('body').innerText()).slice(0, 1500));
        throw error;
      });

    // Answer what can be answered by a click or a word, then check.
    const radio = page.getByRole('radio').first();
    if ((await radio.count()) > 0) await radio.check({ force: true });
    const box = page.getByRole('textbox').first();
    if ((await box.count()) > 0) await box.fill('answer');
    // The toasts (top right) may cover the switch: turn it on from the keyboard.
    await page.getByRole('switch', { name: 'Kiểm tra đáp án' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText(/^Đạt [\d,]+\/[\d,]+ điểm/).count()).toBe(1);

    // The review lists every part with its key and who marks it.
    // The toasts may cover the header's links: follow the link's address.
    const review = await page.getByRole('link', { name: /Duyệt bài tập/ }).getAttribute('href');
    await page.goto(`${new URL(page.url()).origin}${review ?? ''}`);
    await page.getByRole('heading', { name: `Duyệt bài tập: ${name}` }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Đáp án' }).count()).toBeGreaterThan(0);

    // And the teacher finds it again in their store by searching.
    await page.goto(
      page.url().replace(/\/exercise\/.*$/, `/exercise/teacher?search=${encodeURIComponent(stamp)}`),
    );
    await page.getByRole('link', { name, exact: true }).waitFor();
    await page.context().close();
  });

  it('an administrator adds a common error tag with a child tag', async () => {
    const page = await signIn(browser, 'admin@academy.test', '/manageTag/general');
    const top = `Lỗi thử ${stamp}`;
    const child = `Lỗi con ${stamp}`;
    await page.getByRole('button', { name: 'Thêm thẻ lỗi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên thẻ lỗi').fill(top);
    await dialog.getByLabel('Liên kết').fill('https://academy.test/errors/e2e');
    await dialog.getByRole('button', { name: 'Thêm thẻ lỗi' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await searchList(page, page.getByRole('searchbox', { name: 'Tìm thẻ lỗi' }), top);
    await page.getByRole('button', { name: `Thêm thẻ con cho ${top}` }).click();
    await dialog.getByLabel('Tên thẻ lỗi').fill(child);
    await dialog.getByRole('button', { name: 'Thêm thẻ lỗi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('tbody tr', { hasText: top }).first();
    await expect.poll(() => row.getByText(child).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
