import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../http/auth.js';
import { Q1, statisticsSuite } from '../../test/statistics.js';
import { fixClock } from '../../test/clock.js';

const now = fixClock('2026-12-31T23:50:00+07:00');

/**
 * Statistics' exports (issue 15): CSV and Excel, headers and values in the caller's language, headers alone for
 * an empty range, a teacher's own classes only.
 */
let admin: UserRow;
let teacher1: UserRow;

const { download } = statisticsSuite(now, (academy) => ({ admin, teacher1 } = academy));

describe('users/statistics/export', () => {
  it('exports a figure as CSV with headers in the caller’s language', async () => {
    const res = await download(admin, `${Q1}&figure=attendance_by_class&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="statistics-attendance-by-class-2026-01-01-2026-03-31.csv"',
    );
    expect(
      res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual(['Class,Present,Late,Absent,Excused,Marks,Attendance (%)', 'Lớp A1,1,1,1,1,4,50']);
    const vi = await download(admin, `${Q1}&figure=score_distribution&format=csv`, 'vi');
    expect(
      vi.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Loại bài,Điểm (% điểm tối đa),Số bài làm',
      // The kind in the caller's language, not the API's word (issue 25).
      'Bài tập về nhà,30-40,1',
      'Bài tập về nhà,80-90,1',
      'Bài kiểm tra,90-100,1',
    ]);
  });

  it('exports an empty range as a valid file with headers alone (CSV and Excel)', async () => {
    const csv = await download(admin, 'from=2020-01-01&to=2020-01-31&figure=pass_rates&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text.replace(/^\uFEFF/, '').trim()).toBe(
      'Class,Assignment kind,Passed,Failed,Pass rate (%),Mean score (%)',
    );
    const xlsx = await download(admin, 'from=2020-01-01&to=2020-01-31&figure=pass_rates&format=xlsx');
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Pass rates');
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Class',
      'Assignment kind',
      'Passed',
      'Failed',
      'Pass rate (%)',
      'Mean score (%)',
    ]);
  });

  it('exports the IELTS figures with headers and values in the caller’s language', async () => {
    const lines = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
    const revenue = await download(admin, `${Q1}&figure=ielts_revenue&format=csv`, 'vi');
    expect(revenue.status).toBe(200);
    expect(revenue.headers['content-disposition']).toBe(
      'attachment; filename="statistics-ielts-revenue-2026-01-01-2026-03-31.csv"',
    );
    expect(lines(revenue.text)).toEqual([
      'Tháng,Lượt thanh toán,Doanh thu gộp (VNĐ),Giảm giá khuyến mãi (VNĐ),Doanh thu thuần (VNĐ),Lượt hoàn tiền,Đã hoàn (VNĐ)',
      '2026-01,1,4750000,475000,4275000,1,4275000',
      '2026-02,1,4750000,0,4750000,0,0',
      '2026-03,1,4250000,500000,3750000,0,0',
    ]);
    const registrations = await download(admin, `${Q1}&figure=ielts_registrations&format=csv`);
    expect(lines(registrations.text)[0]).toBe(
      'Exam date,Shift,Skill package,Unpaid,Not taken yet,Waiting for marks,Marked,Canceled,Registrations',
    );
    expect(lines(registrations.text)[1]).toBe('2026-02-14,Morning,4 skills,1,0,0,2,1,4');
    const bands = await download(admin, `${Q1}&figure=ielts_bands&format=csv`, 'vi');
    expect(lines(bands.text).slice(0, 2)).toEqual(['Kỹ năng,Band điểm,Số thí sinh', 'Nghe,6.5,1']);
    const codes = await download(admin, `${Q1}&figure=promotion_usage&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(codes.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Promotion code usage');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'FIXED500',
      'Giảm 500.000đ',
      '1',
      '1',
      '',
      '1',
      '500000',
    ]);
  });

  it('exports an IELTS figure of an empty range as headers alone (CSV and Excel, vi and en)', async () => {
    const empty = 'from=2020-01-01&to=2020-01-31';
    for (const figure of ['ielts_registrations', 'ielts_bands', 'ielts_revenue', 'promotion_usage']) {
      const csv = await download(admin, `${empty}&figure=${figure}&format=csv`, 'vi');
      expect(csv.status).toBe(200);
      expect(
        csv.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n'),
      ).toHaveLength(1);
    }
    const csv = await download(admin, `${empty}&figure=promotion_usage&format=csv`, 'vi');
    expect(csv.text.replace(/^\uFEFF/, '').trim()).toBe(
      'Mã,Chương trình,Lượt dùng trong kỳ,Đã thanh toán,Giới hạn,Tổng lượt dùng,Tổng giảm giá (VNĐ)',
    );
    const xlsx = await download(admin, `${empty}&figure=ielts_revenue&format=xlsx`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('IELTS revenue by month');
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Month',
      'Paid payments',
      'Gross (VND)',
      'Promotion discounts (VND)',
      'Net (VND)',
      'Refunds',
      'Refunded (VND)',
    ]);
  });

  it('exports a teacher’s own classes only', async () => {
    const res = await download(
      teacher1,
      'from=2026-01-01&to=2026-12-31&figure=attendance_by_class&format=csv',
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('Lớp A1');
    expect(res.text).not.toContain('Lớp B1');
  });
});
