import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { renderApp } from '../../test/renderApp';
import { fixClock } from '../../test/clock';

// 00:30 on the first day of a quarter in the academy: still 31 March (and the first quarter) in UTC.
fixClock('2026-04-01T00:30:00+07:00');

function buildStatistics(overrides: Record<string, unknown> = {}) {
  return {
    from: '2025-12-01',
    to: '2026-11-27',
    studentsByStatus: [
      { courseId: '3', courseName: 'IELTS 6.5', status: 'ACTIVE', students: 12 },
      { courseId: '3', courseName: 'IELTS 6.5', status: 'RESERVE', students: 2 },
    ],
    classesByMonth: [{ month: '2026-10', running: 4, starting: 1, ending: 0 }],
    attendanceByClass: [
      { classId: '7', className: 'Lớp A1', present: 8, late: 1, absent: 1, excused: 0, total: 10, rate: 90 },
    ],
    attendanceByMonth: [
      { month: '2026-10', present: 8, late: 1, absent: 1, excused: 0, total: 10, rate: 90 },
    ],
    scoreDistribution: [{ kind: 'TEST', band: 8, attempts: 5 }],
    passRates: [
      {
        kind: 'HOME_WORK',
        classId: '7',
        className: 'Lớp A1',
        passed: 3,
        failed: 1,
        passRate: 75,
        averagePercent: 68.5,
      },
    ],
    markingBacklog: [
      {
        markerId: '5',
        markerName: 'Ngô Thu Hà',
        markerEmail: 'ha@academy.test',
        role: 'SPECIALIZE',
        waiting: 4,
        under2Days: 1,
        from2To7Days: 2,
        over7Days: 1,
        oldestDays: 9.5,
        averageDays: 4.2,
      },
    ],
    ieltsRegistrations: [
      {
        examDateId: '11',
        examDate: '2026-02-14',
        shift: 'MORNING',
        skillPackage: 'FOUR_SKILLS',
        unpaid: 1,
        unfinished: 0,
        unmarked: 0,
        marked: 2,
        canceled: 1,
        total: 4,
      },
    ],
    ieltsBands: [
      { skill: 'LISTENING', band: 7.5, candidates: 3 },
      { skill: 'OVERALL', band: 6.5, candidates: 2 },
    ],
    ieltsRevenue: [
      {
        month: '2026-01',
        payments: 2,
        gross: 9_500_000,
        discounts: 475_000,
        net: 9_025_000,
        refunds: 1,
        refundedAmount: 4_275_000,
      },
    ],
    promotionUsage: [
      {
        promotionCodeId: '9',
        code: 'SPRING10',
        title: 'Ưu đãi mùa xuân',
        uses: 3,
        paid: 1,
        maxUses: null,
        usedCount: 3,
        discountTotal: 475_000,
      },
    ],
    ...overrides,
  };
}

const options = {
  classes: () => ({ items: [{ id: '7', name: 'Lớp A1' }], total: 1, page: 1, pageSize: 300 }),
  courses: () => ({ items: [{ id: '3', name: 'IELTS 6.5' }], total: 1, page: 1, pageSize: 300 }),
};

const statisticsCalls = (calls: { operationName: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operationName === 'StatisticsPageQuery').map((c) => c.variables.filter);

afterEach(() => vi.restoreAllMocks());

describe('/manageStatistics/statistics', () => {
  it('shows every figure as a chart, and a figure’s table at a click', async () => {
    const { user } = renderApp({
      path: '/manageStatistics/statistics',
      role: 'ADMIN',
      gateway: { ...options, statistics: () => buildStatistics() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thống kê' })).toBeInTheDocument();
    for (const title of [
      'Học viên theo trạng thái và khóa học',
      'Lớp đang học, khai giảng và kết thúc',
      'Tỷ lệ chuyên cần theo lớp',
      'Tỷ lệ chuyên cần theo tháng',
      'Phân bố điểm theo loại bài',
      'Tỷ lệ đạt theo lớp và loại bài',
      'Bài chờ chấm theo giáo viên và giám khảo',
    ])
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    // The chart draws the class's rate, 90%, as a bar on an axis of percents.
    const chart = await screen.findByRole('img', { name: 'Biểu đồ: Tỷ lệ chuyên cần theo lớp' });
    await waitFor(() => expect(chart.querySelectorAll('.ct-bar')).toHaveLength(1));
    expect(chart.querySelector('.ct-bar')).toHaveAttribute('ct:value', '90');
    expect(chart.querySelector('.ct-label.ct-horizontal')).toHaveTextContent('Lớp A1');
    expect([...chart.querySelectorAll('.ct-label.ct-vertical')].map((l) => l.textContent)).toContain('100%');

    const card = screen
      .getByRole('heading', { name: 'Tỷ lệ chuyên cần theo lớp' })
      .closest('.statistics-figure') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Bảng' }));
    const table = await within(card).findByRole('table');
    expect(within(table).getByText('Lớp A1')).toBeInTheDocument();
    expect(within(table).getByText('90%')).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: /^Biểu đồ/ })).not.toBeInTheDocument();

    const backlog = screen
      .getByRole('heading', { name: 'Bài chờ chấm theo giáo viên và giám khảo' })
      .closest('.statistics-figure') as HTMLElement;
    await user.click(within(backlog).getByRole('button', { name: 'Bảng' }));
    expect(await within(backlog).findByText('Ngô Thu Hà')).toBeInTheDocument();
    expect(within(backlog).getByText('Giám khảo')).toBeInTheDocument();
  }, 40_000);

  it('shows the IELTS section, each figure with its table', async () => {
    const { user, calls } = renderApp({
      path: '/manageStatistics/statistics',
      role: 'ADMIN',
      gateway: { ...options, statistics: () => buildStatistics() },
    });
    const section = (await screen.findByRole('heading', { level: 2, name: 'IELTS' })).closest(
      'section',
    ) as HTMLElement;
    expect(calls.find((c) => c.operationName === 'StatisticsPageQuery')?.variables.ielts).toBe(true);
    const tableOf = async (title: string) => {
      const card = within(section)
        .getByRole('heading', { level: 3, name: title })
        .closest('.statistics-figure') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Bảng' }));
      return within(await within(card).findByRole('table'));
    };
    const cells = (table: Awaited<ReturnType<typeof tableOf>>) =>
      table.getAllByRole('cell').map((c) => c.textContent);

    const registrations = await tableOf('Đăng ký thi IELTS theo ngày thi và gói kỹ năng');
    expect(registrations.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Ngày thi',
      'Ca thi',
      'Gói kỹ năng',
      'Chưa thanh toán',
      'Chưa làm bài',
      'Chờ chấm',
      'Đã chấm',
      'Đã hủy',
      'Tổng đăng ký',
    ]);
    expect(cells(registrations).slice(1)).toEqual(['Ca sáng', '4 kỹ năng', '1', '0', '0', '2', '1', '4']);

    const bands = await tableOf('Phân bố band IELTS theo kỹ năng');
    expect(cells(bands)).toEqual(['Nghe', '7,5', '3', 'Tổng', '6,5', '2']);

    const revenue = await tableOf('Doanh thu IELTS theo tháng');
    expect(cells(revenue)).toEqual(['2026-01', '2', '9.500.000', '475.000', '9.025.000', '1', '4.275.000']);

    const codes = await tableOf('Sử dụng mã khuyến mãi');
    expect(cells(codes)).toEqual(['SPRING10', 'Ưu đãi mùa xuân', '3', '1', 'Không giới hạn', '3', '475.000']);
    expect(
      within(section).getByRole('button', { name: 'Xuất Doanh thu IELTS theo tháng' }),
    ).toBeInTheDocument();
  }, 40_000);

  it('asks the last twelve months first, then the quarter chosen', async () => {
    const { user, calls } = renderApp({
      path: '/manageStatistics',
      role: 'ADMIN',
      gateway: { ...options, statistics: () => buildStatistics() },
    });
    await screen.findByRole('heading', { level: 2, name: 'Tỷ lệ đạt theo lớp và loại bài' });
    const [first] = statisticsCalls(calls) as { from: string; to: string }[];
    expect(first).toMatchObject({ from: '2025-05-01', to: '2026-04-01' });

    const quarter = screen.getByRole('combobox', { name: 'Quý' });
    const choices = within(quarter).getAllByRole('option');
    expect(choices.map((c) => c.textContent)).toEqual([
      'Chọn quý',
      'Quý 2/2026',
      'Quý 1/2026',
      'Quý 4/2025',
      'Quý 3/2025',
      'Quý 2/2025',
      'Quý 1/2025',
      'Quý 4/2024',
      'Quý 3/2024',
    ]);
    await user.selectOptions(quarter, choices[2]!);
    await waitFor(() => expect(statisticsCalls(calls)).toHaveLength(2));
    expect(statisticsCalls(calls)[1]).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
  }, 40_000);

  it('refuses an end before the start without asking, and shows the server’s refusal under its field', async () => {
    let refuse = false;
    const { user, calls } = renderApp({
      path: '/manageStatistics/statistics',
      role: 'ADMIN',
      gateway: {
        ...options,
        statistics: () => {
          if (refuse)
            throw Object.assign(new Error('Dữ liệu không hợp lệ'), {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'classId', messages: ['Lớp học này không tồn tại'] }],
              },
            });
          return buildStatistics();
        },
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Tỷ lệ đạt theo lớp và loại bài' });
    const from = screen.getByLabelText('Từ ngày');
    const to = screen.getByLabelText('Đến ngày');
    await user.clear(to);
    await user.type(to, '2026-01-01');
    await user.clear(from);
    await user.type(from, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    expect(await screen.findByText('Ngày kết thúc không được trước ngày bắt đầu')).toBeInTheDocument();
    expect(statisticsCalls(calls)).toHaveLength(1);

    refuse = true;
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    expect(await screen.findByText('Lớp học này không tồn tại')).toBeInTheDocument();
  }, 40_000);

  it('exports a figure as CSV with the page’s filters', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/lms-backend/api/users/statistics/export', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('\uFEFFLớp,Tỷ lệ đạt (%)\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="statistics-pass-rates.csv"',
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:statistics');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp({
      path: '/manageStatistics/statistics',
      role: 'ADMIN',
      gateway: { ...options, statistics: () => buildStatistics({ passRates: [] }) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Tỷ lệ đạt theo lớp và loại bài' });
    await user.click(screen.getByRole('button', { name: 'Xuất Tỷ lệ đạt theo lớp và loại bài' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tệp CSV' }));
    expect(await screen.findByText('Đã tải xuống statistics-pass-rates.csv')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({ figure: 'pass_rates', format: 'csv' });
    expect(asked[0]!.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  }, 40_000);
});

describe('/manageStatistics/testInfomation', () => {
  it('gives a teacher the test figures of their classes only', async () => {
    const { calls } = renderApp({
      path: '/manageStatistics/testInfomation',
      role: 'TEACHER',
      gateway: { ...options, statistics: () => buildStatistics() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thông tin bài kiểm tra' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Phân bố điểm theo loại bài' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bài chờ chấm theo giáo viên và giám khảo' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Tỷ lệ chuyên cần theo lớp' }),
    ).not.toBeInTheDocument();
    // The IELTS figures are the administrators': not even asked for.
    expect(calls.find((c) => c.operationName === 'StatisticsPageQuery')?.variables.ielts).toBe(false);
    expect(screen.queryByRole('heading', { name: 'IELTS' })).not.toBeInTheDocument();
    expect(screen.queryByText('Doanh thu IELTS theo tháng')).not.toBeInTheDocument();
  }, 40_000);

  it('refuses students', async () => {
    renderApp({ path: '/manageStatistics/testInfomation', role: 'STUDENT', gateway: options });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  }, 40_000);
});
