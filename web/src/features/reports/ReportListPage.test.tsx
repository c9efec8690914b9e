import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

function buildReport(overrides: Record<string, unknown> = {}) {
  return {
    id: '7',
    exerciseId: '3',
    exerciseName: 'IELTS Reading Practice 1',
    exerciseStore: 'COMMON',
    questionId: '11',
    questionTitle: 'Bees: True / False / Not Given',
    attemptId: '40',
    reporterName: 'Lê Văn An',
    reporterEmail: 'an@academy.test',
    kind: 'WRONG_KEY',
    content: 'Câu 2 có vẻ sai đáp án.',
    language: 'VI',
    status: 'OPEN',
    createdAt: '2026-09-07T13:45:00.000Z',
    resolvedAt: null,
    resolvedByName: null,
    resolutionNote: '',
    ...overrides,
  };
}

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 15 });

describe('/manageStatistics/manageReport', () => {
  it('lists open reports with the specification’s columns, opens the exercise, and resolves one with a note', async () => {
    const asked: unknown[] = [];
    const resolved: unknown[] = [];
    const { user } = renderApp({
      path: '/manageStatistics/manageReport',
      role: 'ADMIN',
      viewer: buildUser({ role: 'ADMIN', name: 'Quản trị viên' }),
      gateway: {
        reports: (args: { filter: unknown }) => {
          asked.push(args.filter);
          return page([buildReport()]);
        },
        resolveReport: ({ input }: { input: { id: string; note: string } }) => {
          resolved.push(input);
          return {
            report: buildReport({
              status: 'RESOLVED',
              resolvedAt: '2026-09-08T02:00:00.000Z',
              resolvedByName: 'Quản trị viên',
              resolutionNote: input.note,
            }),
            errors: [],
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Báo lỗi bài tập' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const header of ['Tên bài tập', 'Email người dùng', 'Ngày báo', 'Trạng thái'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(await within(table).findByText('IELTS Reading Practice 1')).toBeInTheDocument();
    expect(within(table).getByText('an@academy.test')).toBeInTheDocument();
    expect(within(table).getByText('Chưa xử lý')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Mở bài tập' })).toHaveAttribute(
      'href',
      '/exercise/createExcercises/review?id=3',
    );
    // Open reports by default.
    expect(asked[0]).toMatchObject({ status: 'OPEN' });

    await user.click(
      within(table).getByRole('button', {
        name: 'Xử lý báo lỗi về IELTS Reading Practice 1 của an@academy.test',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Câu 2 có vẻ sai đáp án.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('Ghi chú cho người báo (gửi qua e-mail)'),
      'Đã sửa đáp án.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Xử lý và gửi e-mail cho người báo' }));
    expect(await screen.findByText('Đã xử lý báo lỗi và gửi e-mail cho người báo')).toBeInTheDocument();
    expect(resolved).toEqual([{ id: '7', note: 'Đã sửa đáp án.' }]);
  }, 40_000);

  it('is refused to teachers', async () => {
    renderApp({ path: '/manageStatistics/manageReport', role: 'TEACHER' });
    expect(await screen.findByText('Bạn không thể mở trang này')).toBeInTheDocument();
  }, 20_000);
});
