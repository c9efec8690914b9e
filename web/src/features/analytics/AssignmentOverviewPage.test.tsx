import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssignment, buildClass, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const klass = buildClass({ id: '7', name: 'IELTS 6.5 - K12' });
const an = buildUser({ id: 's1', name: 'Lê Văn An' });
const binh = buildUser({ id: 's2', name: 'Phạm Thị Bình' });
const chi = buildUser({ id: 's3', name: 'Hoàng Minh Chí' });
const row = (student: unknown, status: string, extra: Record<string, unknown> = {}) => ({
  student,
  status,
  attemptId: null,
  attempt: null,
  score: null,
  startedAt: null,
  submittedAt: null,
  markedAt: null,
  hasDraft: false,
  ...extra,
});
const buckets = Array.from({ length: 10 }, (_, bucket) => ({
  bucket,
  from: bucket * 10,
  to: bucket * 10 + 10,
  count: bucket === 8 ? 1 : 0,
}));
const assignment = buildAssignment({
  id: 'a1',
  title: 'Mid-term test',
  class: klass,
  exercise: {
    id: 'e1',
    name: 'Present perfect',
    topicGroup: 'GRAMMAR',
    scoringMode: 'AUTO',
    store: 'COMMON',
  },
  studentStatuses: [
    row(an, 'PASS', { attemptId: 'r1', attempt: 2, score: 80, submittedAt: '2026-09-10T03:00:00.000Z' }),
    row(binh, 'WAITING_SCORE', { attemptId: 'r2', attempt: 1, hasDraft: true }),
    row(chi, 'NOT_STARTED'),
  ],
  scoreDistribution: buckets,
  partFigures: [
    { partId: 'p1', maxScore: 2, answered: 2, scored: 2, right: 1, rightPercent: 50, averageScore: 1 },
    { partId: 'p2', maxScore: 4, answered: 2, scored: 0, right: 0, rightPercent: null, averageScore: null },
  ],
});

describe('the overview of an assignment (overviewExercise)', () => {
  it("shows every student's status and score, the distribution and each part's success", async () => {
    const { calls } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'TEACHER',
      gateway: { assignment },
    });
    expect(await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' })).toBeInTheDocument();
    const anRow = screen.getByRole('link', { name: 'Lê Văn An' }).closest('tr')!;
    expect(within(anRow).getByText('Đạt')).toBeInTheDocument();
    expect(within(anRow).getByText('80/100')).toBeInTheDocument();
    expect(within(anRow).getByRole('link', { name: 'Mở bài làm' })).toHaveAttribute(
      'href',
      '/manageClass/7/manageClassDetail/s1/examResultView/r1/resultReview',
    );
    const binhRow = screen.getByRole('link', { name: 'Phạm Thị Bình' }).closest('tr')!;
    expect(within(binhRow).getByText('Chờ chấm')).toBeInTheDocument();
    expect(within(binhRow).getByText('Điểm nháp')).toBeInTheDocument();
    expect(within(binhRow).getByRole('link', { name: 'Chấm bài' })).toBeInTheDocument();
    const chiRow = screen.getByRole('link', { name: 'Hoàng Minh Chí' }).closest('tr')!;
    expect(within(chiRow).getByText('Chưa làm')).toBeInTheDocument();
    expect(within(chiRow).queryByRole('link', { name: /Chấm|Mở/ })).toBeNull();
    // The distribution: one student in 80–90.
    const histogram = screen.getByRole('list', { name: 'Phân bố điểm' });
    expect(within(histogram).getAllByRole('listitem')).toHaveLength(10);
    expect(within(histogram).getByLabelText('80–90: 1 học viên')).toBeInTheDocument();
    // Parts: 50 % full points, the other not scored yet.
    expect(screen.getByText('Phần 1 (2 điểm)')).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByText('Chưa chấm')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'AssignmentOverviewQuery')?.variables).toEqual({ id: 'a1' });
  });

  it("brings one student's row first with `overviewExercise/{a}/{b}`", async () => {
    renderApp({ path: '/manageClass/7/overviewExercise/a1/s3', role: 'SPECIALIZE', gateway: { assignment } });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    const chiRow = screen.getByRole('link', { name: 'Hoàng Minh Chí' }).closest('tr')!;
    expect(chiRow.parentElement!.querySelector('tr.ant-table-row')).toBe(chiRow);
    expect(chiRow).toHaveClass('overview-focus');
  });

  it('answers not found for an assignment of another class', async () => {
    renderApp({ path: '/manageClass/8/overviewExercise/a1', role: 'TEACHER', gateway: { assignment } });
    expect(await screen.findByText('Không tìm thấy trang')).toBeInTheDocument();
  });

  it('is not a student page', async () => {
    renderApp({ path: '/manageClass/7/overviewExercise/a1', role: 'STUDENT', gateway: { assignment } });
    expect(await screen.findByText('Bạn không thể mở trang này')).toBeInTheDocument();
  });
});
