import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssignment, buildClass, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const klass = buildClass({ id: '7', name: 'IELTS 6.5 - K12' });
const an = buildUser({ id: 's1', name: 'Lê Văn An' });
const binh = buildUser({ id: 's2', name: 'Phạm Thị Bình' });
const row = (student: unknown, accommodation: unknown) => ({
  student,
  status: 'NOT_STARTED',
  attemptId: null,
  attempt: null,
  score: null,
  startedAt: null,
  submittedAt: null,
  markedAt: null,
  hasDraft: false,
  redoRequested: false,
  accommodation,
});
const assignment = buildAssignment({
  id: 'a1',
  title: 'Mid-term test',
  class: klass,
  timeLimit: 40,
  studentStatuses: [
    row(an, null),
    row(binh, {
      extraTimePercent: null,
      extraTimeMinutes: 15,
      extraAttempts: 1,
      source: 'STANDING',
      extraMinutes: 15,
    }),
  ],
  scoreDistribution: [],
  partFigures: [],
});
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
type Input = Record<string, unknown>;

describe('accommodations on the assignment overview (issue 31 point 1)', () => {
  it('shows each student’s extra time and gives one 25 % through the form', async () => {
    const sent: Input[] = [];
    const { user } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'TEACHER',
      gateway: {
        assignment,
        setAssignmentAccommodation: ({ input }: { input: Input }) => {
          sent.push(input);
          return {
            accommodation: {
              extraTimePercent: 25,
              extraTimeMinutes: null,
              extraAttempts: 0,
              source: 'ASSIGNMENT',
              extraMinutes: 10,
            },
            errors: [],
          };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    expect(within(rowOf('Phạm Thị Bình')).getByText('+15 phút')).toBeInTheDocument();
    expect(within(rowOf('Phạm Thị Bình')).getByText('+1 lần làm')).toBeInTheDocument();
    expect(within(rowOf('Phạm Thị Bình')).getByText('thiết lập chung')).toBeInTheDocument();

    await user.click(within(rowOf('Lê Văn An')).getByRole('button', { name: 'Điều chỉnh cho Lê Văn An' }));
    const dialog = await screen.findByRole('dialog', { name: 'Điều chỉnh cho Lê Văn An ở bài này' });
    const amount = within(dialog).getByLabelText('Thời gian thêm (phần trăm, 0 đến 200)');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          assignmentId: 'a1',
          studentId: 's1',
          extraTimePercent: 25,
          extraTimeMinutes: null,
          extraAttempts: 0,
        },
      ]),
    );
    expect(await screen.findByText('Đã lưu điều chỉnh')).toBeInTheDocument();
    // The row shows what the server answered, without reading the overview again.
    expect(await within(rowOf('Lê Văn An')).findByText('+25 %')).toBeInTheDocument();
  });

  it('goes back to the standing setting, which the row then shows', async () => {
    const withOverride = {
      ...assignment,
      studentStatuses: [
        row(an, null),
        row(binh, {
          extraTimePercent: 50,
          extraTimeMinutes: null,
          extraAttempts: 0,
          source: 'ASSIGNMENT',
          extraMinutes: 20,
        }),
      ],
    };
    const { user } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'TEACHER',
      gateway: {
        assignment: withOverride,
        clearAssignmentAccommodation: () => ({
          cleared: true,
          accommodation: {
            extraTimePercent: null,
            extraTimeMinutes: 15,
            extraAttempts: 0,
            source: 'STANDING',
            extraMinutes: 15,
          },
          errors: [],
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    expect(within(rowOf('Phạm Thị Bình')).getByText('+50 %')).toBeInTheDocument();
    await user.click(
      within(rowOf('Phạm Thị Bình')).getByRole('button', { name: 'Điều chỉnh cho Phạm Thị Bình' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Trở về thiết lập chung' }));
    expect(await within(rowOf('Phạm Thị Bình')).findByText('+15 phút')).toBeInTheDocument();
    expect(within(rowOf('Phạm Thị Bình')).getByText('thiết lập chung')).toBeInTheDocument();
  });

  it('refuses a percent above 200 in the form, and shows the server’s mistakes under their fields', async () => {
    const sent: Input[] = [];
    const { user } = renderApp({
      path: '/manageClass/7/overviewExercise/a1',
      role: 'ADMIN',
      gateway: {
        assignment,
        setAssignmentAccommodation: ({ input }: { input: Input }) => {
          sent.push(input);
          return {
            accommodation: null,
            errors: [{ field: 'extraTimeMinutes', messages: ['Thời gian thêm từ 0 đến 600 phút'] }],
          };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    await user.click(within(rowOf('Lê Văn An')).getByRole('button', { name: 'Điều chỉnh cho Lê Văn An' }));
    const dialog = await screen.findByRole('dialog');
    const percent = within(dialog).getByLabelText('Thời gian thêm (phần trăm, 0 đến 200)');
    await user.clear(percent);
    await user.type(percent, '250');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    expect(await within(dialog).findByText('Thời gian thêm từ 0 đến 200 phần trăm')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Phút' }));
    const minutes = within(dialog).getByLabelText('Thời gian thêm (phút, 0 đến 600)');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    expect(await within(dialog).findByText('Thời gian thêm từ 0 đến 600 phút')).toBeInTheDocument();
    expect(sent).toEqual([
      { assignmentId: 'a1', studentId: 's1', extraTimePercent: null, extraTimeMinutes: 30, extraAttempts: 0 },
    ]);
  });

  it('offers no form to an examiner', async () => {
    renderApp({ path: '/manageClass/7/overviewExercise/a1', role: 'SPECIALIZE', gateway: { assignment } });
    await screen.findByRole('heading', { name: 'Tổng quan: Mid-term test' });
    expect(within(rowOf('Phạm Thị Bình')).getByText('+15 phút')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Điều chỉnh/ })).toBeNull();
  });
});
