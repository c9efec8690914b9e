import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, exerciseNamed, gql, launch, mailTo, signIn } from './browser';
import { writeAndSubmit } from './writing';

/**
 * Issue 31 point 2, notifications, against the whole stack and its demo data in Debian's chromium: teacher1
 * assigns an essay to a class from the class page; a student of the class sees the bell's count rise, opens the
 * panel, reads "new work", clicks it and lands on the class's work, and has the mail; the student hands the
 * essay in, the teacher marks and returns it, and the student gets "returned" in the bell and by mail.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const EXERCISE = 'IELTS Writing Task 2: Education';
const stamp = Date.now().toString(36).toUpperCase();
/** Five days ahead in the academy's time zone, typed as yyyy-mm-dd. */
const deadline = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
  new Date(Date.now() + 5 * 86_400_000),
);
/** The notification worker mails after the event commits, within a moment. */
const MAIL_WAIT = 20_000;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One of teacher1's classes running today with active students, and one of those students (any: sign-in limits). */
async function classAndStudent(teacher: Page) {
  const { myClasses } = await gql<{
    myClasses: {
      id: string;
      name: string;
      startDate: string;
      endDate: string | null;
      students: { student: { id: string; email: string; name: string } }[];
    }[];
  }>(
    teacher,
    '{ myClasses { id name startDate endDate students(status: ACTIVE) { student { id email name } } } }',
  );
  const today = academyToday();
  const cls = myClasses.find(
    (c) => c.students.length > 0 && c.startDate <= today && (!c.endDate || c.endDate >= today),
  );
  expect(cls).toBeTruthy();
  const students = cls!.students.map((s) => s.student);
  return { cls: cls!, student: students[Math.floor(Math.random() * students.length)]! };
}

/** The header bell's unread count, as its accessible name says it ("Thông báo, 3 chưa đọc"). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.locator('.notification-bell-button');
  await bell.waitFor();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) chưa đọc/.exec(label)?.[1] ?? 0);
}

/**
 * The student's notifications as the centre lists them. Other flows of the lane notify the same demo students
 * (and the worker's sweep may add a deadline reminder at any moment), so the flow looks for its own rows
 * rather than counting on a total.
 */
async function centre(page: Page) {
  const { notifications } = await gql<{
    notifications: { unread: number; items: { title: string; readAt: string | null }[] };
  }>(page, '{ notifications(pageSize: 50) { unread items { title readAt } } }');
  return notifications;
}
const readState = async (page: Page, title: RegExp) =>
  (await centre(page)).items.find((n) => title.test(n.title))?.readAt === null ? 'unread' : 'read-or-absent';

describe('notifications end to end', () => {
  it('a student gets "new work" and "returned" in the bell and by mail', async () => {
    const teacher = await signIn(browser, 'teacher1@academy.test', '/manageClass');
    const { cls, student } = await classAndStudent(teacher);
    const exercise = await exerciseNamed(teacher, EXERCISE);
    const learner = await signIn(browser, student.email, '/dashboard');
    const before = (await centre(learner)).unread;

    // The teacher assigns the essay as homework from the class's exercise tab.
    const title = `Bài viết thông báo ${stamp}`;
    await teacher.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail?tab=exercise`);
    await teacher.getByRole('button', { name: 'Giao bài' }).click();
    const dialog = teacher.getByRole('dialog');
    await dialog.getByLabel('Bài tập', { exact: true }).click();
    await teacher.keyboard.type('IELTS Writing Task 2');
    await teacher
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: EXERCISE })
      .first()
      .click();
    await dialog.getByLabel('Tiêu đề').fill(title);
    const due = dialog.getByLabel('Hạn nộp (ngày)');
    await due.click();
    await due.pressSequentially(deadline);
    await due.press('Enter');
    await dialog.getByRole('button', { name: 'Giao bài' }).click();
    await expect.poll(() => teacher.getByText('Giao bài thành công').count()).toBeGreaterThan(0);
    const href = await teacher.getByRole('link', { name: title, exact: true }).getAttribute('href');
    const assignmentId = new URL(href!, BASE_URL).searchParams.get('id')!;
    expect(assignmentId).toBeTruthy();

    // The student's bell counts it once the page asks again (here, a reload), and its panel says what it is.
    const assignedTitle = new RegExp(`^Bài mới ở lớp .*: ${escape(title)}$`);
    await learner.reload();
    await expect.poll(() => unreadCount(learner)).toBeGreaterThanOrEqual(before + 1);
    await learner.locator('.notification-bell-button').click();
    const panel = learner.getByRole('region', { name: 'Thông báo' });
    const assigned = panel.getByRole('button', { name: new RegExp(`Bài mới ở lớp .*: ${escape(title)}`) });
    await assigned.waitFor();
    expect(await assigned.innerText()).toContain('Chưa đọc');
    await assigned.click();
    await learner.waitForURL((url) => url.pathname === `/manageClass/${cls.id}/manageClassDetail`);
    // The class's work tab (the new work may sit on a later page of a busy class's list).
    await learner.getByText(cls.name).first().waitFor();
    // Opening it marked it read.
    await expect.poll(() => readState(learner, assignedTitle)).toBe('read-or-absent');
    expect((await centre(learner)).items.some((n) => assignedTitle.test(n.title))).toBe(true);
    const assignedMail = await mailTo(
      student.email,
      new RegExp(`^Bài mới ở lớp .*: ${escape(title)}$`),
      MAIL_WAIT,
    );
    expect(assignedMail.text).toContain(`/manageClass/${cls.id}/manageClassDetail`);

    // The student hands the essay in; the teacher marks it and returns it.
    const attemptId = await writeAndSubmit(learner, assignmentId);
    await teacher.goto(`${BASE_URL}/exercise/general/${exercise.id}/examResult/${assignmentId}`);
    await teacher.getByRole('link', { name: `Chấm bài của ${student.name}` }).click();
    await teacher.getByRole('heading', { level: 1, name: `Chấm bài: ${EXERCISE}` }).waitFor();
    const label = (await teacher.locator('label[for^="mark-score-"]').first().innerText()).trim();
    const max = Number(/tối đa ([\d,.]+)/.exec(label)![1]!.replace(',', '.'));
    await teacher.getByLabel(/^Điểm câu 1 \(tối đa/).fill(String(max));
    await teacher.getByRole('button', { name: 'Trả bài' }).click();
    const ask = teacher.getByRole('dialog', { name: `Trả bài cho ${student.name}?` });
    await ask.getByRole('button', { name: 'Trả bài' }).click();
    await teacher.waitForURL((url) => !url.pathname.endsWith(`/examResult/${attemptId}`));
    await teacher.context().close();

    // "Returned" in the bell (asked again as the student moves to another page) and in the mailbox.
    await expect
      .poll(() => readState(learner, new RegExp(`^Bài đã được trả: ${escape(title)}$`)), {
        timeout: MAIL_WAIT,
      })
      .toBe('unread');
    await learner.goto(`${BASE_URL}/dashboard`);
    await expect.poll(() => unreadCount(learner)).toBeGreaterThanOrEqual(1);
    await learner.locator('.notification-bell-button').click();
    const returned = learner
      .getByRole('region', { name: 'Thông báo' })
      .getByRole('button', { name: new RegExp(`Bài đã được trả: ${escape(title)}`) });
    await returned.click();
    await learner.waitForURL((url) => url.pathname === `/manageClass/${cls.id}/resultReview/${attemptId}`);
    await learner.getByText('Đã trả bài').first().waitFor();
    const returnedMail = await mailTo(
      student.email,
      new RegExp(`^Bài đã được trả: ${escape(title)}$`),
      MAIL_WAIT,
    );
    expect(returnedMail.text).toContain(`/manageClass/${cls.id}/resultReview/${attemptId}`);
    // A notification never carries the student's answer.
    expect(returnedMail.text).not.toContain('university should be free');

    // The full list has both, read.
    await learner.goto(`${BASE_URL}/notifications`);
    const list = learner.getByRole('list', { name: 'Thông báo' });
    await list.getByText(`Bài đã được trả: ${title}`).waitFor();
    expect(await list.getByText(new RegExp(`Bài mới ở lớp .*: ${escape(title)}`)).count()).toBe(1);
    await learner.context().close();
  });
});
