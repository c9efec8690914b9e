import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, launch, mailTo, signIn } from './browser';

/**
 * Issue 31 point 5 against the whole stack: an administrator imports 50 students from a CSV into a new class
 * from the user list's "Nhập người dùng" dialog (dry run, then import); a welcome mail reaches one of them and
 * the class has 50 more students.
 */
// Unique per run, from randomness rather than the clock (docs/testing.md: no test reads the real clock).
const stamp = randomBytes(5).toString('hex');
let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  admin = await signIn(browser, 'admin@academy.test', '/manageUser/userLMS');
});
afterAll(async () => {
  await browser.close();
});

const activeStudents = async (page: Page, id: string) =>
  (
    await gql<{ class: { students: { student: { email: string } }[] } }>(
      page,
      'query($id: ID!) { class(id: $id) { students(status: ACTIVE) { student { email } } } }',
      { id },
    )
  ).class.students;

describe('bulk users import (admin)', () => {
  it('imports 50 students into a class; each is mailed a welcome link', async () => {
    const page = admin;
    const className = `Nhập học viên ${stamp}`;
    const created = await gql<{ createClass: { class: { id: string } | null; errors: unknown[] } }>(
      page,
      `mutation ($input: CreateClassInput!) {
        createClass(input: $input) { class { id } errors { field messages } }
      }`,
      {
        input: {
          name: className,
          numberOfSessions: 4,
          startDate: '2031-03-03',
          studyTimeStart: '18:00',
          studyTimeEnd: '19:30',
          weekdays: [2, 4],
        },
      },
    );
    expect(created.createClass.errors).toEqual([]);
    const classId = created.createClass.class!.id;
    const before = (await activeStudents(page, classId)).length;

    const emails = Array.from({ length: 50 }, (_, i) => `bulk.${stamp}.${i + 1}@example.test`);
    const csv = `email,first_name,last_name,phone\n${emails
      .map((e, i) => `${e},Học viên ${i + 1},Nguyễn Văn,09${String(10000000 + i)}`)
      .join('\n')}\n`;

    await page.getByRole('button', { name: 'Nhập người dùng' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập người dùng' });
    await dialog.waitFor();
    await dialog.getByLabel('Ghi danh học viên vào lớp').fill(className);
    // antd's listbox of role "option" is a hidden copy for screen readers: click the option drawn on screen.
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${className}"]`).click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hoc-vien.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('Tất cả các dòng hợp lệ: 50 người dùng mới trong 50 dòng').waitFor();
    await dialog.getByRole('button', { name: 'Nhập 50 người dùng' }).click();
    await page.getByText('Đã nhập 50 người dùng; mỗi người đã nhận email chào mừng').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const mail = await mailTo(emails[17]!, /^Chào mừng bạn đến với/);
    expect(mail.text).toMatch(/\/resetPassword\?code=[A-Z0-9]{8}\n/);
    const after = await activeStudents(page, classId);
    expect(after.length - before).toBe(50);
    expect(after.map((s) => s.student.email)).toContain(emails[49]);
  });
});
