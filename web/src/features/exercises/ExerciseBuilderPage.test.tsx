import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildExercise, buildQuestion, choicePart, textEntryPart } from '../../test/bankFactories';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const me = buildUser({ role: 'TEACHER', name: 'Phạm Thu Hà' });
const common = buildQuestion({
  title: 'Where the speaker lives',
  store: 'COMMON',
  parts: [choicePart({ score: 1, weight: 1 }), choicePart({ score: 1, weight: 1 })],
});
const mine = buildQuestion({
  title: 'Library gap fill',
  type: 'GAP_FILL',
  interaction: 'TEXT_ENTRY',
  store: 'PRIVATE',
  owner: me,
  viewerCanWrite: true,
  parts: [textEntryPart({ score: 2, weight: 1 })],
});
const gateway = {
  courses: page([]),
  tags: page([]),
  questions: page([common, mine]),
  questionRegistry: {
    types: [{ type: 'CHOICE_ONE_ANSWER' }, { type: 'GAP_FILL' }],
    weights: [],
    topicGroups: [],
  },
};
const PATH = '/exercise/teacher/createExcercises';

const chosenTitles = () =>
  within(screen.getByRole('region', { name: 'Câu hỏi của bài tập' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('exercise builder', () => {
  it('builds from two questions, reorders them and sends exactly the chosen order', async () => {
    window.sessionStorage.clear();
    const { user, calls, router } = renderApp({
      path: PATH,
      role: 'TEACHER',
      viewer: me,
      gateway: {
        ...gateway,
        createExercise: ({ input }: { input: { name: string } }) => ({
          exercise: { id: '501', name: input.name },
          errors: [],
        }),
      },
    });
    const picker = await screen.findByRole('region', { name: 'Ngân hàng câu hỏi' });
    await user.click(
      await within(picker).findByRole('button', { name: 'Thêm câu hỏi Where the speaker lives' }),
    );
    await user.click(within(picker).getByRole('button', { name: 'Thêm câu hỏi Library gap fill' }));
    expect(chosenTitles()).toEqual(['Câu 1: Where the speaker lives', 'Câu 2: Library gap fill']);
    // Live figures: 3 parts, 4 points; the gap fill is half of them.
    expect(screen.getByText('1 ý · 2 điểm · 50% tổng điểm')).toBeInTheDocument();
    expect(screen.getByText('2 ý · 2 điểm · 50% tổng điểm')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Đưa Library gap fill lên' }));
    expect(chosenTitles()).toEqual(['Câu 1: Library gap fill', 'Câu 2: Where the speaker lives']);

    // The name is required: nothing is sent without it.
    await user.click(screen.getByRole('button', { name: /Lưu và xem trước/ }));
    expect(await screen.findByText('Vui lòng nhập tên bài tập')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ExerciseCreateMutation')).toBe(false);

    await user.click(screen.getByLabelText('Tên bài tập'));
    await user.paste('Unit 3: listening and vocabulary');
    await user.click(screen.getByRole('button', { name: /Lưu và xem trước/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'ExerciseCreateMutation')?.variables).toEqual({
        input: {
          name: 'Unit 3: listening and vocabulary',
          topicGroup: 'OTHER',
          visibility: 'PRIVATE',
          tagIds: [],
          description: '',
          audioPlays: 0,
          questionIds: [String(mine.id), String(common.id)],
        },
      }),
    );
    expect(await screen.findByText('Đã tạo bài tập "Unit 3: listening and vocabulary"')).toBeInTheDocument();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/exercise/createExcercises/preview?id=501',
      ),
    );
    // Saved: the draft is gone.
    expect(window.sessionStorage.getItem('lms.exerciseDraft.teacher.new')).toBeNull();
  }, 300_000);

  it('shows the server’s field errors under the name and above the questions, keeping the draft', async () => {
    window.sessionStorage.clear();
    const { user } = renderApp({
      path: PATH,
      role: 'TEACHER',
      viewer: me,
      gateway: {
        ...gateway,
        createExercise: () => ({
          exercise: null,
          errors: [
            { field: 'name', messages: ['Tên bài tập đã được dùng'] },
            { field: 'questionIds.0', messages: ['Câu hỏi này không thuộc kho bạn được dùng'] },
          ],
        }),
      },
    });
    const picker = await screen.findByRole('region', { name: 'Ngân hàng câu hỏi' });
    await user.click(await within(picker).findByRole('button', { name: 'Thêm câu hỏi Library gap fill' }));
    const name = screen.getByLabelText('Tên bài tập');
    await user.click(name);
    await user.paste('Mock test');
    await user.click(screen.getByRole('button', { name: /Lưu và xem trước/ }));
    expect(await screen.findByText('Tên bài tập đã được dùng')).toBeInTheDocument();
    expect(screen.getByText('Câu hỏi này không thuộc kho bạn được dùng')).toBeInTheDocument();
    expect(name).toHaveValue('Mock test');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(chosenTitles()).toEqual(['Câu 1: Library gap fill']);
  }, 300_000);

  it('sets how often listening recordings play (once for IELTS), new and when editing', async () => {
    window.sessionStorage.clear();
    const { user, calls } = renderApp({
      path: PATH,
      role: 'TEACHER',
      viewer: me,
      gateway: {
        ...gateway,
        createExercise: ({ input }: { input: { name: string } }) => ({
          exercise: { id: '502', name: input.name },
          errors: [],
        }),
      },
    });
    const picker = await screen.findByRole('region', { name: 'Ngân hàng câu hỏi' });
    await user.click(await within(picker).findByRole('button', { name: 'Thêm câu hỏi Library gap fill' }));
    await user.click(screen.getByLabelText('Tên bài tập'));
    await user.paste('IELTS listening 1');
    const plays = screen.getByRole('radiogroup', { name: 'Số lần nghe đoạn ghi âm' });
    expect(within(plays).getByRole('radio', { name: 'Không giới hạn' })).toBeChecked();
    await user.click(within(plays).getByRole('radio', { name: 'Một lần' }));
    await user.click(screen.getByRole('button', { name: /Lưu và xem trước/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'ExerciseCreateMutation')?.variables).toMatchObject({
        input: { name: 'IELTS listening 1', audioPlays: 1 },
      }),
    );
  }, 300_000);

  it('loads the saved number of plays when editing and sends the new one', async () => {
    window.sessionStorage.clear();
    const saved = buildExercise({
      name: 'Mock listening',
      owner: me,
      viewerCanWrite: true,
      audioPlays: 2,
      questions: [mine],
    });
    const { user, calls } = renderApp({
      path: `${PATH}?id=${String(saved.id)}`,
      role: 'TEACHER',
      viewer: me,
      gateway: {
        ...gateway,
        exercise: () => saved,
        updateExercise: ({ input }: { input: { id: string; name: string } }) => ({
          exercise: { id: input.id, name: input.name },
          errors: [],
        }),
      },
    });
    const plays = await screen.findByRole('radiogroup', { name: 'Số lần nghe đoạn ghi âm' });
    expect(within(plays).getByRole('radio', { name: 'Hai lần' })).toBeChecked();
    await user.click(within(plays).getByRole('radio', { name: 'Không giới hạn' }));
    await user.click(screen.getByRole('button', { name: /Lưu và xem trước/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'ExerciseUpdateMutation')?.variables).toMatchObject({
        input: { id: String(saved.id), audioPlays: 0 },
      }),
    );
  }, 300_000);

  it('keeps a draft through a reload of the page', async () => {
    window.sessionStorage.clear();
    const first = renderApp({ path: PATH, role: 'TEACHER', viewer: me, gateway });
    const picker = await screen.findByRole('region', { name: 'Ngân hàng câu hỏi' });
    await first.user.click(
      await within(picker).findByRole('button', { name: 'Thêm câu hỏi Library gap fill' }),
    );
    await first.user.click(screen.getByLabelText('Tên bài tập'));
    await first.user.paste('Draft in progress');
    first.unmount();

    renderApp({ path: PATH, role: 'TEACHER', viewer: me, gateway });
    expect(await screen.findByLabelText('Tên bài tập')).toHaveValue('Draft in progress');
    expect(chosenTitles()).toEqual(['Câu 1: Library gap fill']);
  }, 300_000);

  it('is for writers: an examiner gets the 403 page', async () => {
    renderApp({ path: PATH, role: 'SPECIALIZE', gateway });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });
});
