import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, signIn } from './browser';

/**
 * Issue 10's timetable flows (points 3, 4, 5, 11) against the whole stack (`npm start`), in Debian's
 * chromium: a new class has its timetable at once, a future lesson offers no attendance, the dashboard opens
 * today's lesson's attendance, and the marking queue's "see all" reaches every counted row.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();
/** Today in the academy's time zone, as the date fields show it (DD/MM/YYYY). */
const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

describe('timetable end to end', () => {
  it('a teacher creates a class, sees its timetable at once, and takes only started lessons’ attendance', async () => {
    const name = `Lớp lịch ${stamp}`;
    const page = await signIn(browser, 'teacher2@academy.test', '/manageClass/createClass');
    await page.getByLabel('Tên lớp').fill(name);
    // Every day from today, from midnight: session 1 (today) has started, sessions 2 and 3 have not.
    await page.getByLabel('Ngày bắt đầu').fill(today);
    await page.getByLabel('Ngày bắt đầu').press('Enter');
    await page.getByLabel('Giờ bắt đầu').fill('00:00');
    await page.getByLabel('Giờ bắt đầu').press('Enter');
    await page.getByLabel('Giờ kết thúc').fill('23:55');
    await page.getByLabel('Giờ kết thúc').press('Enter');
    await page.getByLabel('Số buổi').fill('3');
    for (const day of ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật']) {
      await page.getByRole('checkbox', { name: day }).check();
    }
    await page.getByRole('button', { name: 'Tạo lớp' }).click();
    await page.waitForURL(/manageClassDetail/);

    // Point 5: the timetable exists right after creating, no button to press.
    await page.getByRole('tab', { name: 'Lịch học' }).click();
    const first = page.getByRole('button', { name: 'Điểm danh buổi 1', exact: true });
    await first.waitFor();
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: /Xếp lại các buổi sắp tới/ }).count()).toBe(1);

    // Point 3: a future lesson's attendance is disabled; editing it is the primary action.
    expect(await first.isEnabled()).toBe(true);
    const second = page.getByRole('button', { name: 'Điểm danh buổi 2', exact: true });
    expect(await second.isDisabled()).toBe(true);
    const editSecond = page.getByRole('button', { name: 'Sửa buổi 2', exact: true });
    expect(await editSecond.getAttribute('class')).toContain('ant-btn-primary');

    // Point 4: the dashboard opens today's lesson's attendance directly.
    await page.goto(`${BASE_URL}/dashboard`);
    const take = page.getByRole('link', { name: `Điểm danh lớp ${name}, buổi 1` });
    await take.click();
    await page.waitForURL(/tab=schedule&attendance=/);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/^Điểm danh buổi 1 ·/).count()).toBe(1);
    await page.context().close();
  });

  it('an examiner sees today’s lessons without an attendance button', async () => {
    const page = await signIn(browser, 'examiner@academy.test', '/dashboard');
    await page.getByRole('heading', { name: 'Buổi học hôm nay' }).waitFor();
    await page.getByRole('heading', { name: /^Bài chờ chấm/ }).waitFor();
    expect(await page.getByRole('link', { name: /^Điểm danh lớp/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Điểm danh lớp/ }).count()).toBe(0);
    await page.context().close();
  });

  it('the marking queue’s "see all" lists as many rows as the dashboard counts', async () => {
    // teacher3: no other flow submits or marks work in their classes while this one counts (the lanes of
    // scripts/test-e2e.mjs).
    const page = await signIn(browser, 'teacher3@academy.test', '/dashboard');
    const heading = page.getByRole('heading', { name: /^Bài chờ chấm \(\d+\)$/ });
    await heading.waitFor();
    const count = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    if (count === 0) {
      expect(await page.getByRole('link', { name: /^Xem tất cả/ }).count()).toBe(0);
      await page.context().close();
      return;
    }
    await page.getByRole('link', { name: `Xem tất cả (${count})` }).click();
    await page.waitForURL(/\/marking/);
    await page.getByRole('heading', { name: `Bài chờ chấm (${count})` }).waitFor();
    // Rows per page: 300 (the largest), so every counted row is on one page.
    await page.goto(`${BASE_URL}/marking?pageSize=300`);
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(count);
    await page.context().close();
  });
});
