import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildExercise, buildFigures, buildTag } from '../../test/bankFactories';
import { buildCourse, buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const me = buildUser({ role: 'TEACHER', name: 'Phạm Thu Hà' });
const lists = { courses: page([]), tags: page([]) };

describe('exercise bank list', () => {
  it('is for staff: a student gets the 403 page', async () => {
    renderApp({ path: '/exercise/teacher', role: 'STUDENT' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });

  it('lists a teacher’s exercises with their figures and the writer’s actions', async () => {
    const mine = buildExercise({
      name: 'Unit 3 listening',
      owner: me,
      viewerCanWrite: true,
      course: buildCourse({ name: 'IELTS 6.5' }),
      scoringMode: 'HYBRID',
      assigned: true,
      tags: [buildTag({ name: 'Part 1' })],
      figures: buildFigures({ questionCount: 4, totalPoints: 12.5 }),
    });
    const { calls } = renderApp({
      path: '/exercise/teacher',
      role: 'TEACHER',
      viewer: me,
      gateway: { ...lists, exercises: page([mine], { total: 31 }) },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Unit 3 listening' })).toHaveAttribute(
      'href',
      `/exercise/createExcercises/preview?id=${String(mine.id)}`,
    );
    for (const text of [
      'IELTS 6.5',
      'Nghe',
      'Kết hợp',
      '4',
      '12,5',
      'Part 1',
      'Phạm Thu Hà',
      'Đã giao cho lớp',
    ])
      expect(within(table).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('31 bài tập')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Sửa bài tập Unit 3 listening' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Xóa bài tập Unit 3 listening' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ExerciseListQuery')?.variables).toMatchObject({
      store: 'PRIVATE',
      page: 1,
    });
    expect(screen.getByRole('button', { name: /Tạo bài tập/ })).toBeInTheDocument();
  }, 240_000);

  it('lets a teacher copy a common exercise ("clone success") and opens the copy in the builder', async () => {
    const common = buildExercise({ name: 'Cambridge 18 Test 1', store: 'COMMON', owner: null });
    const { user, calls, router } = renderApp({
      path: '/exercise/general',
      role: 'TEACHER',
      viewer: me,
      gateway: {
        ...lists,
        exercises: page([common]),
        copyExercise: () => ({
          exercise: { ...common, id: '777', store: 'PRIVATE', owner: me, viewerCanWrite: true },
          errors: [],
        }),
      },
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Cambridge 18 Test 1');
    // The common store is the administrators’ to write: a teacher reads and copies.
    expect(within(table).queryByRole('button', { name: 'Sửa bài tập Cambridge 18 Test 1' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Xóa bài tập Cambridge 18 Test 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tạo bài tập/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Sao chép bài tập Cambridge 18 Test 1' }));
    expect(await screen.findByText('Sao chép thành công')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ExerciseCopyMutation')?.variables).toEqual({
      input: { exerciseId: String(common.id) },
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/exercise/teacher/createExcercises?id=777',
      ),
    );
  }, 240_000);

  it('says "clone fail" when the copy is refused, and why an assigned exercise cannot be deleted', async () => {
    const mine = buildExercise({ name: 'Mock test 2', owner: me, viewerCanWrite: true, assigned: true });
    const { user } = renderApp({
      path: '/exercise/teacher',
      role: 'TEACHER',
      viewer: me,
      gateway: {
        ...lists,
        exercises: page([mine]),
        copyExercise: () => {
          throw new GraphQLError('Không sao chép được', { extensions: { code: 'BAD_USER_INPUT' } });
        },
        deleteExercise: () => {
          throw new GraphQLError('Bài tập đã được giao cho lớp nên không thể xóa', {
            extensions: { code: 'CONFLICT' },
          });
        },
      },
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Mock test 2');
    await user.click(within(table).getByRole('button', { name: 'Sao chép bài tập Mock test 2' }));
    expect(await screen.findByText('Sao chép thất bại')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Xóa bài tập Mock test 2' }));
    expect(
      await screen.findByText('Bài tập này đã được giao cho lớp nên máy chủ sẽ không cho xóa.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Không xóa được bài tập')).toBeInTheDocument();
    expect(screen.getByText('Bài tập đã được giao cho lớp nên không thể xóa')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Mock test 2')).toBeInTheDocument();
  }, 240_000);
});
