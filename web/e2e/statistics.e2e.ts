import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, launch, signIn } from './browser';

/**
 * Issue 15, statistics, against the whole stack and its demo data in Debian's chromium: an administrator opens
 * the statistics from the side menu, filters the current quarter, switches a chart to its table and exports
 * the figure as CSV (the downloaded file is read back), and finds the IELTS section with its registrations.
 */
let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  admin = await signIn(browser, 'admin@academy.test', '/dashboard', { acceptDownloads: true });
});
afterAll(async () => {
  await browser.close();
});

/** The current calendar quarter: its label on the page and its first and last days. */
function currentQuarter() {
  // The academy's today (Hà Nội): the quarter turns there, not in UTC.
  const [year, month] = academyToday().split('-').map(Number) as [number, number];
  const q = Math.floor((month - 1) / 3);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    label: `Quý ${q + 1}/${year}`,
    from: iso(new Date(Date.UTC(year, q * 3, 1))),
    to: iso(new Date(Date.UTC(year, q * 3 + 3, 0))),
  };
}

describe('statistics (administrator)', () => {
  it('opens the statistics, filters a quarter, reads a figure as a table and exports it as CSV', async () => {
    const page = admin;
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await nav.getByText('Thống kê', { exact: true }).click();
    await nav.getByRole('link', { name: 'Số liệu tổng hợp' }).click();
    await page.waitForURL(`${BASE_URL}/manageStatistics/statistics`);
    await page.getByRole('heading', { level: 1, name: 'Thống kê' }).waitFor();
    const title = 'Tỷ lệ chuyên cần theo lớp';
    const card = page
      .locator('.statistics-figure')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await card.waitFor();

    const quarter = currentQuarter();
    const asked = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes(`"from":"${quarter.from}"`),
    );
    await page.getByRole('combobox', { name: 'Quý' }).selectOption({ label: quarter.label });
    const request = await asked;
    expect(
      (JSON.parse(request.postData()!) as { variables: { filter: unknown } }).variables.filter,
    ).toMatchObject({
      from: quarter.from,
      to: quarter.to,
    });
    await (await request.response())?.finished();

    // The chart (Chartist, loaded after the page) or the empty notice, then the table at a click.
    await card
      .getByRole('img', { name: `Biểu đồ: ${title}` })
      .or(card.getByText('Không có dữ liệu'))
      .first()
      .waitFor();
    await card.getByRole('button', { name: 'Bảng', exact: true }).click();
    const table = card.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Lớp',
      'Có mặt',
      'Đi muộn',
      'Vắng',
      'Vắng có phép',
      'Lượt điểm danh',
      'Tỷ lệ chuyên cần (%)',
    ]);

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: `Xuất ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Tệp CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `statistics-attendance-by-class-${quarter.from}-${quarter.to}.csv`,
    );
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Lớp,Có mặt,Đi muộn,Vắng,Vắng có phép,Lượt điểm danh,Tỷ lệ chuyên cần (%)');
    // Every row of the figure; a valid file with its header alone when empty.
    const shown = await table.locator('tbody tr.statistics-row').count();
    expect(rows.length).toBe(shown);
    if (shown) {
      const firstClass = await table.locator('tbody tr.statistics-row td').first().textContent();
      expect(csv).toContain(firstClass);
    }
    await page.getByText(/^Đã tải xuống statistics-attendance-by-class/).waitFor();

    // The IELTS section (administrators): the quarter holds today's exam date of the demo data.
    const ielts = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'IELTS' }) });
    const registrations = ielts
      .locator('.statistics-figure')
      .filter({ has: page.getByRole('heading', { name: 'Đăng ký thi IELTS theo ngày thi và gói kỹ năng' }) });
    await registrations.getByRole('button', { name: 'Bảng', exact: true }).click();
    const ieltsTable = registrations.getByRole('table');
    await ieltsTable.locator('tbody tr.statistics-row').first().waitFor();
    expect((await ieltsTable.getByRole('columnheader').allTextContents()).slice(0, 3)).toEqual([
      'Ngày thi',
      'Ca thi',
      'Gói kỹ năng',
    ]);
  }, 120_000);
});
