import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buildExercise } from '../../test/bankFactories';
import { buildClassStudent, buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { buildAssignment, buildResult } from '../../test/resultFactories';

const an = buildUser({ name: 'Nguyễn Văn An' });
const binh = buildUser({ name: 'Phạm Thị Bình' });
const chi = buildUser({ name: 'Hoàng Minh Chí' });
const exercise = buildExercise({
  id: '55',
  name: 'Present perfect practice',
  assigned: true,
  questions: [
    {
      id: 'q1',
      title: 'Present perfect',
      parts: [
        {
          id: '701',
          score: 2,
          content: { __typename: 'ChoiceContent', prompt: 'She ___ in Hanoi since 2019.', options: [] },
        },
        { id: '702', score: 0, content: { __typename: 'PassageContent', text: 'A short passage.' } },
        {
          id: '703',
          score: 4,
          content: {
            __typename: 'WritingContent',
            prompt: 'Describe your home town.',
            minWords: 50,
            maxWords: 200,
          },
        },
      ],
    },
  ],
});
const k12 = {
  id: '12',
  name: 'IELTS 6.5 - K12',
  students: [an, binh, chi].map((student) => buildClassStudent({ student, status: 'ACTIVE' })),
};
const exam = buildAssignment({
  id: '301',
  title: 'Unit 3 test',
  kind: 'TEST',
  maxScore: 10,
  class: k12,
  createdAt: '2026-09-10T00:00:00.000Z',
  stats: {
    studentsTotal: 3,
    submitted: 2,
    waitingScore: 1,
    passed: 1,
    failed: 0,
    unfinished: 1,
    averageScore: 8,
  },
  results: [
    buildResult({ id: '9001', student: an, status: 'PASS', statusLabel: 'DONE', score: 8 }),
    buildResult({
      id: '9002',
      student: binh,
      status: 'WAITING_SCORE',
      statusLabel: 'UNMARKED',
      score: null,
      markedAt: null,
    }),
  ],
  partFigures: [
    { partId: '701', maxScore: 2, answered: 2, scored: 2, right: 1, rightPercent: 50, averageScore: 1 },
    { partId: '703', maxScore: 4, answered: 2, scored: 0, right: 0, rightPercent: null, averageScore: null },
  ],
});
const older = buildAssignment({
  id: '300',
  title: 'Unit 3 homework',
  class: { id: '3', name: 'Foundation - K3', students: [] },
  createdAt: '2026-09-01T00:00:00.000Z',
});

const gateway = {
  exercise: () => exercise,
  assignments: ({ filter }: { filter: { ids?: string[]; exerciseIds?: string[] } }) =>
    page(
      filter.ids
        ? [exam, older].filter((a) => filter.ids!.includes(String(a.id)))
        : filter.exerciseIds?.includes('55')
          ? [older, exam]
          : [],
    ),
};

describe('/exercise/general/{exerciseId}/examResult/{examId}', () => {
  it("shows each student's result and, per part, the share answered right", async () => {
    renderApp({ path: '/exercise/general/55/examResult/301', role: 'TEACHER', gateway });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kết quả: Unit 3 test' }),
    ).toBeInTheDocument();

    const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);
    expect(rowOf('Nguyễn Văn An').getByText('Đã trả bài')).toBeInTheDocument();
    expect(rowOf('Nguyễn Văn An').getByText('8/10')).toBeInTheDocument();
    expect(rowOf('Nguyễn Văn An').getByRole('link', { name: /Xem lại/ })).toHaveAttribute(
      'href',
      '/manageClass/12/resultReview/9001',
    );
    expect(rowOf('Phạm Thị Bình').getByText('Chưa chấm')).toBeInTheDocument();
    // A student of the class with no attempt is listed as unfinished.
    expect(rowOf('Hoàng Minh Chí').getByText('Chưa hoàn thành')).toBeInTheDocument();
    expect(rowOf('Hoàng Minh Chí').queryByRole('link')).toBeNull();

    // Parts numbered as the students saw them (the passage takes no number).
    const choice = rowOf('She ___ in Hanoi since 2019.');
    expect(choice.getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(choice.getByText('1/2 (50%)')).toBeInTheDocument();
    const writing = rowOf('Describe your home town.');
    expect(writing.getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
    expect(writing.getByText('Chưa chấm')).toBeInTheDocument();
    expect(screen.queryByText('A short passage.')).toBeNull();
  }, 30_000);

  it("opens the exercise's latest assignment when none is named, and switches between them", async () => {
    const { router, user } = renderApp({ path: '/exercise/general/55/examResult', role: 'ADMIN', gateway });
    await waitFor(() => expect(router.state.location.pathname).toBe('/exercise/general/55/examResult/301'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kết quả: Unit 3 test' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Lớp được giao bài' }));
    await user.click(await screen.findByTitle('Unit 3 homework · Foundation - K3'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exercise/general/55/examResult/300'));
    expect(await screen.findByText('Lớp chưa có học viên.')).toBeInTheDocument();
  }, 30_000);

  it('says when the exercise was never assigned, in English too', async () => {
    renderApp({ path: '/exercise/general/56/examResult', role: 'TEACHER', gateway });
    expect(await screen.findByText('Bài tập này chưa được giao cho lớp nào.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText('This exercise has not been assigned to a class yet.'),
    ).toBeInTheDocument();
  }, 30_000);

  it('is a staff page: a student gets the forbidden page', async () => {
    renderApp({ path: '/exercise/general/55/examResult/301', role: 'STUDENT', gateway });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  }, 30_000);
});

describe('links to the exam results', () => {
  it('the exercise list links an assigned exercise to its exam results', async () => {
    renderApp({
      path: '/exercise/teacher',
      role: 'TEACHER',
      viewer: buildUser({ role: 'TEACHER' }),
      gateway: { exercises: page([exercise]), tags: page([]), courses: page([]) },
    });
    const button = await screen.findByLabelText('Kết quả thi của Present perfect practice');
    expect(button.closest('a')).toHaveAttribute('href', '/exercise/general/55/examResult');
  }, 30_000);
});
