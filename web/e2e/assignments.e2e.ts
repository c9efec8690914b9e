import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, signIn } from './browser';

/**
 * Issue 12, assigning work, against the whole stack and its demo data in Debian's chromium: a teacher assigns a
 * timed test to a class from the class page, corrects it on the class's assignments page, and a student of the
 * class sees it on their dashboard with a "Làm bài" link to the runner.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();
/**
 * Tomorrow in the academy's time zone, as the date picker takes it (DD/MM/YYYY). Not today: a run just before
 * midnight in Hanoi would see the work fall due while the student signs in (CI did, at 23:59:38).
 */
const tomorrow = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
  new Date(Date.now() + 86_400_000),
);
/** Five days ahead in the academy's time zone, typed the other way (yyyy-mm-dd), and as the runner shows it. */
const inFiveDays = new Date(Date.now() + 5 * 86_400_000);
const typedDeadline = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(inFiveDays);
const shownDeadline = `${typedDeadline.split('-').reverse().join('/')} 23:59`;
const EXERCISE = 'Grammar review: tenses and agreement';

describe('assigning work end to end', () => {
  it('a teacher assigns a timed test from the class page and edits it; a student sees it', async () => {
    const title = `Kiểm tra nhanh ${stamp}`;
    const page = await signIn(browser, 'teacher1@academy.test', '/manageClass');
    await page.getByRole('table').first().waitFor();
    await page.locator('tbody a[href$="/manageClassDetail"]').first().click();
    await page.getByRole('tab', { name: 'Tổng quan' }).waitFor();
    const classUrl = page.url();

    // A student of the class, read from its "everyone" tab.
    await page.getByRole('tab', { name: 'Mọi người' }).click();
    const active = page.locator('tbody tr.ant-table-row', { hasText: 'Đang học' }).first();
    await active.waitFor();
    const email = (await active.innerText()).match(/student\d+@academy\.test/)?.[0];
    expect(email).toBeTruthy();

    // The exercise tab's "Giao bài": a test of 30 minutes, due tomorrow at 23:59.
    await page.goto(`${classUrl}?tab=exercise`);
    await page.getByRole('button', { name: 'Giao bài' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bài tập', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await dialog.getByLabel('Tiêu đề').fill(title);
    await dialog.getByLabel('Loại').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Bài kiểm tra').click();
    await dialog.getByLabel('Hạn nộp (ngày)').fill(tomorrow);
    await dialog.getByLabel('Hạn nộp (ngày)').press('Enter');
    // A time limit of 0 is refused under its field before anything is sent.
    await dialog.getByLabel('Thời gian làm bài (phút)').fill('0');
    await dialog.getByRole('button', { name: 'Giao bài' }).click();
    await dialog.getByText('Thời gian làm bài phải lớn hơn 0 phút (tối đa 1440)').waitFor();
    await dialog.getByLabel('Thời gian làm bài (phút)').fill('30');
    await dialog.getByRole('button', { name: 'Giao bài' }).click();
    await expect.poll(() => page.getByText('Giao bài thành công').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: title, exact: true }).waitFor();

    // The class's assignments page: change the time limit to 40 minutes.
    await page.getByRole('link', { name: 'Tất cả bài đã giao của lớp' }).click();
    await page.getByRole('heading', { name: 'Bài tập đã giao' }).waitFor();
    await page.getByRole('button', { name: `Sửa ${title}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Thời gian làm bài (phút)').fill('40');
    await edit.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByText('Đã lưu bài tập').count()).toBeGreaterThan(0);
    const row = page.locator('tbody tr', { hasText: title });
    await expect.poll(() => row.getByText('40 phút').count()).toBe(1);
    await page.context().close();

    // The student sees it among their work, with its time limit and a way in.
    const student = await signIn(browser, email!, '/dashboard');
    const work = student.getByRole('list', { name: 'Hạn nộp sắp tới' });
    await work.getByText(title).waitFor();
    expect(await work.getByText(/40 phút/).count()).toBeGreaterThan(0);
    const take = work.getByRole('link', { name: `Làm bài ${title}` });
    expect(await take.getAttribute('href')).toMatch(/^\/manageClass\/\d+\/exerciseReview\/\d+$/);
    await student.context().close();
  });

  // Issue 25 points 3 and 6: a deadline typed as yyyy-mm-dd is kept (it used to empty the field), and homework
  // is not a locked exam: no full screen, no countdown, the deadline as a date, left and resumed.
  it('a typed yyyy-mm-dd deadline is kept; a student takes the homework as a page, leaves and resumes', async () => {
    const title = `Bài về nhà ${stamp}`;
    const page = await signIn(browser, 'teacher1@academy.test', '/manageClass');
    await page.getByRole('table').first().waitFor();
    await page.locator('tbody a[href$="/manageClassDetail"]').first().click();
    await page.getByRole('tab', { name: 'Tổng quan' }).waitFor();
    const classUrl = page.url();
    await page.getByRole('tab', { name: 'Mọi người' }).click();
    const active = page.locator('tbody tr.ant-table-row', { hasText: 'Đang học' }).first();
    await active.waitFor();
    const email = (await active.innerText()).match(/student\d+@academy\.test/)?.[0];
    expect(email).toBeTruthy();

    await page.goto(`${classUrl}?tab=exercise`);
    await page.getByRole('button', { name: 'Giao bài' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bài tập', { exact: true }).click();
    await page.keyboard.type('Grammar review');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: EXERCISE })
      .first()
      .click();
    await dialog.getByLabel('Tiêu đề').fill(title);
    // Homework (the default kind): exam mode off.
    expect(await dialog.getByRole('switch', { name: 'Chế độ thi' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    const deadline = dialog.getByLabel('Hạn nộp (ngày)');
    await deadline.click();
    await deadline.pressSequentially(typedDeadline);
    await deadline.press('Enter');
    await dialog.getByRole('button', { name: 'Giao bài' }).click();
    await expect.poll(() => page.getByText('Giao bài thành công').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: title, exact: true }).click();
    // The detail page: the deadline as typed, not "Không có hạn nộp".
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.getByText('Không có hạn nộp').count()).toBe(0);
    const detail = new URL(page.url());
    const classId = detail.pathname.split('/')[2]!;
    const take = `${BASE_URL}/manageClass/${classId}/exerciseReview/${detail.searchParams.get('id')}`;
    await page.context().close();

    // The student opens it where their class lists it (the dashboard's "upcoming" list holds only the
    // soonest few, and the other flows assign work due sooner).
    const student = await signIn(browser, email!, '/dashboard');
    await student.goto(take);
    await student.getByRole('heading', { name: title }).waitFor();
    expect(await student.getByText('Không có hạn nộp').count()).toBe(0);
    expect(await student.getByText(/chế độ toàn màn hình/).count()).toBe(0);
    expect(await student.getByLabel('Tôi đã đọc và đồng ý với các quy định này').count()).toBe(0);
    await student.getByRole('button', { name: 'Bắt đầu' }).click();
    await student.getByRole('heading', { level: 2, name: /^Câu 1:/ }).waitFor();
    expect(await student.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await student.getByText(`Hạn nộp: ${shownDeadline}`).waitFor();
    expect(await student.getByRole('timer').count()).toBe(0);
    expect(await student.getByText('Bài này được làm ở chế độ toàn màn hình.').count()).toBe(0);

    const blank = student.locator('.exam-question input[type="text"]').first();
    await blank.fill('went');
    await expect
      .poll(() => student.locator('.exam-save').innerText(), { timeout: 40_000 })
      .toBe('Đã lưu mọi câu trả lời');
    await student.getByRole('button', { name: 'Lưu và thoát' }).click();
    await student.waitForURL(/\/manageClassDetail/);

    // Back later: it resumes with the answer kept.
    await student.goto(take);
    await student.getByRole('button', { name: 'Tiếp tục làm bài' }).click();
    await student.getByRole('heading', { level: 2, name: /^Câu 1:/ }).waitFor();
    await expect
      .poll(() => student.locator('.exam-question input[type="text"]').first().inputValue())
      .toBe('went');
    await student.context().close();
  });
});
