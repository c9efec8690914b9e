import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, BASE_URL, gql, launch, runningClass, signIn } from './browser';

/**
 * Issue 31 point 3 against the whole stack and its demo data, in Debian's chromium: a teacher exports a running
 * class's gradebook as Excel from the scores tab and its attendance as CSV from the timetable, and the test
 * opens both files and finds a known student's row.
 */
let browser: Browser;
let teacher: Page;
beforeAll(async () => {
  browser = await launch();
  teacher = await signIn(browser, 'teacher1@academy.test', '/dashboard', { acceptDownloads: true });
});
afterAll(async () => {
  await browser.close();
});

/** Chooses a format in an export menu and answers the downloaded file's name and contents. */
async function download(page: Page, button: string, format: 'Tệp CSV' | 'Tệp Excel') {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
}

describe('class exports (teacher)', () => {
  it('exports the gradebook as Excel and the attendance as CSV, and both open', async () => {
    const page = teacher;
    const cls = await runningClass(page);
    const email = cls.students[0]!.student.email;
    const { class: klass } = await gql<{
      class: { name: string; students: { student: { email: string; name: string } }[] };
    }>(
      page,
      'query($id: ID!) { class(id: $id) { name students(status: ACTIVE) { student { email name } } } }',
      { id: cls.id },
    );
    const name = klass.students.find((s) => s.student.email === email)!.student.name;
    const today = academyToday();

    await page.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail?tab=scores`);
    await page.getByRole('heading', { level: 1, name: klass.name }).waitFor();
    const gradebook = await download(page, 'Xuất bảng điểm', 'Tệp Excel');
    expect(gradebook.name).toMatch(new RegExp(`^gradebook-[a-z0-9-]+-${today}\\.xlsx$`));
    await page.getByText(`Đã tải xuống ${gradebook.name}`).waitFor();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(gradebook.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Bảng điểm');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Học viên', 'Email', 'Trạng thái trong lớp']);
    expect(header.at(-1)).toBe('Điểm trung bình');
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    const known = rows.find((r) => r[1] === email);
    expect(known?.slice(0, 3)).toEqual([name, email, 'Đang học']);
    // Every score is a number cell; the last row holds the class's means.
    for (const [i, h] of header.entries()) {
      if (String(h).includes(' – Điểm (trên ') && known?.[i] !== undefined && known[i] !== '')
        expect(typeof known[i]).toBe('number');
    }
    expect(rows.at(-1)?.[0]).toBe('Trung bình của lớp');

    await page.goto(`${BASE_URL}/manageClass/${cls.id}/manageClassDetail?tab=schedule`);
    const attendance = await download(page, 'Xuất điểm danh', 'Tệp CSV');
    expect(attendance.name).toMatch(new RegExp(`^attendance-[a-z0-9-]+-${today}\\.csv$`));
    const lines = attendance.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Học viên,Email,Trạng thái trong lớp,Buổi,Ngày học,Giờ bắt đầu,Thời lượng (phút),Điểm danh,Ghi chú',
    );
    // The known student's lessons held so far, each dated on or before today, with its start and length.
    const own = lines.filter((l) => l.includes(`,${email},`));
    expect(own.length).toBeGreaterThan(0);
    for (const line of own) {
      const [, day, start, minutes] = /,(\d{4}-\d{2}-\d{2}),(\d{2}:\d{2}),(\d+),/.exec(line) ?? [];
      expect(day! <= today).toBe(true);
      expect(start).toMatch(/^\d{2}:\d{2}$/);
      expect(Number(minutes)).toBeGreaterThan(0);
    }
  }, 120_000);
});
