import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, gql, launch, mailTo, searchList, signIn } from './browser';

/**
 * Issue 15, against the whole stack and its demo data in Debian's chromium: a student reports a broken
 * question from the review of their work and writes anonymous feedback on their class; the class's teacher
 * reads it in the class page's feedback tab without the student's name; an administrator resolves the report
 * with a note, and the student's mail is in the development mailbox.
 */
const EXERCISE = 'Grammar review: tenses and agreement';
const stamp = Date.now().toString(36).toUpperCase();

let browser: Browser;
let teacher: Page;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  teacher = await signIn(browser, 'teacher1@academy.test');
  admin = await signIn(browser, 'admin@academy.test');
});
afterAll(async () => {
  await browser.close();
});

interface Student {
  id: string;
  email: string;
  name: string;
}

/** A class of teacher1's running today, and one of its students who has not written feedback on it yet. */
async function classAndStudent() {
  const today = academyToday();
  const { myClasses } = await gql<{
    myClasses: {
      id: string;
      name: string;
      startDate: string;
      endDate: string | null;
      students: { student: Student }[];
    }[];
  }>(
    teacher,
    '{ myClasses { id name startDate endDate students(status: ACTIVE) { student { id email name } } } }',
  );
  for (const cls of myClasses.filter((c) => c.startDate <= today && (!c.endDate || c.endDate >= today))) {
    // Administrators see every author, anonymous ones too.
    const { feedbacks } = await gql<{ feedbacks: { items: { authorEmail: string | null }[] } }>(
      admin,
      'query($ids: [ID!]) { feedbacks(filter: { classIds: $ids }, pageSize: 300) { items { authorEmail } } }',
      { ids: [cls.id] },
    );
    const wrote = new Set(feedbacks.items.map((f) => f.authorEmail));
    const free = cls.students.map((s) => s.student).filter((s) => !wrote.has(s.email));
    // Any of them: the identity server allows an account 10 sign-ins in 15 minutes, shared with other flows.
    if (free.length) return { cls, student: free[Math.floor(Math.random() * free.length)]! };
  }
  throw new Error('teacher1 has no running class with a student who has not written feedback');
}

/** As the teacher: a test of the common grammar exercise in the class; as the student: taken and submitted. */
async function submittedWork(classId: string, student: Page) {
  const { exercises } = await gql<{ exercises: { items: { id: string; name: string }[] } }>(
    teacher,
    'query($s: String) { exercises(search: $s) { items { id name } } }',
    { s: EXERCISE },
  );
  const exercise = exercises.items.find((e) => e.name === EXERCISE);
  expect(exercise).toBeTruthy();
  const { createAssignment } = await gql<{
    createAssignment: { assignment: { id: string } | null; errors: unknown[] };
  }>(
    teacher,
    `mutation($input: CreateAssignmentInput!) {
       createAssignment(input: $input) { assignment { id } errors { field messages } } }`,
    {
      input: {
        classId,
        exerciseId: exercise!.id,
        kind: 'HOME_WORK',
        title: `Ôn ngữ pháp ${stamp}`,
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
    },
  );
  expect(createAssignment.errors).toEqual([]);
  const assignmentId = createAssignment.assignment!.id;
  await gql(student, 'mutation($id: ID!) { acceptExamRules(input: { assignmentId: $id }) { agreedAt } }', {
    id: assignmentId,
  });
  const { startAttempt } = await gql<{ startAttempt: { attempt: { id: string } } }>(
    student,
    'mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { id } } }',
    { id: assignmentId },
  );
  const attemptId = startAttempt.attempt.id;
  const { submitAttempt } = await gql<{ submitAttempt: { attempt: { status: string } } }>(
    student,
    'mutation($id: ID!) { submitAttempt(input: { attemptId: $id }) { attempt { status } } }',
    { id: attemptId },
  );
  // Every part is keyed: the work is scored and returned at once.
  expect(['PASS', 'FAIL']).toContain(submitAttempt.attempt.status);
  return attemptId;
}

describe('reports and feedback end to end', () => {
  it('a student reports a question and writes feedback; the teacher reads it; an administrator resolves the report', async () => {
    const { cls, student } = await classAndStudent();
    const page = await signIn(browser, student.email);
    const attemptId = await submittedWork(cls.id, page);

    // The review of the work: report the first question.
    await page.goto(`${BASE_URL}/manageClass/${cls.id}/resultReview/${attemptId}`);
    await page.getByRole('button', { name: 'Báo lỗi câu này: Câu 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Báo lỗi bài tập' });
    await dialog.waitFor();
    // An empty report is refused before anything is sent.
    await dialog.getByRole('button', { name: 'Gửi báo lỗi' }).click();
    await dialog.getByText('Hãy mô tả vấn đề để học viện có thể sửa').waitFor();
    await dialog.getByLabel('Đáp án có vẻ sai').check();
    const problem = `Câu 1: đáp án không khớp với đề (${stamp}).`;
    await dialog.getByLabel('Mô tả vấn đề').fill(problem);
    await dialog.getByRole('button', { name: 'Gửi báo lỗi' }).click();
    await page.getByText('Cảm ơn bạn: báo lỗi đã được gửi').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Feedback on the class, anonymous to the teacher; a missing rating is refused first.
    await page.goto(`${BASE_URL}/feedback/createFeedback?classId=${cls.id}`);
    await page.getByRole('heading', { level: 1, name: 'Nhận xét lớp học' }).waitFor();
    const opinion = `Cô chữa bài rất kỹ, em mong có thêm đề luyện nghe (${stamp}).`;
    await page.getByLabel('Nhận xét của bạn').fill(opinion);
    await page.getByRole('button', { name: 'Gửi nhận xét' }).click();
    await page.getByText('Hãy chọn mức đánh giá từ 1 đến 5 sao').waitFor();
    await page.getByRole('radio', { name: '4 sao' }).check();
    await page.getByLabel('Ẩn danh với giáo viên').check();
    await page.getByRole('button', { name: 'Gửi nhận xét' }).click();
    await page.waitForURL((url) => url.pathname === '/feedback');
    await page.getByText(opinion).waitFor();

    // The teacher reads it in the class's feedback tab, without the student's name.
    await teacher.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail?tab=feedback`);
    const item = teacher.getByRole('listitem').filter({ hasText: opinion });
    await item.waitFor();
    expect(await item.innerText()).toContain('Học viên ẩn danh');
    expect(await item.innerText()).not.toContain(student.name);
    await teacher.getByRole('region', { name: `Tóm tắt lớp ${cls.name}` }).waitFor();

    // The administrator finds the report by the student's e-mail and resolves it with a note.
    await admin.goto(`${BASE_URL}/manageStatistics/manageReport`);
    await admin.getByRole('heading', { level: 1, name: 'Báo lỗi bài tập' }).waitFor();
    await searchList(admin, admin.getByLabel('Tìm báo lỗi'), student.email);
    const modal = admin.getByRole('dialog');
    await admin.getByRole('button', { name: `Xử lý báo lỗi về ${EXERCISE} của ${student.email}` }).click();
    await modal.getByText(problem).waitFor();
    await modal
      .getByLabel('Ghi chú cho người báo (gửi qua e-mail)')
      .fill(`Đã kiểm tra và sửa đáp án (${stamp}).`);
    await modal.getByRole('button', { name: 'Xử lý và gửi e-mail cho người báo' }).click();
    await admin.getByText('Đã xử lý báo lỗi và gửi e-mail cho người báo').waitFor();

    // The student's mail, in Vietnamese: the report quoted and the administrator's note.
    const mail = await mailTo(student.email, /đã được xử lý/);
    expect(mail.subject).toBe(`Báo cáo của bạn về bài "${EXERCISE}" đã được xử lý`);
    expect(mail.text).toContain(problem);
    expect(mail.text).toContain(`Ghi chú của quản trị viên: Đã kiểm tra và sửa đáp án (${stamp}).`);
    await page.context().close();
    // Three people, a submitted work and a mail: several page loads, on a machine shared with other flows.
  }, 180_000);
});
