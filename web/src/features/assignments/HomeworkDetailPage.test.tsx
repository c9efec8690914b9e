import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssignment, buildClass, buildClassStudent, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

describe('one assignment of a class (manageClassHomeworkDetail)', () => {
  it('shows its settings and every active student’s latest result, not started included', async () => {
    const klass = buildClass({ id: '7', name: 'IELTS 6.5 - K12', viewerCanManage: true });
    const an = buildUser({ id: 's1', name: 'Lê Văn An' });
    const binh = buildUser({ id: 's2', name: 'Phạm Thị Bình' });
    const assignment = buildAssignment({
      id: 'a1',
      title: 'Mid-term test',
      kind: 'TEST',
      tutorial: 'Làm trong 45 phút',
      timeLimit: 45,
      minScore: 50,
      maxScore: 100,
      maxAccesses: 3,
      class: klass,
      exercise: { id: 'e1', name: 'Present perfect' },
      results: [
        {
          id: 'r1',
          attempt: 2,
          status: 'PASS',
          score: 80,
          submittedAt: '2026-09-10T03:00:00.000Z',
          accessCount: 1,
          student: an,
        },
      ],
    });
    const { calls } = renderApp({
      path: '/manageClass/7/manageClassHomeworkDetail?id=a1',
      role: 'TEACHER',
      gateway: {
        assignment,
        class: {
          ...klass,
          students: [buildClassStudent({ student: an }), buildClassStudent({ student: binh })],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mid-term test' })).toBeInTheDocument();
    expect(screen.getByText('Làm trong 45 phút')).toBeInTheDocument();
    expect(screen.getByText('45 phút')).toBeInTheDocument();
    expect(screen.getByText('tối thiểu 50 · tối đa 100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Present perfect' })).toHaveAttribute(
      'href',
      '/exercise/createExcercises/preview?id=e1',
    );
    const table = screen.getAllByRole('table').at(-1)!;
    const anRow = within(table).getByText('Lê Văn An').closest('tr')!;
    expect(within(anRow).getByText('Đạt')).toBeInTheDocument();
    expect(within(anRow).getByText('80/100')).toBeInTheDocument();
    const binhRow = within(table).getByText('Phạm Thị Bình').closest('tr')!;
    expect(within(binhRow).getByText('Chưa làm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sửa/ })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'HomeworkDetailQuery')?.variables).toEqual({
      id: 'a1',
      classId: '7',
    });
  });

  it('answers an assignment of another class with the not-found page', async () => {
    const other = buildClass({ id: '8' });
    renderApp({
      path: '/manageClass/7/manageClassHomeworkDetail?id=a1',
      role: 'TEACHER',
      gateway: { assignment: buildAssignment({ id: 'a1', class: other }), class: buildClass({ id: '7' }) },
    });
    expect(await screen.findByText(/Không tìm thấy/)).toBeInTheDocument();
  });
});
