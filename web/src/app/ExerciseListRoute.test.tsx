import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildExercise } from '../test/bankFactories';
import { buildAssignment, buildClass, buildUser, page } from '../test/factories';
import { renderApp } from '../test/renderApp';

const me = buildUser({ role: 'TEACHER', name: 'Phạm Thu Hà' });

describe('assigning from the exercise bank ("Giao bài", composed in app/)', () => {
  it('assigns an exercise to a class the teacher manages', { timeout: 90_000 }, async () => {
    const exercise = buildExercise({ id: 'e5', name: 'Unit 3 listening', owner: me, viewerCanWrite: true });
    const mine = buildClass({ id: '7', name: 'IELTS 6.5 - K12', viewerCanManage: true });
    const examined = buildClass({ id: '8', name: 'Foundation - K3', viewerCanManage: false });
    const { user, calls } = renderApp({
      path: '/exercise/teacher',
      role: 'TEACHER',
      viewer: me,
      gateway: {
        courses: page([]),
        tags: page([]),
        exercises: page([exercise]),
        classes: page([mine, examined]),
        createAssignment: () => ({ assignment: buildAssignment({ class: mine }), errors: [] }),
      },
    });
    await screen.findByRole('link', { name: 'Unit 3 listening' });
    // The button's code loads lazily with the dialog's.
    await user.click(await screen.findByTitle('Giao Unit 3 listening cho một lớp', {}, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Tiêu đề')).toHaveValue('Unit 3 listening');
    await user.click(within(dialog).getByLabelText('Lớp'));
    // Only the classes the teacher manages are offered.
    await user.click(await screen.findByTitle('IELTS 6.5 - K12'));
    expect(screen.queryByTitle('Foundation - K3')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Giao bài/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'AssignmentCreateMutation')?.variables).toMatchObject({
        input: { classId: '7', exerciseId: 'e5', title: 'Unit 3 listening', maxAccesses: 3 },
      }),
    );
    expect(await screen.findByText('Giao bài thành công')).toBeInTheDocument();
  });

  it('offers no assign action to an examiner', async () => {
    renderApp({
      path: '/exercise/general',
      role: 'SPECIALIZE',
      gateway: {
        courses: page([]),
        tags: page([]),
        exercises: page([buildExercise({ name: 'Common set' })]),
      },
    });
    expect(await screen.findByRole('link', { name: 'Common set' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Giao .* cho một lớp$/ })).toBeNull();
  });
});
