import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, signIn } from './browser';

/**
 * A student's own views (issue 10 point 7) against the whole stack (`npm start`) with its seeded demo
 * data, in Debian's chromium. Run with the stack up: `npm run test:e2e -w web`.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();
const STUDENT = 'student07@academy.test';
const ADMIN_WORDING = /Quản lý lớp học|Manage classes|Class management/;

/** No management wording anywhere on the page, menu and title included. */
async function expectNoAdminWording(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(ADMIN_WORDING);
  expect(await page.title()).not.toMatch(ADMIN_WORDING);
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('a student’s own views', () => {
  it('lists a class they asked to join as pending, and opening it shows the wait, not an error', async () => {
    const teacher = await signIn(browser, 'teacher2@academy.test', '/manageClass/createClass');
    const code = `STU-${stamp}`.slice(0, 20);
    const name = `Lớp chờ duyệt ${stamp}`;
    await teacher.getByLabel('Tên lớp').fill(name);
    await teacher.getByLabel('Ngày bắt đầu').fill('07/09/2026');
    await teacher.getByLabel('Ngày bắt đầu').press('Enter');
    await teacher.getByRole('checkbox', { name: 'Thứ Hai' }).check();
    await teacher.getByLabel('Mã lớp', { exact: true }).fill(code);
    await teacher.getByRole('button', { name: 'Tạo lớp' }).click();
    await teacher.waitForURL(/manageClassDetail/);
    await teacher.context().close();

    const page = await signIn(browser, STUDENT, '/manageClass');
    await page.getByRole('button', { name: /Tham gia lớp/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mã lớp', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: /Tham gia lớp/ }).click();
    const card = page.getByRole('article', { name });
    await card.waitFor();
    expect(await card.getByText('Chờ duyệt', { exact: true }).count()).toBe(1);
    await expectNoAdminWording(page);

    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { name: 'Đang chờ duyệt' }).waitFor();
    expect(await page.getByText('Bạn không thể mở trang này').count()).toBe(0);
    await expectNoAdminWording(page);
    await page.context().close();
  });

  it('sees My classes with the next lesson and progress, opens a class as their own view with scores', async () => {
    const page = await signIn(browser, STUDENT, '/dashboard');
    // The dashboard: today's lessons and the work to do, and the menu entry named for them.
    await page.getByRole('heading', { name: 'Buổi học hôm nay' }).waitFor();
    await page.getByRole('heading', { name: /^Bài cần làm/ }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu chính' });
    await menu.getByRole('link', { name: 'Lớp của tôi' }).click();
    await page.waitForURL(/\/manageClass$/);

    const studying = page.locator('section.panel', { has: page.getByRole('heading', { name: 'Đang học' }) });
    await studying.getByRole('article').first().waitFor();
    // A class still running: its next lesson (date, time, session) and the sessions passed so far.
    const card = studying
      .getByRole('article')
      .filter({ hasText: /\(buổi \d+\)/ })
      .first();
    await card.waitFor();
    expect(await card.getByText('Buổi học tới').count()).toBe(1);
    expect(await card.getByText(/^Đã học \d+\/\d+ buổi$/).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoAdminWording(page);

    await card.getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { name: 'Buổi học và điểm danh của tôi' }).waitFor();
    await page.getByRole('heading', { name: 'Điểm của tôi' }).waitFor();
    expect(await page.getByText(/, \d{2}:\d{2}–\d{2}:\d{2} \(buổi \d+\)/).count()).toBeGreaterThan(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    await expectNoAdminWording(page);

    // Their scores: in at least one of their classes (a class just started may have none yet).
    await page.goBack();
    await studying.getByRole('article').first().waitFor();
    const links = await studying
      .getByRole('article')
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
    let scored = 0;
    for (const href of links) {
      await page.goto(`${BASE_URL}${href}`);
      await page.getByRole('heading', { name: 'Điểm của tôi' }).waitFor();
      scored += await page.getByText(/^Điểm(: \d| \d)/).count();
      await expectNoAdminWording(page);
      if (scored > 0) break;
    }
    expect(scored).toBeGreaterThan(0);
    await page.context().close();
  });

  it('reads well on a phone (390 × 844)', async () => {
    const page = await signIn(browser, STUDENT, '/manageClass');
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('article').first();
    await card.waitFor();
    await expectNoSidewaysScroll(page);
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);

    await card.getByRole('heading').getByRole('link').click();
    await page.getByRole('list', { name: 'Buổi học và điểm danh của tôi' }).waitFor();
    await expectNoSidewaysScroll(page);

    await page.goto(page.url().replace(/\/manageClass\/.*$/, '/dashboard'));
    await page.getByRole('heading', { name: 'Buổi học hôm nay' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
