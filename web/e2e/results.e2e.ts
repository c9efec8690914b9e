import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signIn, turnPage } from './browser';

/**
 * Issue 12 item 6 against the whole stack (`npm start`) and its demo data, in Debian's chromium: a student
 * reads their results and opens a returned attempt's review; a teacher opens an exercise's exam results.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Follows a link by its address (toasts at the top right may cover it). */
async function follow(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  await page.goto(`${new URL(page.url()).origin}${href ?? ''}`);
}

describe('results end to end', () => {
  it('a student reads their results and the review of a returned attempt', async () => {
    const page = await signIn(browser, 'student01@academy.test', '/results');
    await page.getByRole('heading', { level: 1, name: 'Kết quả học tập' }).waitFor();
    const rows = page.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    // The demo data gives every student returned work with a score out of the assignment's maximum.
    const done = rows.filter({ hasText: 'Đã trả bài' }).first();
    await done.waitFor();
    expect(await done.innerText()).toMatch(/\d+(,\d+)?\/\d+/);

    // Only what is returned: the status filter keeps the address.
    await page.goto(`${new URL(page.url()).origin}/results?status=DONE`);
    await rows.first().waitFor();
    expect(await rows.filter({ hasNotText: 'Đã trả bài' }).count()).toBe(0);

    const review = rows.first().getByRole('link', { name: /^Xem lại bài/ });
    await follow(page, await review.getAttribute('href'));
    await page.waitForURL(/\/manageClass\/\d+\/resultReview\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^Bài làm: / }).waitFor();
    await page.getByText('Đã trả bài').first().waitFor();
    // Every question with the part scores of the returned work, and no "waiting for marking".
    expect(await page.getByRole('list', { name: 'Điểm từng câu' }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/ điểm$/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/Bài làm đang chờ chấm/).count()).toBe(0);
    await page.context().close();
  });

  it("a teacher opens an assigned exercise's exam results", async () => {
    const page = await signIn(browser, 'teacher1@academy.test', '/exercise/general');
    const link = page.getByRole('button', { name: /^Kết quả thi của / }).first();
    await page.locator('tbody tr.ant-table-row').first().waitFor();
    for (let p = 2; (await link.count()) === 0 && p <= 10; p += 1) {
      await turnPage(page, p);
    }
    await follow(page, await link.locator('xpath=ancestor::a').getAttribute('href'));
    // Without an assignment named, the page opens the exercise's latest one.
    await page.waitForURL(/\/exercise\/general\/\d+\/examResult\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /^Kết quả: / }).waitFor();
    const students = page
      .locator('.ant-card', { hasText: 'Theo học viên' })
      .locator('tbody tr.ant-table-row');
    await students.first().waitFor();
    expect(await students.count()).toBeGreaterThan(0);
    const parts = page.locator('.ant-card', { hasText: 'Theo từng câu' }).locator('tbody tr.ant-table-row');
    await parts.first().waitFor();
    expect(await parts.count()).toBeGreaterThan(0);
    // Some part of the submitted work was scored: its share answered right shows as right/scored (percent).
    await expect.poll(() => page.getByText(/^\d+\/\d+ \([\d,]+%\)$/).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
