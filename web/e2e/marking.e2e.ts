import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, gql, launch, signIn } from './browser';
import { ESSAY, writeAndSubmit } from './writing';

/**
 * Issue 13, marking, against the whole stack and its demo data in Debian's chromium: a student of teacher1's
 * class writes the common "IELTS Writing Task 2: Education" and submits it; the teacher opens it from the
 * exercise's results, is refused a score above the part's maximum, saves a draft the student cannot see,
 * returns the work after reading the total it goes back with, and the student reads the score, the comments
 * and the mistakes tagged. Returning with a part nobody marked names it and asks (issue 25 point 4): cancel
 * keeps the page, going on returns it with 0. The examiner marks in a class assigned to them and is refused in
 * another. A student answers a speaking homework with a
 * recording; the teacher listens at another speed, scores the oral rubric and returns it.
 */
let browser: Browser;
let teacher: Page;
beforeAll(async () => {
  browser = await launch();
  teacher = await signIn(browser, 'teacher1@academy.test');
});
afterAll(async () => {
  await browser.close();
});

const EXERCISE = 'IELTS Writing Task 2: Education';
const SPEAKING = 'IELTS Speaking Part 1 & 2';
const stamp = Date.now().toString(36).toUpperCase();

interface Student {
  id: string;
  email: string;
  name: string;
}

interface RunningClass {
  id: string;
  startDate: string;
  endDate: string | null;
  students: { student: Student }[];
}

/** The viewer's classes (taught or examined) that run today and have students. */
async function runningClasses(page: Page): Promise<RunningClass[]> {
  const today = academyToday();
  const { myClasses } = await gql<{ myClasses: RunningClass[] }>(
    page,
    '{ myClasses { id startDate endDate students(status: ACTIVE) { student { id email name } } } }',
  );
  return myClasses.filter(
    (c) => c.students.length > 0 && c.startDate <= today && (!c.endDate || c.endDate >= today),
  );
}

/** As `as` (teacher1 unless told): a new homework of exercise `name` (the essay) in `cls`, and one of its students. */
async function assignWriting(cls: RunningClass | undefined, as: Page = teacher, name = EXERCISE) {
  expect(cls).toBeTruthy();
  const { exercises } = await gql<{ exercises: { items: { id: string; name: string }[] } }>(
    as,
    'query($s: String) { exercises(search: $s) { items { id name } } }',
    { s: name },
  );
  const exercise = exercises.items.find((e) => e.name === name);
  expect(exercise).toBeTruthy();
  const title = `${name === EXERCISE ? 'Bài viết' : 'Bài nói'} ${stamp}`;
  const { createAssignment } = await gql<{
    createAssignment: { assignment: { id: string } | null; errors: unknown[] };
  }>(
    as,
    `mutation($input: CreateAssignmentInput!) {
       createAssignment(input: $input) { assignment { id } errors { field messages } } }`,
    {
      input: {
        classId: cls!.id,
        exerciseId: exercise!.id,
        kind: 'HOME_WORK',
        title,
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        minScore: 5,
        maxScore: 10,
      },
    },
  );
  expect(createAssignment.errors).toEqual([]);
  const students = cls!.students.map((s) => s.student).sort((a, b) => a.email.localeCompare(b.email));
  // Any of them: the identity server allows an account 10 sign-ins in 15 minutes, shared with other flows.
  const student = students[Math.floor(Math.random() * students.length)]!;
  return {
    classId: cls!.id,
    exerciseId: exercise!.id,
    assignmentId: createAssignment.assignment!.id,
    student,
  };
}

describe('marking end to end', () => {
  it('a teacher marks a written homework with a draft, returns it, and the student reads the mark', async () => {
    const work = await assignWriting((await runningClasses(teacher))[0]);
    const student = await signIn(browser, work.student.email);
    const attemptId = await writeAndSubmit(student, work.assignmentId);

    // The exercise's results for this assignment: the student's row has "Chấm bài".
    await teacher.goto(`${BASE_URL}/exercise/general/${work.exerciseId}/examResult/${work.assignmentId}`);
    await teacher.getByRole('link', { name: `Chấm bài của ${work.student.name}` }).click();
    await teacher.getByRole('heading', { level: 1, name: `Chấm bài: ${EXERCISE}` }).waitFor();
    await expect.poll(() => teacher.locator('textarea').first().inputValue()).toBe(ESSAY);

    const score = teacher.getByLabel(/^Điểm câu 1 \(tối đa/);
    const label = (await teacher.locator('label[for^="mark-score-"]').first().innerText()).trim();
    const max = Number(/tối đa ([\d,.]+)/.exec(label)![1]!.replace(',', '.'));
    expect(max).toBeGreaterThan(0);
    // Above the part's maximum: refused under the field before anything is sent.
    await score.fill(String(max + 1));
    await teacher.getByRole('button', { name: 'Lưu nháp' }).click();
    await teacher.getByText('Điểm của một phần từ 0 đến điểm tối đa của phần đó').waitFor();

    const given = max / 2;
    await score.fill(String(given));
    await teacher.getByLabel('Nhận xét câu 1').fill('Cần thêm ví dụ cụ thể cho mỗi ý.');
    const tags = teacher.getByRole('group', { name: 'Thẻ lỗi câu 1' });
    await tags.locator('summary').click();
    await tags.getByRole('checkbox', { name: 'Task Response › Underdeveloped ideas' }).check();
    await teacher.keyboard.press('Escape');
    await teacher.getByLabel('Nhận xét chung').fill('Bài viết rõ ý, cần phát triển lập luận.');
    await teacher.getByRole('button', { name: 'Lưu nháp' }).click();
    await teacher.getByText(/^Nháp lưu lúc/).waitFor();

    // The draft is the markers' alone: the student's review still waits.
    const review = `${BASE_URL}/manageClass/${work.classId}/resultReview/${attemptId}`;
    await student.goto(review);
    await student.getByText(/Bài làm đang chờ chấm/).waitFor();
    expect(await student.getByText('Cần thêm ví dụ cụ thể cho mỗi ý.', { exact: false }).count()).toBe(0);

    // A reload keeps the draft.
    await teacher.reload();
    await expect.poll(() => teacher.getByLabel(/^Điểm câu 1 \(tối đa/).inputValue()).toBe(String(given));
    const chosen = teacher.getByRole('group', { name: 'Thẻ lỗi câu 1' }).locator('summary .tag');
    expect(await chosen.allInnerTexts()).toEqual(['Task Response › Underdeveloped ideas']);
    await teacher.getByRole('button', { name: 'Trả bài' }).click();
    // The total the work goes back with, before it does: half the part's points, half of the 10.
    const ask = teacher.getByRole('dialog', { name: `Trả bài cho ${work.student.name}?` });
    await ask.getByText('Tổng điểm khi trả bài: 5/10').waitFor();
    expect(await ask.getByText(/Các câu chưa chấm/).count()).toBe(0);
    await ask.getByRole('button', { name: 'Trả bài' }).click();
    // Then the next submission waiting in the queue opens, or the queue itself when none is left.
    const current = `/examResult/${attemptId}`;
    await teacher.waitForURL(
      (url) =>
        url.pathname === '/marking' ||
        (/\/examResult\/\d+$/.test(url.pathname) && !url.pathname.endsWith(current)),
    );
    expect(new URL(teacher.url()).pathname.endsWith(current)).toBe(false);

    await student.reload();
    await student.getByText('Đã trả bài').first().waitFor();
    expect(await student.getByText('Bài viết rõ ý, cần phát triển lập luận.').count()).toBe(1);
    expect(await student.getByText('Nhận xét: Cần thêm ví dụ cụ thể cho mỗi ý.').count()).toBe(1);
    // The mistake tagged on the essay, by its name.
    expect(await student.getByText('Underdeveloped ideas', { exact: false }).count()).toBeGreaterThan(0);
    // Half the part's points scale to half the assignment's 10.
    expect(await student.getByText('5/10').count()).toBeGreaterThan(0);
    await student.context().close();
  });

  it('two markers on one submission: each sees the other, and neither loses the other’s marks (issue 26)', async () => {
    const work = await assignWriting((await runningClasses(teacher))[0]);
    const student = await signIn(browser, work.student.email);
    const attemptId = await writeAndSubmit(student, work.assignmentId);
    await student.context().close();
    const admin = await signIn(browser, 'admin@academy.test');
    const page = `${BASE_URL}/manageClass/${work.classId}/manageClassDetail/${work.student.id}/examResult/${attemptId}`;

    await teacher.goto(page);
    await teacher.getByRole('heading', { level: 1, name: `Chấm bài: ${EXERCISE}` }).waitFor();
    await admin.goto(page);
    await admin.getByRole('heading', { level: 1, name: `Chấm bài: ${EXERCISE}` }).waitFor();
    // The administrator's page heard the teacher's heartbeat on opening; the teacher's hears theirs within 20 s.
    await admin.getByText(/cũng đang chấm bài này/).waitFor();
    await teacher.getByText(/cũng đang chấm bài này/).waitFor({ timeout: 30_000 });

    // The teacher scores the essay; the administrator, whose page still shows it unscored, writes the comment.
    const label = (await teacher.locator('label[for^="mark-score-"]').first().innerText()).trim();
    const max = Number(/tối đa ([\d,.]+)/.exec(label)![1]!.replace(',', '.'));
    await teacher.getByLabel(/^Điểm câu 1 \(tối đa/).fill(String(max / 2));
    await teacher.getByRole('button', { name: 'Lưu nháp' }).click();
    await teacher.getByText(/^Nháp lưu lúc/).waitFor();
    await admin.getByLabel('Nhận xét chung').fill('Hai người chấm: nhận xét chung.');
    await admin.getByRole('button', { name: 'Lưu nháp' }).click();
    await admin.getByText(/^Nháp lưu lúc/).waitFor();
    // The administrator's page takes the teacher's score instead of sending its empty one over it.
    await expect.poll(() => admin.getByLabel(/^Điểm câu 1 \(tối đa/).inputValue()).toBe(String(max / 2));
    const { marking } = await gql<{ marking: { draft: { comment: string; parts: { score: number }[] } } }>(
      teacher,
      'query($id: ID!) { marking(attemptId: $id) { draft { comment parts { score } } } }',
      { id: attemptId },
    );
    expect(marking.draft).toEqual({
      comment: 'Hai người chấm: nhận xét chung.',
      parts: [{ score: max / 2 }],
    });
    await admin.context().close();
  });

  it('returning with a part nobody marked names it with the total and asks; cancel keeps the page', async () => {
    const work = await assignWriting((await runningClasses(teacher))[0]);
    const student = await signIn(browser, work.student.email);
    const attemptId = await writeAndSubmit(student, work.assignmentId);
    await student.context().close();

    const page = `${BASE_URL}/manageClass/${work.classId}/manageClassDetail/${work.student.id}/examResult/${attemptId}`;
    await teacher.goto(page);
    await teacher.getByRole('heading', { level: 1, name: `Chấm bài: ${EXERCISE}` }).waitFor();
    await teacher.getByText('Tổng điểm nếu trả bài bây giờ: 0/10. Chưa chấm: câu 1.').waitFor();
    await teacher.getByLabel('Nhận xét chung').fill('Chưa chấm điểm phần viết.');
    await teacher.getByRole('button', { name: 'Trả bài' }).click();
    const ask = teacher.getByRole('dialog', { name: `Trả bài cho ${work.student.name}?` });
    await ask.getByText('Các câu chưa chấm: 1. Nếu trả bài bây giờ, các câu này được 0 điểm.').waitFor();
    await ask.getByText('Tổng điểm khi trả bài: 0/10').waitFor();

    // Cancel: the page stays as it was, nothing returned.
    await ask.getByRole('button', { name: 'Hủy' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(teacher.url()).pathname.endsWith(`/examResult/${attemptId}`)).toBe(true);
    expect(await teacher.getByLabel('Nhận xét chung').inputValue()).toBe('Chưa chấm điểm phần viết.');
    const waiting = await gql<{ marking: { status: string } }>(
      teacher,
      'query($id: ID!) { marking(attemptId: $id) { status } }',
      { id: attemptId },
    );
    expect(waiting.marking.status).toBe('WAITING_SCORE');

    // Going on returns it, the unmarked part with 0.
    await teacher.getByRole('button', { name: 'Trả bài' }).click();
    await ask.getByRole('button', { name: 'Vẫn trả bài' }).click();
    await teacher.waitForURL((url) => !url.pathname.endsWith(`/examResult/${attemptId}`));
    const returned = await gql<{ marking: { status: string; score: number; parts: { score: number }[] } }>(
      teacher,
      'query($id: ID!) { marking(attemptId: $id) { status score parts { score } } }',
      { id: attemptId },
    );
    expect(returned.marking).toEqual({ status: 'FAIL', score: 0, parts: [{ score: 0 }] });
  });

  it('an examiner marks in a class they are assigned to and is refused in another', async () => {
    const examiner = await signIn(browser, 'examiner@academy.test');
    const { myClasses } = await gql<{ myClasses: { id: string }[] }>(examiner, '{ myClasses { id } }');
    const assigned = new Set(myClasses.map((c) => c.id));
    // An administrator assigns the work in a class the examiner marks and in one of teacher1's they do not.
    const admin = await signIn(browser, 'admin@academy.test');
    // The examiner's own list names their classes; every class and its students are read as the administrator.
    const today = academyToday();
    const { classes } = await gql<{ classes: { items: RunningClass[] } }>(
      admin,
      `{ classes(pageSize: 100) { items {
         id startDate endDate students(status: ACTIVE) { student { id email name } } } } }`,
    );
    const running = classes.items.filter(
      (c) => c.students.length > 0 && c.startDate <= today && (!c.endDate || c.endDate >= today),
    );
    const theirs = await assignWriting(
      running.find((c) => assigned.has(c.id)),
      admin,
    );
    const other = await assignWriting(
      running.find((c) => !assigned.has(c.id)),
      admin,
    );
    await admin.context().close();
    const attempts = [];
    for (const work of [theirs, other]) {
      const student = await signIn(browser, work.student.email);
      attempts.push(await writeAndSubmit(student, work.assignmentId));
      await student.context().close();
    }

    await examiner.goto(
      `${BASE_URL}/manageClass/${theirs.classId}/manageClassDetail/${theirs.student.id}/examResult/${attempts[0]}`,
    );
    await examiner.getByRole('heading', { level: 1, name: `Chấm bài: ${EXERCISE}` }).waitFor();
    await examiner.getByLabel('Nhận xét câu 1').fill('Giám khảo: bố cục rõ ràng.');
    await examiner.getByRole('button', { name: 'Lưu nháp' }).click();
    await examiner.getByText(/^Nháp lưu lúc/).waitFor();

    await examiner.goto(
      `${BASE_URL}/manageClass/${other.classId}/manageClassDetail/${other.student.id}/examResult/${attempts[1]}`,
    );
    await examiner.getByRole('heading', { name: 'Bạn không thể mở trang này' }).waitFor();
    expect(await examiner.getByRole('button', { name: 'Trả bài' }).count()).toBe(0);
    await examiner.context().close();
  });

  it('a teacher asks for a redo of passed work from the overview, and the student starts attempt 2', async () => {
    const work = await assignWriting((await runningClasses(teacher))[0]);
    const student = await signIn(browser, work.student.email);
    const attemptId = await writeAndSubmit(student, work.assignmentId);

    // The teacher gives the essay full marks and returns it: passed, above the minimum.
    const { marking } = await gql<{ marking: { parts: { partId: string; maxScore: number }[] } }>(
      teacher,
      'query($id: ID!) { marking(attemptId: $id) { parts { partId maxScore } } }',
      { id: attemptId },
    );
    const { saveMarkingDraft } = await gql<{ saveMarkingDraft: { errors: unknown[] } }>(
      teacher,
      'mutation($input: SaveMarkingDraftInput!) { saveMarkingDraft(input: $input) { errors { field messages } } }',
      {
        input: { attemptId, parts: marking.parts.map((p) => ({ partId: p.partId, score: p.maxScore })) },
      },
    );
    expect(saveMarkingDraft.errors).toEqual([]);
    const { returnAttempt } = await gql<{ returnAttempt: { marking: { status: string } | null } }>(
      teacher,
      'mutation($id: ID!) { returnAttempt(input: { attemptId: $id }) { marking { status } } }',
      { id: attemptId },
    );
    expect(returnAttempt.marking?.status).toBe('PASS');

    // On the assignment's overview, the student's row asks for a redo, with a word, after a confirmation.
    await teacher.goto(`${BASE_URL}/manageClass/${work.classId}/overviewExercise/${work.assignmentId}`);
    const row = teacher.locator('.ant-table-row').filter({ hasText: work.student.name });
    await row.getByRole('button', { name: 'Yêu cầu làm lại' }).click();
    const dialog = teacher.getByRole('dialog', { name: `Yêu cầu ${work.student.name} làm lại bài này?` });
    await dialog.getByLabel('Lời nhắn cho học viên (không bắt buộc)').fill('Viết lại đoạn mở bài.');
    await dialog.getByRole('button', { name: 'Yêu cầu làm lại' }).click();
    await teacher.getByText('Đã yêu cầu học viên làm lại bài').waitFor();
    await row.getByText('Đã yêu cầu làm lại').waitFor();
    expect(await row.getByRole('button', { name: 'Yêu cầu làm lại' }).count()).toBe(0);

    // The student reads why on the returned work, and starts attempt 2.
    await student.goto(`${BASE_URL}/manageClass/${work.classId}/resultReview/${attemptId}`);
    await student.getByText('Giáo viên yêu cầu bạn làm lại bài này').waitFor();
    await student.getByText('Lời nhắn của giáo viên: Viết lại đoạn mở bài.').waitFor();
    const { startAttempt } = await gql<{
      startAttempt: { attempt: { attempt: number; status: string } | null; errors: unknown[] };
    }>(
      student,
      'mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { attempt status } errors { field messages } } }',
      { id: work.assignmentId },
    );
    expect(startAttempt.errors).toEqual([]);
    expect(startAttempt.attempt).toEqual({ attempt: 2, status: 'UNFINISHED' });
    await student.context().close();
  });

  it('a student answers a speaking homework with a recording; the teacher marks it with the oral rubric', async () => {
    const work = await assignWriting((await runningClasses(teacher))[0], teacher, SPEAKING);
    const student = await signIn(browser, work.student.email);
    // The student's recording, uploaded as the runner's upload fallback sends it (the file's bytes checked).
    const mp3 = readFileSync(
      path.resolve(import.meta.dirname, '../../backend/src/seed/media/student-speaking-answer.mp3'),
    );
    const media = await student.evaluate(
      async (bytes) => {
        const tokens = JSON.parse(sessionStorage.getItem('lms.tokens') ?? 'null') as { token: string };
        const form = new FormData();
        form.append('accept', 'audio');
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), 'my-answer.mp3');
        const response = await fetch('/lms-backend/api/upload/', {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.token}` },
          body: form,
        });
        return { status: response.status, body: (await response.json()) as { id: number } };
      },
      [...mp3],
    );
    expect(media.status).toBe(201);
    await gql(student, 'mutation($id: ID!) { acceptExamRules(input: { assignmentId: $id }) { agreedAt } }', {
      id: work.assignmentId,
    });
    const { startAttempt } = await gql<{
      startAttempt: {
        attempt: { id: string; exercise: { questions: { parts: { id: string; interaction: string }[] }[] } };
      };
    }>(
      student,
      'mutation($id: ID!) { startAttempt(input: { assignmentId: $id }) { attempt { id exercise { questions { parts { id interaction } } } } } }',
      { id: work.assignmentId },
    );
    const attemptId = startAttempt.attempt.id;
    const spoken = startAttempt.attempt.exercise.questions
      .flatMap((q) => q.parts)
      .filter((p) => p.interaction === 'SPOKEN_ANSWER');
    expect(spoken.length).toBeGreaterThan(0);
    const { saveAnswers } = await gql<{ saveAnswers: { errors: unknown[] } }>(
      student,
      'mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { errors { field messages } } }',
      {
        input: {
          attemptId,
          answers: spoken.map((p) => ({
            partId: p.id,
            seq: 1,
            answer: { spoken: { mediaId: String(media.body.id) } },
          })),
        },
      },
    );
    expect(saveAnswers.errors).toEqual([]);
    const { submitAttempt } = await gql<{ submitAttempt: { attempt: { status: string } } }>(
      student,
      'mutation($id: ID!) { submitAttempt(input: { attemptId: $id }) { attempt { status } } }',
      { id: attemptId },
    );
    expect(submitAttempt.attempt.status).toBe('WAITING_SCORE');
    await student.context().close();
    const classId = work.classId;
    const studentId = work.student.id;

    await teacher.goto(
      `${BASE_URL}/manageClass/${classId}/manageClassDetail/${studentId}/markSpeaking/${attemptId}`,
    );
    await teacher.getByRole('heading', { level: 1, name: /^Bài nói: / }).waitFor();
    // The recording, with its playback speed.
    const recording = teacher.getByLabel('Bản ghi âm phần 1', { exact: true });
    await recording.waitFor();
    expect(await recording.getAttribute('src')).toBeTruthy();
    const speeds = teacher.getByRole('radiogroup', { name: 'Tốc độ phát' }).first();
    await speeds.getByRole('radio', { name: '1.25×' }).check();
    expect(await recording.evaluate((a) => (a as HTMLAudioElement).playbackRate)).toBe(1.25);

    // The oral rubric: a band per criterion; saved, the speaking part's score follows in the draft.
    for (const criterion of [
      'Độ trôi chảy và mạch lạc',
      'Vốn từ vựng',
      'Độ đa dạng và chính xác ngữ pháp',
      'Phát âm',
    ])
      await teacher.getByRole('radiogroup', { name: criterion }).getByRole('radio', { name: '8-7' }).check();
    await teacher.getByRole('button', { name: 'Lưu các mức' }).click();
    await teacher.getByText('Đã lưu các mức: điểm phần nói trong bản nháp theo các mức này').waitFor();
    const score = teacher.getByLabel(/^Điểm câu 1 \(tối đa/).first();
    await expect.poll(() => score.inputValue()).not.toBe('');

    await teacher.getByRole('button', { name: 'Trả bài' }).click();
    const ask = teacher.getByRole('dialog', { name: `Trả bài cho ${work.student.name}?` });
    await ask.getByText(/^Tổng điểm khi trả bài: /).waitFor();
    await ask.getByRole('button', { name: 'Trả bài' }).click();
    await teacher.getByText('Đã trả bài cho học viên').waitFor();
    const { marking } = await gql<{ marking: { status: string } | null }>(
      teacher,
      'query($id: ID!) { marking(attemptId: $id) { status } }',
      { id: attemptId },
    );
    expect(marking?.status).toMatch(/^(PASS|FAIL)$/);
  });
});
