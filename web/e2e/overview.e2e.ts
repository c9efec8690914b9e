import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, gql, launch, signIn } from './browser';

/**
 * Issue 13 items 2 and 4, against the whole stack and its demo data in Debian's chromium: a teacher opens the
 * overview of an assignment with returned work from the class page (every student's status, the score
 * distribution, how each part went), then the class's recurring mistakes from its scores tab.
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

interface ClassRow {
  id: string;
  name: string;
  assignments: { id: string; title: string; stats: { passed: number; failed: number } | null }[] | null;
}

/** One of teacher1's classes with an assignment some work was returned for (the seed returns plenty). */
async function classWithReturnedWork() {
  const { myClasses } = await gql<{ myClasses: ClassRow[] }>(
    teacher,
    '{ myClasses { id name assignments { id title stats { passed failed } } } }',
  );
  for (const cls of myClasses) {
    const assignment = cls.assignments?.find((a) => (a.stats?.passed ?? 0) + (a.stats?.failed ?? 0) > 0);
    if (assignment) return { cls, assignment };
  }
  throw new Error('teacher1 has no class with returned work');
}

describe('assignment overview and recurring mistakes (issue 13)', () => {
  it('shows an assignment across the class, then the class’s recurring mistakes', async () => {
    const { cls, assignment } = await classWithReturnedWork();

    // From the class page's exercise tab, the assignment's overview.
    await teacher.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail?tab=exercise`);
    await teacher.getByRole('link', { name: `Tổng quan: ${assignment.title}` }).click();
    await teacher.waitForURL(`**/manageClass/${cls.id}/overviewExercise/${assignment.id}`);
    await teacher.getByRole('heading', { name: `Tổng quan: ${assignment.title}` }).waitFor();
    await teacher.locator('.ant-table-row').first().waitFor();
    // Every student has a status; some work was returned, so the distribution has bars.
    const returned = teacher.locator('.ant-table-row').filter({ hasText: /Đạt|Chưa đạt/ });
    expect(await returned.count()).toBeGreaterThan(0);
    const histogram = teacher.getByRole('list', { name: 'Phân bố điểm' });
    expect(await histogram.getByRole('listitem').count()).toBe(10);
    const counts = await histogram.locator('.score-histogram-count').allTextContents();
    expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await teacher.getByText('Tỉ lệ làm đúng theo phần câu hỏi').waitFor();

    // One student's row brought forward (overviewExercise/{a}/{b}).
    const firstName = (await returned.first().getByRole('link').first().textContent())!.trim();
    await returned.first().getByRole('link', { name: firstName }).click();
    await teacher.waitForURL(`**/overviewExercise/${assignment.id}/*`);
    await teacher.locator('tr.overview-focus').filter({ hasText: firstName }).waitFor();

    // The class's recurring mistakes, from its scores tab.
    await teacher.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail?tab=scores`);
    await teacher.getByText('Điểm của từng học viên').waitFor();
    await teacher.getByRole('link', { name: 'Lỗi sai lặp lại' }).click();
    await teacher.waitForURL(`**/manageClass/${cls.id}/errorTags`);
    await teacher.getByRole('heading', { name: `Lỗi sai lặp lại: ${cls.name}` }).waitFor();
    // The seed's markers tag returned work: each row has its count and trend (or the table says none).
    await teacher.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    const rows = teacher.locator('.ant-table-row');
    if (await rows.count())
      expect(Number(await rows.first().locator('td').nth(1).textContent())).toBeGreaterThan(0);
    await teacher.locator('.ant-segmented-item-label').getByText('6 tháng', { exact: true }).click();
    await teacher.getByRole('heading', { name: `Lỗi sai lặp lại: ${cls.name}` }).waitFor();
  }, 120_000);
});
