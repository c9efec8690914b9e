import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, buildClassStudent, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const an = buildUser({ name: 'Nguyễn Văn An' });
const binh = buildUser({ name: 'Phạm Thu Hà' });
const score = (overrides: Record<string, unknown>) => ({
  id: 's0',
  class: null,
  student: an,
  assignment: null,
  kind: 'SCORE_PRESENTATION',
  value: 7.5,
  note: '',
  createdAt: '2026-09-15T00:00:00.000Z',
  ...overrides,
});
const anScore = score({ id: 's1', student: an, value: 7.5, note: 'Trình bày tốt' });
const binhScore = score({
  id: 's2',
  student: binh,
  kind: 'SCORE_TEST',
  value: 8,
  assignment: { id: 'a1', title: 'Unit 3 test' },
});
const klass = buildClass({ name: 'IELTS 6.5 - K12', scores: [anScore, binhScore] });
/** The table row of a student (role queries on the whole page are slow). */
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const PATH = `/manageClass/${String(klass.id)}/manageClassDetail?tab=scores`;

describe('scores of a class (staff)', () => {
  it('is a staff tab: a student opening it gets their own view of the class, with no tabs', async () => {
    const mine = {
      ...klass,
      viewerCanManage: false,
      viewerMembership: buildClassStudent({ status: 'ACTIVE' }),
    };
    renderApp({ path: PATH, role: 'STUDENT', gateway: { myClasses: [mine], class: mine } });
    expect(await screen.findByRole('heading', { level: 1, name: 'IELTS 6.5 - K12' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Điểm của tôi' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('changes a score and shows the new value in its row', async () => {
    const { user, calls } = renderApp({
      path: PATH,
      role: 'SPECIALIZE',
      gateway: {
        class: klass,
        updateScore: ({ input }: { input: { id: string; value: number; note: string; kind: string } }) => ({
          score: { ...anScore, ...input },
          errors: [],
        }),
      },
    });
    await user.click(await screen.findByLabelText('Sửa điểm của Nguyễn Văn An'));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText('Điểm');
    await waitFor(() => expect(value).toHaveValue('7.5'));
    await user.clear(value);
    await user.type(value, '9');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));

    expect(await screen.findByText('Đã lưu điểm')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ScoreUpdateMutation')?.variables).toEqual({
      input: { id: 's1', kind: 'SCORE_PRESENTATION', value: 9, note: 'Trình bày tốt' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Nguyễn Văn An')).getByText('9')).toBeInTheDocument();
  }, 60_000);

  it('shows the server’s refusal under the score and keeps the row until the server agrees', async () => {
    const { user, calls } = renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: {
        class: klass,
        updateScore: () => ({
          score: null,
          errors: [{ field: 'value', messages: ['Điểm vượt quá điểm tối đa của bài tập'] }],
        }),
      },
    });
    await user.click(await screen.findByLabelText('Sửa điểm của Phạm Thu Hà'));
    const dialog = await screen.findByRole('dialog');
    const value = within(dialog).getByLabelText('Điểm');
    await user.clear(value);
    await user.type(value, '60');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));

    expect(await within(dialog).findByText('Điểm vượt quá điểm tối đa của bài tập')).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.operationName === 'ScoreUpdateMutation')).toHaveLength(1);
    // The score is for an assignment: the row keeps its value until the server agrees.
    expect(within(rowOf('Phạm Thu Hà')).getByText('8')).toBeInTheDocument();
  });

  it('deletes a score after confirming', async () => {
    const { user, calls } = renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: {
        class: klass,
        deleteScore: ({ input }: { input: { id: string } }) => ({ deletedId: input.id, errors: [] }),
      },
    });
    await user.click(await screen.findByLabelText('Xóa điểm của Phạm Thu Hà'));
    expect((await screen.findAllByText('Xóa điểm của Phạm Thu Hà?')).length).toBeGreaterThan(0);
    // The confirmation's own button (a role query over the whole page is slow here).
    await user.click(screen.getByText('Xóa').closest('button')!);

    expect(await screen.findByText('Đã xóa điểm')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ScoreDeleteMutation')?.variables).toEqual({
      input: { id: 's2' },
    });
    await waitFor(() => expect(screen.queryByText('Phạm Thu Hà')).toBeNull());
    expect(rowOf('Nguyễn Văn An')).toBeInTheDocument();
  });
});
