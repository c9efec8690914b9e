import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssignment, buildClass, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const klass = buildClass({ id: '7', name: 'IELTS 6.5 - K12' });
const PATH = '/manageClass/7/homework';
const exercises = page([
  { id: 'e1', name: 'Present perfect', store: 'COMMON' },
  { id: 'e2', name: 'My reading set', store: 'PRIVATE' },
]);
const tags = page([{ id: 't1', name: 'Giữa kỳ' }]);
const mutations = (calls: { operationName: string }[], name: string) =>
  calls.filter((c) => c.operationName === name);

describe('a class’s assignments (/manageClass/{id}/homework)', () => {
  it('lists title, tutorial, deadline, tag, time limit, kind and submitted/total', async () => {
    const homework = buildAssignment({
      title: 'Unit 3 reading',
      tutorial: 'Đọc kỹ đề',
      tag: { id: 't1', name: 'Giữa kỳ' },
      timeLimit: 45,
      kind: 'TEST',
      deadline: '2099-10-01T16:59:00.000Z',
      stats: { ...(buildAssignment().stats as object), studentsTotal: 12, submitted: 5 },
    });
    renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: { class: { ...klass, assignments: [homework] } },
    });
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Unit 3 reading').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Unit 3 reading' })).toHaveAttribute(
      'href',
      `/manageClass/7/manageClassHomeworkDetail?id=${String(homework.id)}`,
    );
    expect(within(row).getByText('Đọc kỹ đề')).toBeInTheDocument();
    expect(within(row).getByText('Giữa kỳ')).toBeInTheDocument();
    expect(within(row).getByText('45 phút')).toBeInTheDocument();
    expect(within(row).getByText('Bài kiểm tra')).toBeInTheDocument();
    expect(within(row).getByText('5/12')).toBeInTheDocument();
    expect(within(row).getByText(/2099/)).toBeInTheDocument();
  });

  it('is staff only: a student gets the 403 page', async () => {
    renderApp({ path: PATH, role: 'STUDENT' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });

  it('shows an examiner the list without assign, edit or delete', async () => {
    renderApp({
      path: PATH,
      role: 'SPECIALIZE',
      gateway: {
        class: { ...klass, viewerCanManage: false, assignments: [buildAssignment({ title: 'Quiz' })] },
      },
    });
    expect(await screen.findByText('Quiz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Giao bài/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa Quiz' })).toBeNull();
  });

  it(
    'checks the rules before sending: required fields, time limit, scores, access limit',
    { timeout: 60_000 },
    async () => {
      const { user, calls } = renderApp({
        path: PATH,
        role: 'TEACHER',
        gateway: { class: klass, exercises, tags },
      });
      await user.click(await screen.findByRole('button', { name: /Giao bài/ }));
      const dialog = await screen.findByRole('dialog');
      const title = within(dialog).getByLabelText('Tiêu đề');
      await user.clear(title);
      await user.type(within(dialog).getByLabelText('Thời gian làm bài (phút)'), '0');
      const min = within(dialog).getByLabelText('Điểm tối thiểu');
      await user.clear(min);
      await user.type(min, '80');
      const max = within(dialog).getByLabelText('Điểm tối đa');
      await user.clear(max);
      await user.type(max, '60');
      const accesses = within(dialog).getByLabelText('Số lần truy cập');
      await user.clear(accesses);
      await user.type(accesses, '0');
      await user.click(within(dialog).getByRole('button', { name: /Giao bài/ }));

      expect(await within(dialog).findByText('Hãy chọn bài tập')).toBeInTheDocument();
      expect(within(dialog).getByText('Trường này là bắt buộc')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Thời gian làm bài phải lớn hơn 0 phút (tối đa 1440)'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Điểm tối thiểu không được lớn hơn điểm tối đa')).toBeInTheDocument();
      expect(within(dialog).getByText('Số lần truy cập từ 1 đến 10')).toBeInTheDocument();
      expect(mutations(calls, 'AssignmentCreateMutation')).toHaveLength(0);
    },
  );

  it(
    'assigns an exercise searched in the stores, then the list reads the class again',
    { timeout: 60_000 },
    async () => {
      let listed: unknown[] = [];
      const created = buildAssignment({ id: 'a9', title: 'Mid-term', class: klass });
      const { user, calls } = renderApp({
        path: PATH,
        role: 'TEACHER',
        gateway: {
          class: () => ({ ...klass, assignments: listed }),
          exercises,
          tags,
          createAssignment: () => {
            listed = [created];
            return { assignment: created, errors: [] };
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: /Giao bài/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText('Số lần truy cập')).toHaveValue('3');
      await user.click(within(dialog).getByLabelText('Bài tập'));
      await user.keyboard('reading');
      // The search asks the server with what was typed.
      await waitFor(() =>
        expect(
          calls.filter((c) => c.operationName === 'AssignDialogExercisesQuery').at(-1)?.variables,
        ).toEqual({
          search: 'reading',
        }),
      );
      await user.click(await screen.findByTitle('My reading set · Kho riêng'));
      await user.type(within(dialog).getByLabelText('Tiêu đề'), 'Mid-term');
      await user.type(within(dialog).getByLabelText('Thời gian làm bài (phút)'), '45');
      await user.click(within(dialog).getByRole('button', { name: /Giao bài/ }));

      expect(await screen.findByText('Giao bài thành công')).toBeInTheDocument();
      expect(mutations(calls, 'AssignmentCreateMutation')[0]).toMatchObject({
        variables: {
          input: {
            classId: '7',
            exerciseId: 'e2',
            kind: 'HOME_WORK',
            title: 'Mid-term',
            tutorial: '',
            tagId: null,
            startAt: null,
            deadline: null,
            timeLimit: 45,
            minScore: 0,
            maxScore: 100,
            maxAccesses: 3,
          },
        },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await within(screen.getByRole('table')).findByText('Mid-term')).toBeInTheDocument();
    },
  );

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const homework = buildAssignment({
      id: 'a5',
      title: 'Unit 5',
      exercise: { id: 'e1', name: 'Present perfect' },
    });
    const { user, calls } = renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: {
        class: { ...klass, assignments: [homework] },
        exercises,
        tags,
        updateAssignment: () => ({
          assignment: null,
          errors: [{ field: 'exerciseId', messages: ['Học viên đã làm bài này nên không thể đổi bài tập'] }],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sửa Unit 5' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Tiêu đề');
    expect(title).toHaveValue('Unit 5');
    await user.clear(title);
    await user.type(title, 'Unit 5 (sửa)');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    expect(
      await within(dialog).findByText('Học viên đã làm bài này nên không thể đổi bài tập'),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Unit 5 (sửa)');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(mutations(calls, 'AssignmentUpdateMutation')[0]).toMatchObject({
      variables: { input: { id: 'a5', title: 'Unit 5 (sửa)', exerciseId: 'e1', timeLimit: 45 } },
    });
  });

  // Issue 25 point 6: tests and IELTS are exams by default, homework not; the teacher may choose either way.
  it('follows the kind for exam mode until the teacher sets it, and sends the choice', async () => {
    let sent: unknown = null;
    const homework = buildAssignment({ id: 'a7', title: 'Unit 7', kind: 'HOME_WORK', examMode: false });
    const { user } = renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: {
        class: { ...klass, assignments: [homework] },
        exercises,
        tags,
        updateAssignment: ({ input }: { input: unknown }) => {
          sent = input;
          return { assignment: homework, errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sửa Unit 7' }));
    const dialog = await screen.findByRole('dialog');
    const examMode = within(dialog).getByRole('switch', { name: 'Chế độ thi' });
    expect(examMode).not.toBeChecked();
    await user.click(within(dialog).getByLabelText('Loại'));
    await user.click(await screen.findByTitle('Bài kiểm tra'));
    await waitFor(() => expect(examMode).toBeChecked());
    await user.click(examMode);
    expect(examMode).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent).toMatchObject({ id: 'a7', kind: 'TEST', examMode: false }));
  }, 60_000);

  it('pre-fills attempts and review options by kind, checks the attempts and sends them (issue 26)', async () => {
    let sent: unknown = null;
    const homework = buildAssignment({ id: 'a8', title: 'Unit 8', kind: 'HOME_WORK' });
    const { user } = renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: {
        class: { ...klass, assignments: [homework] },
        exercises,
        tags,
        updateAssignment: ({ input }: { input: unknown }) => {
          sent = input;
          return { assignment: homework, errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sửa Unit 8' }));
    const dialog = await screen.findByRole('dialog');
    const attempts = within(dialog).getByLabelText('Số lần làm bài');
    expect(attempts).toHaveValue('3');
    expect(
      within(dialog).getByText('Tùy chọn xem lại: học viên thấy gì của bài đã nộp, và khi nào'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Loại'));
    await user.click(await screen.findByTitle('Bài kiểm tra'));
    await waitFor(() => expect(attempts).toHaveValue('1'));
    await user.clear(attempts);
    await user.type(attempts, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Số lần làm bài từ 1 đến 10')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(attempts);
    await user.type(attempts, '2');
    await user.click(await within(dialog).findByRole('button', { name: /Lưu/ }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        id: 'a8',
        kind: 'TEST',
        maxAttempts: 2,
        reviewOptions: {
          answers: 'AFTER_SUBMIT',
          score: 'AFTER_RETURN',
          keys: 'AFTER_DEADLINE',
          feedback: 'AFTER_RETURN',
        },
      }),
    );
  }, 60_000);

  it('says why a delete is refused and keeps the row', async () => {
    const homework = buildAssignment({ id: 'a6', title: 'Started work' });
    const { user } = renderApp({
      path: PATH,
      role: 'TEACHER',
      gateway: {
        class: { ...klass, assignments: [homework] },
        deleteAssignment: () => ({
          deletedId: null,
          errors: [{ field: null, messages: ['Học viên đã làm bài này nên không thể xóa'] }],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Xóa Started work' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Học viên đã làm bài này nên không thể xóa')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Started work')).toBeInTheDocument();
  });
});
