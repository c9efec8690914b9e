import { screen, waitFor, within } from '@testing-library/react';
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
  redoRequested: false,
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
    {
      partId: 'p1',
      questionId: 'q1',
      questionTitle: 'Present perfect',
      number: 1,
      maxScore: 2,
      answered: 2,
      scored: 2,
      right: 1,
      rightPercent: 50,
      averageScore: 1,
    },
    {
      partId: 'p2',
      questionId: 'q2',
      questionTitle: 'Home town essay',
      number: 3,
      maxScore: 4,
      answered: 2,
      scored: 0,
      right: 0,
      rightPercent: null,
      averageScore: null,
    },
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
    // Parts by their question's title and number in the exam (question 2 nobody answered): 50 % full points,
    // the other not scored yet.
    expect(screen.getByText('Câu 1: Present perfect (2 điểm)')).toBeInTheDocument();
    expect(screen.getByText('Câu 3: Home town essay (4 điểm)')).toBeInTheDocument();
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

describe('the overview’s actions: pausing, letting go on, asking for a redo (issue 13)', () => {
  const dung = buildUser({ id: 's4', name: 'Trần Thu Dung' });
  const withActions = {
    ...assignment,
    studentStatuses: [
      row(an, 'PASS', { attemptId: 'r1', attempt: 1, score: 80, submittedAt: '2026-09-10T03:00:00.000Z' }),
      row(binh, 'IN_PROGRESS', { attemptId: 'r2', attempt: 1, startedAt: '2026-09-10T03:00:00.000Z' }),
      row(chi, 'HOLDING', { attemptId: 'r3', attempt: 1, startedAt: '2026-09-10T03:00:00.000Z' }),
      row(dung, 'FAIL', { attemptId: 'r4', attempt: 1, score: 20, redoRequested: true }),
    ],
  };
  const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

  it('asks for a redo with a note after a confirmation; the row says it was asked', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'TEACHER',
      gateway: {
        assignment: withActions,
        requestRedo: ({ input }: { input: { attemptId: string; note: string } }) => {
          sent.push(input);
          return {
            result: {
              id: input.attemptId,
              status: 'PASS',
              redoRequested: true,
              redoRequestedAt: '2026-09-11T03:00:00.000Z',
              redoNote: input.note,
            },
            errors: [],
          };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    // Asked already: no second button, a tag instead.
    expect(within(rowOf('Trần Thu Dung')).getByText('Đã yêu cầu làm lại')).toBeInTheDocument();
    expect(within(rowOf('Trần Thu Dung')).queryByRole('button', { name: 'Yêu cầu làm lại' })).toBeNull();

    await user.click(within(rowOf('Lê Văn An')).getByRole('button', { name: 'Yêu cầu làm lại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu Lê Văn An làm lại bài này?' });
    await user.click(within(dialog).getByLabelText('Lời nhắn cho học viên (không bắt buộc)'));
    await user.paste('Viết lại đoạn mở bài');
    await user.click(within(dialog).getByRole('button', { name: 'Yêu cầu làm lại' }));
    await waitFor(() => expect(sent).toEqual([{ attemptId: 'r1', note: 'Viết lại đoạn mở bài' }]));
    expect(await screen.findByText('Đã yêu cầu học viên làm lại bài')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('Lê Văn An')).getByText('Đã yêu cầu làm lại')).toBeInTheDocument(),
    );
  });

  it('keeps the dialog and the note when the server refuses, with its reason', async () => {
    const { user } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'SPECIALIZE',
      gateway: {
        assignment: withActions,
        requestRedo: () => ({
          result: null,
          errors: [
            { field: null, messages: ['Bài tập đã quá hạn nộp: hãy gia hạn trước khi yêu cầu làm lại'] },
          ],
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    await user.click(within(rowOf('Lê Văn An')).getByRole('button', { name: 'Yêu cầu làm lại' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Cố lên');
    await user.click(within(dialog).getByRole('button', { name: 'Yêu cầu làm lại' }));
    expect(
      await within(dialog).findByText('Bài tập đã quá hạn nộp: hãy gia hạn trước khi yêu cầu làm lại'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Cố lên');
    expect(within(rowOf('Lê Văn An')).queryByText('Đã yêu cầu làm lại')).toBeNull();
  });

  const holding = (role: 'ADMIN' | 'TEACHER', sent: unknown[]) =>
    renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role,
      gateway: {
        assignment: withActions,
        holdAttempt: ({ input }: { input: { attemptId: string; hold: boolean } }) => {
          sent.push(input);
          return { attemptId: input.attemptId, status: input.hold ? 'HOLDING' : 'UNFINISHED', errors: [] };
        },
      },
    });

  it('pauses work being taken after a confirmation', async () => {
    const sent: unknown[] = [];
    const { user } = holding('ADMIN', sent);
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    expect(within(rowOf('Phạm Thị Bình')).getByText('Đang làm')).toBeInTheDocument();
    await user.click(within(rowOf('Phạm Thị Bình')).getByRole('button', { name: 'Tạm dừng' }));
    const hold = await screen.findByRole('dialog', { name: /Tạm dừng bài đang làm của Phạm Thị Bình/ });
    await user.click(within(hold).getByRole('button', { name: 'Tạm dừng' }));
    await waitFor(() => expect(sent).toEqual([{ attemptId: 'r2', hold: true }]));
    expect(await screen.findByText('Đã tạm dừng bài làm')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rowOf('Phạm Thị Bình')).getByRole('button', { name: 'Cho làm tiếp' }),
      ).toBeInTheDocument(),
    );
  });

  it('lets paused work go on after a confirmation', async () => {
    const sent: unknown[] = [];
    const { user } = holding('TEACHER', sent);
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    await user.click(within(rowOf('Hoàng Minh Chí')).getByRole('button', { name: 'Cho làm tiếp' }));
    const go = await screen.findByRole('dialog', { name: /Cho Hoàng Minh Chí làm tiếp bài này/ });
    await user.click(within(go).getByRole('button', { name: 'Cho làm tiếp' }));
    await waitFor(() => expect(sent).toEqual([{ attemptId: 'r3', hold: false }]));
    expect(await screen.findByText('Đã cho học viên làm tiếp')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Hoàng Minh Chí')).getByText('Đang làm')).toBeInTheDocument());
  });

  it('says why the server refused to pause', async () => {
    const { user } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'TEACHER',
      gateway: {
        assignment: withActions,
        holdAttempt: () => ({
          attemptId: null,
          status: null,
          errors: [{ field: null, messages: ['Chỉ tạm dừng được bài đang làm'] }],
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    await user.click(within(rowOf('Phạm Thị Bình')).getByRole('button', { name: 'Tạm dừng' }));
    const hold = await screen.findByRole('dialog');
    await user.click(within(hold).getByRole('button', { name: 'Tạm dừng' }));
    expect(await screen.findByText('Chỉ tạm dừng được bài đang làm')).toBeInTheDocument();
    expect(within(rowOf('Phạm Thị Bình')).getByText('Đang làm')).toBeInTheDocument();
  });
});
