import { describe, expect, it } from 'vitest';
import { BASE_URL, gql } from './browser';
import { enter, examPath, examRunnerSession } from './examRunner';

/**
 * Issue 31 point 1, against the whole stack in Debian's chromium: a teacher opens a new 40-minute test's
 * overview from the class page, gives one student 25 % extra time through the form, and the student sees
 * the 10 extra minutes on the introduction and in the runner, whose countdown starts at 50 minutes.
 */
const session = examRunnerSession();
const { signIn, assign } = session;

describe('accommodations (issue 31 point 1)', () => {
  it('a teacher gives one student 25 % extra time; the runner applies it', { timeout: 180_000 }, async () => {
    const s = await assign(40);
    const teacher = session.teacher;
    const { class: cls } = await gql<{
      class: { students: { student: { email: string; name: string } }[] };
    }>(
      teacher,
      'query($id: ID!) { class(id: $id) { students(status: ACTIVE) { student { email name } } } }',
      {
        id: s.classId,
      },
    );
    const name = cls.students.find((r) => r.student.email === s.email)!.student.name;

    // From the class page's exercise tab, the new test's overview; the student's row, its form.
    await teacher.goto(`${BASE_URL}/manageClass/${s.classId}/manageClassDetail?tab=exercise`);
    await teacher.getByRole('link', { name: `Tổng quan: ${s.title}` }).click();
    await teacher.waitForURL(`**/manageClass/${s.classId}/overviewExercise/${s.assignmentId}`);
    const row = teacher.locator('tr.ant-table-row').filter({ has: teacher.getByRole('link', { name }) });
    await row.getByRole('button', { name: `Điều chỉnh cho ${name}` }).click();
    const dialog = teacher.getByRole('dialog', { name: `Điều chỉnh cho ${name} ở bài này` });
    // A value past the bound is refused in the form, in the user's language.
    await dialog.getByLabel('Thời gian thêm (phần trăm, 0 đến 200)').fill('250');
    await dialog.getByRole('button', { name: /Lưu/ }).click();
    await dialog.getByText('Thời gian thêm từ 0 đến 200 phần trăm').waitFor();
    await dialog.getByLabel('Thời gian thêm (phần trăm, 0 đến 200)').fill('25');
    await dialog.getByRole('button', { name: /Lưu/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('+25 %').waitFor();

    // The student: the introduction says the extra minutes before starting, the runner after.
    const page = await signIn(s.email, examPath(s));
    const limit = page.locator('.exam-facts div').filter({ hasText: 'Thời gian làm bài' });
    await limit.getByText('40 phút').waitFor();
    await limit.getByText('Bạn có thêm 10 phút').waitFor();
    await enter(page, s);
    await page.locator('.exam-deadline').getByText('Bạn có thêm 10 phút').waitFor();
    const timer = page.getByRole('timer');
    const shown = async () => {
      const [m, sec] = (await timer.innerText()).split(':').map(Number);
      return m! * 60 + sec!;
    };
    // 40 minutes × 1.25 by the server's clock.
    await expect.poll(shown).toBeGreaterThan(50 * 60 - 60);
    expect(await shown()).toBeLessThanOrEqual(50 * 60);
    await page.context().close();
  });
});
