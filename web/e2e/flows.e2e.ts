import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, searchList, signIn } from './browser';

/**
 * The end-to-end flows against the whole stack (`npm start`), in Debian's chromium.
 * Run with the stack up: `npm run test:e2e -w web`.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();

describe('end to end', () => {
  it('a teacher opens a class overview and takes attendance', async () => {
    const page = await signIn(browser, 'teacher1@academy.test', '/manageClass');
    await page.getByRole('table').first().waitFor();
    await page.locator('tbody a[href$="/manageClassDetail"]').first().click();
    await page.getByRole('tab', { name: 'Tổng quan' }).waitFor();
    await expect.poll(() => page.getByText('Học viên đang học').count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Lịch học' }).click();
    await page
      .getByRole('button', { name: /^Điểm danh buổi/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radiogroup').first().waitFor();
    await dialog.getByRole('radiogroup').first().getByText('Đi muộn').click();
    await dialog.getByRole('button', { name: 'Lưu điểm danh' }).click();
    await expect.poll(() => page.getByText(/Đã lưu điểm danh/).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('an administrator creates a user', async () => {
    const page = await signIn(browser, 'admin@academy.test', '/manageUser/userLMS/createNewUser');
    const email = `e2e-${stamp.toLowerCase()}@academy.test`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Họ và tên').fill('Hoàng Thị Mai');
    await page.getByLabel('Số điện thoại').fill('0987654321');
    await page.getByRole('button', { name: 'Thêm người dùng' }).click();
    await page.waitForURL(/detailUser\?id=/);
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('a student joins a class by its code', async () => {
    // A new class, so that the student is surely not in it yet.
    const admin = await signIn(browser, 'teacher2@academy.test', '/manageClass/createClass');
    const code = `E2E-${stamp}`.slice(0, 20);
    await admin.getByLabel('Tên lớp').fill(`Lớp thử ${stamp}`);
    await admin.getByLabel('Ngày bắt đầu').fill('07/09/2026');
    await admin.getByLabel('Ngày bắt đầu').press('Enter');
    await admin.getByRole('checkbox', { name: 'Thứ Hai' }).check();
    await admin.getByLabel('Mã lớp', { exact: true }).fill(code);
    await admin.getByRole('button', { name: 'Tạo lớp' }).click();
    await admin.waitForURL(/manageClassDetail/);
    await admin.context().close();

    const page = await signIn(browser, 'student05@academy.test', '/manageClass');
    await page.getByRole('button', { name: /Tham gia lớp/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mã lớp', { exact: true }).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: /Tham gia lớp/ }).click();
    await expect
      .poll(() => page.getByText(/Đã gửi yêu cầu tham gia|Bạn đã tham gia lớp/).count())
      .toBeGreaterThan(0);
    await page.context().close();
  });

  it('an administrator creates, edits and deletes a course', async () => {
    const page = await signIn(browser, 'admin@academy.test', '/manageCourse');
    const name = `Khóa thử ${stamp}`;
    await page.getByRole('button', { name: /Thêm khóa học/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Tên khóa học').fill(name);
    await form.getByLabel('Mô tả').fill('Khóa học tạo bởi kiểm thử đầu cuối');
    await form.getByRole('button', { name: /Thêm khóa học/ }).click();
    await expect.poll(() => page.getByText('Đã thêm khóa học').count()).toBeGreaterThan(0);

    await searchList(page, page.getByRole('searchbox', { name: 'Tìm khóa học' }), name);
    await page.getByRole('button', { name: `Sửa ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Tên khóa học').fill(`${name} (sửa)`);
    await page.getByRole('dialog').getByRole('button', { name: /Lưu/ }).click();
    await expect.poll(() => page.getByText('Đã lưu khóa học').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('cell', { name: `${name} (sửa)`, exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: `Xóa ${name} (sửa)` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
    await expect.poll(() => page.getByText(/Đã xóa khóa học/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('cell', { name: `${name} (sửa)`, exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('keeps the chosen language over a reload', async () => {
    const page = await signIn(browser, 'student01@academy.test', '/dashboard');
    await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
    await page
      .getByRole('group', { name: 'Ngôn ngữ' })
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('heading', { name: /Hello/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: /Hello/ }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(BASE_URL).origin);
    await page.context().close();
  });
});
