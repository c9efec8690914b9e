import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { buildAssignment, buildResult } from '../../test/resultFactories';

const k12 = { id: '12', name: 'IELTS 6.5 - K12' };
const k3 = { id: '3', name: 'Foundation - K3' };
const returned = buildAssignment({
  id: '101',
  title: 'Unit 3 homework',
  class: k12,
  results: [
    buildResult({
      id: '9001',
      attempt: 2,
      status: 'PASS',
      statusLabel: 'DONE',
      score: 85,
      markedAt: '2026-09-22T03:00:00.000Z',
    }),
  ],
});
const below = buildAssignment({
  id: '102',
  title: 'Mid-term test',
  kind: 'TEST',
  class: k12,
  maxScore: 10,
  results: [buildResult({ id: '9002', status: 'FAIL', statusLabel: 'DONE', score: 3, belowMinScore: true })],
});
const waiting = buildAssignment({
  id: '103',
  title: 'Writing task 2',
  class: k3,
  results: [
    buildResult({
      id: '9003',
      status: 'WAITING_SCORE',
      statusLabel: 'UNMARKED',
      score: null,
      keyedScore: 36,
      keyedMaxScore: 40,
      partsAwaitingMarker: 1,
      markedAt: null,
    }),
  ],
});
const fresh = buildAssignment({ id: '104', title: 'Listening 1', kind: 'IELT', class: k3, results: [] });
const assignments = [returned, below, waiting, fresh];
const gateway = { assignments: () => page(assignments, { pageSize: 300 }) };
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('/results (student)', () => {
  it('lists every assignment with its label, score, returned date and attempts', async () => {
    renderApp({ path: '/results', role: 'STUDENT', gateway });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kết quả học tập' })).toBeInTheDocument();
    await screen.findByText('Unit 3 homework');

    const done = within(rowOf('Unit 3 homework'));
    expect(done.getByText('Đã trả bài')).toBeInTheDocument();
    expect(done.getByText('85/100')).toBeInTheDocument();
    expect(done.getByText('2')).toBeInTheDocument();
    expect(done.getByRole('link', { name: 'Xem lại bài Unit 3 homework' })).toHaveAttribute(
      'href',
      '/manageClass/12/resultReview/9001',
    );
    expect(done.queryByRole('link', { name: /Làm lại/ })).toBeNull();

    const failed = within(rowOf('Mid-term test'));
    expect(failed.getByText('Chưa đủ điểm')).toBeInTheDocument();
    expect(failed.getByText('3/10')).toBeInTheDocument();
    expect(failed.getByRole('link', { name: 'Làm lại bài Mid-term test' })).toHaveAttribute(
      'href',
      '/manageClass/12/exerciseReview/102',
    );

    const unmarked = within(rowOf('Writing task 2'));
    expect(unmarked.getByText('Chưa chấm')).toBeInTheDocument();
    // No total before the work is returned, the keyed parts' score already, and a review of the answers only.
    expect(unmarked.getByText('Điểm phần tự chấm: 36/40; 1 phần chờ giáo viên chấm')).toBeInTheDocument();
    expect(unmarked.queryByText(/\/100/)).toBeNull();
    expect(unmarked.getByRole('link', { name: 'Xem lại bài Writing task 2' })).toBeInTheDocument();

    const assigned = within(rowOf('Listening 1'));
    expect(assigned.getByText('Chưa hoàn thành')).toBeInTheDocument();
    expect(assigned.getByText('Thi thử IELTS')).toBeInTheDocument();
    expect(assigned.queryByRole('link', { name: /Xem lại/ })).toBeNull();
    expect(assigned.getByRole('link', { name: 'Làm bài Listening 1' })).toHaveAttribute(
      'href',
      '/manageClass/3/exerciseReview/104',
    );
  }, 30_000);

  it('filters by class, kind and status, and keeps the filters in the address', async () => {
    const { user, router } = renderApp({ path: '/results?status=DONE', role: 'STUDENT', gateway });
    await screen.findByText('Unit 3 homework');
    expect(screen.getByText('Mid-term test')).toBeInTheDocument();
    expect(screen.queryByText('Writing task 2')).toBeNull();
    expect(screen.queryByText('Listening 1')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Loại bài' }));
    await user.click(await screen.findByTitle('Bài kiểm tra'));
    await waitFor(() => expect(screen.queryByText('Unit 3 homework')).toBeNull());
    expect(screen.getByText('Mid-term test')).toBeInTheDocument();
    expect(router.state.location.search).toContain('kind=TEST');
  }, 30_000);

  it('opens on one class from the address', async () => {
    renderApp({ path: '/results?class=3', role: 'STUDENT', gateway });
    await screen.findByText('Listening 1');
    expect(screen.getByText('Writing task 2')).toBeInTheDocument();
    expect(screen.queryByText('Unit 3 homework')).toBeNull();
  }, 30_000);

  it('says so when a filter matches nothing and when nothing is assigned', async () => {
    renderApp({ path: '/results?kind=PRESENTATION', role: 'STUDENT', gateway });
    expect(await screen.findByText('Không có bài nào khớp bộ lọc.')).toBeInTheDocument();
  }, 30_000);

  it('says when the student has no assignments', async () => {
    renderApp({ path: '/results', role: 'STUDENT', gateway: { assignments: () => page([]) } });
    expect(await screen.findByText('Bạn chưa được giao bài nào.')).toBeInTheDocument();
  }, 30_000);

  it('shows the labels in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderApp({ path: '/results', role: 'STUDENT', gateway });
    expect(await screen.findByRole('heading', { level: 1, name: 'My results' })).toBeInTheDocument();
    await screen.findByText('Unit 3 homework');
    expect(within(rowOf('Unit 3 homework')).getByText('Done')).toBeInTheDocument();
    expect(within(rowOf('Writing task 2')).getByText('Unmarked')).toBeInTheDocument();
    expect(within(rowOf('Listening 1')).getByText('Unfinished')).toBeInTheDocument();
    expect(within(rowOf('Mid-term test')).getByText('Not enough points')).toBeInTheDocument();
    expect(
      within(rowOf('Mid-term test')).getByRole('link', { name: 'Redo Mid-term test' }),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('/results (staff)', () => {
  const an = buildUser({ name: 'Nguyễn Văn An' });
  const result = buildResult({
    id: '9100',
    status: 'WAITING_SCORE',
    statusLabel: 'UNMARKED',
    score: null,
    student: an,
    assignment: buildAssignment({ id: '201', title: 'Essay', class: k12 }),
  });

  it("lists the classes' results paged on the server, filtered by class and status", async () => {
    const { user, calls } = renderApp({
      path: '/results',
      role: 'TEACHER',
      gateway: {
        results: () => page([result], { total: 1 }),
        classes: () => page([k12, k3]),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kết quả của học viên' }),
    ).toBeInTheDocument();
    const row = within((await screen.findByText('Nguyễn Văn An')).closest('tr')!);
    expect(row.getByText('Chưa chấm')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Xem lại bài Essay của Nguyễn Văn An' })).toHaveAttribute(
      'href',
      '/manageClass/12/resultReview/9100',
    );

    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByTitle('Chờ chấm'));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ResultsStaffQuery').at(-1)?.variables).toMatchObject({
        filter: { status: 'WAITING_SCORE' },
        page: 1,
      }),
    );
  }, 30_000);

  it('says when there is nothing yet', async () => {
    renderApp({
      path: '/results',
      role: 'SPECIALIZE',
      gateway: { results: () => page([], { total: 0 }), classes: () => page([]) },
    });
    expect(await screen.findByText('Chưa có kết quả nào.')).toBeInTheDocument();
  }, 30_000);
});
