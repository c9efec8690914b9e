import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, buildLesson } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

describe('deleting a lesson from the schedule', () => {
  it('asks first, deletes, and reads the renumbered lessons again', async () => {
    const first = buildLesson({ sessionNumber: 1, studyDate: '2026-09-07' });
    const second = buildLesson({ sessionNumber: 2, studyDate: '2026-09-09' });
    const third = buildLesson({ sessionNumber: 3, studyDate: '2026-09-11' });
    let lessons = [first, second, third];
    const klass = buildClass({ name: 'IELTS 6.5 - K12', viewerCanManage: true });
    const { user, calls } = renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
      role: 'TEACHER',
      gateway: {
        class: () => ({ ...klass, lessons }),
        deleteLesson: ({ input }: { input: { id: string } }) => {
          // The server numbers the later sessions again.
          lessons = [first, { ...third, sessionNumber: 2 }];
          return { deletedId: input.id, errors: [] };
        },
      },
    });
    await user.click(await screen.findByLabelText('Xóa buổi 2'));
    expect((await screen.findAllByText(/^Xóa buổi 2 \(.*2026\)\?$/)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.operationName === 'LessonDeleteMutation')).toBe(false);
    const reads = calls.filter((c) => c.operationName === 'ClassScheduleTabQuery').length;
    // The confirmation's own button (a role query over the whole page is slow here).
    await user.click(screen.getByText('Xóa').closest('button')!);

    expect(await screen.findByText('Đã xóa buổi học')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'LessonDeleteMutation')?.variables).toEqual({
      input: { id: String(second.id) },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ClassScheduleTabQuery').length).toBeGreaterThan(reads),
    );
    await waitFor(() => {
      expect(screen.getByLabelText('Xóa buổi 1')).toBeInTheDocument();
      expect(screen.getByLabelText('Xóa buổi 2')).toBeInTheDocument();
      expect(screen.queryByLabelText('Xóa buổi 3')).toBeNull();
    });
  }, 60_000);

  it('offers no delete to those who cannot manage the class', async () => {
    const klass = buildClass({ viewerCanManage: false, lessons: [buildLesson({ sessionNumber: 1 })] });
    renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
      role: 'SPECIALIZE',
      gateway: { class: klass },
    });
    expect(await screen.findByText('Unit 1: Describing people')).toBeInTheDocument();
    expect(screen.queryByLabelText('Xóa buổi 1')).toBeNull();
  });
});
