import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, gql, launch, signIn } from './browser';

/**
 * Issue 13's presentation groups, against the whole stack and its demo data in Debian's chromium: a teacher
 * gives a class a presentation, makes two groups of its students on the assignment's page, marks one with the
 * rubric (the total shows as it is typed), returns the marks; the table shows the total, and a member sees
 * the score on their class page once returned.
 */
const EXERCISE = 'Grammar review: tenses and agreement';
const stamp = Date.now().toString(36).toUpperCase();

let browser: Browser;
let teacher: Page;
beforeAll(async () => {
  browser = await launch();
  teacher = await signIn(browser, 'teacher1@academy.test');
});
afterAll(async () => {
  await browser.close();
});

interface Student {
  id: string;
  email: string;
  name: string;
}

/** A class of teacher1's running today with three active students at least. */
async function runningClass() {
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
  const cls = myClasses.find(
    (c) => c.startDate <= today && (!c.endDate || c.endDate >= today) && c.students.length >= 3,
  );
  if (!cls) throw new Error('teacher1 has no running class with three students');
  return cls;
}

/** As the teacher: a presentation of the class, out of 50. */
async function presentationOf(classId: string, title: string) {
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
        kind: 'PRESENTATION',
        title,
        minScore: 25,
        maxScore: 50,
        deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
    },
  );
  expect(createAssignment.errors).toEqual([]);
  return createAssignment.assignment!.id;
}

async function addGroup(name: string, members: string[]) {
  await teacher.getByRole('button', { name: 'Thêm nhóm' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Thêm nhóm' });
  await dialog.waitFor();
  await dialog.getByLabel('Tên nhóm').fill(name);
  for (const member of members) {
    await dialog.getByLabel('Thành viên').click();
    // antd's listbox of role "option" is a hidden copy for screen readers: click the option drawn on screen.
    await teacher.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${member}"]`).click();
    await dialog.locator('.ant-select-selection-item', { hasText: member }).waitFor();
  }
  // The open list of members covers the dialog's buttons: close it by going back to the name.
  await dialog.getByLabel('Tên nhóm').click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await dialog.waitFor({ state: 'detached' });
  await teacher.getByRole('row').filter({ hasText: name }).waitFor();
}

describe('presentation groups end to end', () => {
  it('a teacher makes two groups, marks one; the total shows, and a member sees it once returned', async () => {
    const cls = await runningClass();
    const title = `Thuyết trình nhóm ${stamp}`;
    const assignmentId = await presentationOf(cls.id, title);
    const [first, second, third] = cls.students.map((s) => s.student);

    await teacher.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassHomeworkDetail?id=${assignmentId}`);
    await teacher.getByText('Nhóm thuyết trình').waitFor();
    await teacher.getByText('Chưa có nhóm nào: hãy thêm các nhóm sẽ thuyết trình.').waitFor();
    await addGroup(`Nhóm A ${stamp}`, [first!.name, second!.name]);
    await addGroup(`Nhóm B ${stamp}`, [third!.name]);

    // Marking: a band per criterion, the slide and script scores; the total follows as it is typed.
    await teacher.getByRole('button', { name: `Chấm Nhóm A ${stamp}` }).click();
    const dialog = teacher.getByRole('dialog', { name: `Chấm Nhóm A ${stamp}` });
    await dialog.waitFor();
    for (const [criterion, band] of [
      ['Nội dung và bố cục', '15-13'],
      ['Ngôn ngữ (ngữ pháp và từ vựng)', '12-9'],
      ['Cách trình bày (phát âm, lưu loát, thời gian)', '12-9'],
      ['Làm việc nhóm và trả lời câu hỏi', '15-13'],
    ] as const) {
      await dialog.getByRole('radiogroup', { name: criterion }).getByRole('radio', { name: band }).check();
    }
    // Points start at their band's top: 15, 12, 12, 15 → 13,5.
    // The score fields keep to their range (20, 15) as typed; the server's refusals are unit-tested.
    await dialog.getByLabel('Điểm kịch bản (trên 15)').fill('12');
    await dialog.getByLabel('Điểm slide (trên 20)').fill('17.5');
    await expect
      .poll(() => dialog.getByTestId('presentation-total').innerText())
      .toContain('Tổng điểm: 43/50');
    await dialog.getByRole('button', { name: 'Trả điểm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = teacher.getByRole('row').filter({ hasText: `Nhóm A ${stamp}` });
    await row.getByText('43/50').waitFor();
    await row.getByText('Đã trả điểm').waitFor();
    await row.getByText('13,5/15').waitFor();

    // A member reads the returned score on their class page.
    const student = await signIn(browser, first!.email);
    await student.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail`);
    const item = student.getByRole('listitem').filter({ hasText: title });
    await item.waitFor();
    expect(await item.innerText()).toContain('Điểm 43');
    expect(await item.innerText()).toContain(`Nhóm A ${stamp}: 13.5/15 + 17.5/20 + 12/15`);
    await student.context().close();
  }, 150_000);
});
