import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 300 });

function buildFeedback(overrides: Record<string, unknown> = {}) {
  return {
    id: '21',
    classId: '12',
    className: 'IELTS 6.5 - K12',
    authorId: '5',
    authorName: 'Lê Văn An',
    authorEmail: 'an@academy.test',
    anonymous: false,
    isOwn: false,
    rating: 5,
    content: 'Cô chữa Writing rất kỹ.',
    createdAt: '2026-09-07T15:10:00.000Z',
    updatedAt: '2026-09-07T15:10:00.000Z',
    ...overrides,
  };
}

const classes = [
  { id: '12', name: 'IELTS 6.5 - K12', viewerMembership: { id: 'm1', status: 'ACTIVE' } },
  { id: '13', name: 'Giao tiếp B1', viewerMembership: { id: 'm2', status: 'REQUEST' } },
];

describe('/feedback/createFeedback', () => {
  it('refuses a missing rating and an empty text, then sends anonymous feedback on the student’s class', async () => {
    const sent: unknown[] = [];
    const { user, router } = renderApp({
      path: '/feedback/createFeedback?classId=12',
      role: 'STUDENT',
      gateway: {
        myClasses: classes,
        feedbacks: () => page([]),
        createFeedback: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return { feedback: buildFeedback({ ...input, id: '30', isOwn: true }), errors: [] };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nhận xét lớp học' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: /Lớp/ });
    // Only the classes the student studies in (not a pending request).
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['IELTS 6.5 - K12']);
    await user.click(screen.getByRole('button', { name: 'Gửi nhận xét' }));
    expect(await screen.findByText('Hãy chọn mức đánh giá từ 1 đến 5 sao')).toBeInTheDocument();
    expect(screen.getByText('Hãy viết vài dòng nhận xét về lớp học')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 sao' }));
    await user.type(screen.getByLabelText(/Nhận xét của bạn/), 'Lớp vui, bài tập vừa sức.');
    await user.click(screen.getByLabelText('Ẩn danh với giáo viên'));
    await user.click(screen.getByRole('button', { name: 'Gửi nhận xét' }));
    expect(await screen.findByText('Cảm ơn bạn đã nhận xét')).toBeInTheDocument();
    expect(sent).toEqual([
      { classId: '12', rating: 4, content: 'Lớp vui, bài tập vừa sức.', anonymous: true },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback'));
  }, 40_000);

  it('shows the server’s refusal under its field', async () => {
    const { user } = renderApp({
      path: '/feedback/createFeedback?classId=12',
      role: 'STUDENT',
      gateway: {
        myClasses: classes,
        feedbacks: () => page([]),
        createFeedback: () => ({
          feedback: null,
          errors: [
            { field: 'classId', messages: ['Hãy chọn một lớp bạn đang học: chỉ nhận xét được lớp của mình'] },
          ],
        }),
      },
    });
    await user.click(await screen.findByRole('radio', { name: '5 sao' }));
    await user.type(screen.getByLabelText(/Nhận xét của bạn/), 'Tốt');
    await user.click(screen.getByRole('button', { name: 'Gửi nhận xét' }));
    expect(
      await screen.findByText('Hãy chọn một lớp bạn đang học: chỉ nhận xét được lớp của mình'),
    ).toBeInTheDocument();
  }, 40_000);
});

describe('feedback for staff', () => {
  it('shows the class tab’s summary and an anonymous author as such', async () => {
    const klass = {
      id: '12',
      name: 'IELTS 6.5 - K12',
      classCode: 'K12',
      viewerCanManage: true,
      course: null,
      startDate: '2026-09-07',
      expectedEndDate: '2026-12-18',
      studyTimeStart: '18:00',
      studyTimeEnd: '19:30',
      weekdays: [1, 3],
      classroomOnline: '',
      classroomOffline: '',
      teachers: [],
      feedbackSummary: {
        classId: '12',
        className: 'IELTS 6.5 - K12',
        count: 2,
        average: 3.5,
        distribution: [
          { rating: 1, count: 0 },
          { rating: 2, count: 1 },
          { rating: 3, count: 0 },
          { rating: 4, count: 0 },
          { rating: 5, count: 1 },
        ],
      },
    };
    renderApp({
      path: '/manageClass/12/manageClassDetail?tab=feedback',
      role: 'TEACHER',
      viewer: buildUser({ role: 'TEACHER' }),
      gateway: {
        class: klass,
        feedbacks: () => ({
          items: [
            buildFeedback({
              anonymous: true,
              authorId: null,
              authorName: null,
              authorEmail: null,
              rating: 2,
              content: 'Lớp hay bắt đầu muộn.',
            }),
            buildFeedback({ id: '22' }),
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
      },
    });
    const summary = await screen.findByRole(
      'region',
      { name: 'Tóm tắt lớp IELTS 6.5 - K12' },
      { timeout: 15_000 },
    );
    expect(within(summary).getByText('3,5')).toBeInTheDocument();
    expect(within(summary).getByText('2 nhận xét')).toBeInTheDocument();
    const anonymous = (await screen.findByText('Lớp hay bắt đầu muộn.')).closest('li');
    expect(anonymous).toHaveTextContent('Học viên ẩn danh');
    expect(anonymous).not.toHaveTextContent('Lê Văn An');
    expect(screen.getByText('Cô chữa Writing rất kỹ.').closest('li')).toHaveTextContent('Lê Văn An');
  }, 40_000);
});
