import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const teacher = buildUser({ id: '7', role: 'TEACHER', name: 'Lê Minh Châu', email: 'chau@academy.test' });
const admin = buildUser({ id: '1', role: 'ADMIN', name: 'Phạm Thu Hà' });

function buildRow(overrides: Record<string, unknown> = {}) {
  return {
    id: '41',
    title: 'Đọc hiểu: Lễ hội đèn lồng',
    type: 'MATCHING_HEADING',
    interaction: 'MATCHING',
    topicGroup: 'READING',
    store: 'COMMON',
    version: 2,
    partCount: 5,
    updatedAt: '2026-11-21T02:00:00.000Z',
    owner: admin,
    viewerCanWrite: false,
    tags: [{ id: '3', name: 'IELTS Reading', store: 'COMMON', createdAt: '2026-01-01T00:00:00.000Z' }],
    ...overrides,
  };
}

const filters = {
  questionRegistry: {
    types: [
      { type: 'MATCHING_HEADING', interaction: 'MATCHING', markedBy: 'KEY', media: null, fixedOptions: null },
      { type: 'GAP_FILL', interaction: 'TEXT_ENTRY', markedBy: 'KEY', media: null, fixedOptions: null },
    ],
    weights: [1],
    topicGroups: ['READING', 'GRAMMAR'],
  },
  tags: page([{ id: '3', name: 'IELTS Reading', store: 'COMMON', createdAt: '2026-01-01T00:00:00.000Z' }]),
  users: page([buildUser({ id: '7', role: 'TEACHER', name: 'Lê Minh Châu' })]),
};

const listCalls = (calls: { operationName: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operationName === 'QuestionListQuery');

describe('the question bank list', () => {
  it('shows the common store to a teacher: columns, no edit or delete, copy with "clone success"', async () => {
    const { user, calls } = renderApp({
      path: '/questions/general',
      role: 'TEACHER',
      viewer: teacher,
      gateway: {
        ...filters,
        questions: () => page([buildRow()], { total: 31 }),
        copyQuestion: () => ({
          question: buildRow({ id: '90', store: 'PRIVATE', owner: teacher }),
          errors: [],
        }),
      },
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Đọc hiểu: Lễ hội đèn lồng')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nối tiêu đề')).toBeInTheDocument();
    expect(within(row).getByText('Nối')).toBeInTheDocument();
    expect(within(row).getByText('Đọc')).toBeInTheDocument();
    expect(within(row).getByText('IELTS Reading')).toBeInTheDocument();
    expect(within(row).getByText('Phạm Thu Hà')).toBeInTheDocument();
    expect(screen.getByText('31 câu hỏi')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.variables).toMatchObject({ store: 'COMMON', page: 1 });
    expect(within(row).queryByRole('button', { name: /Sửa/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Xóa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Thêm câu hỏi/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Sao chép Đọc hiểu/ }));
    expect(await screen.findByText('Sao chép thành công')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'QuestionCopyMutation')?.variables.input).toEqual({
      questionId: '41',
    });
  }, 120_000);

  it('says "clone fail" when the copy is refused', async () => {
    const { user } = renderApp({
      path: '/questions/general',
      role: 'TEACHER',
      viewer: teacher,
      gateway: {
        ...filters,
        questions: () => page([buildRow()]),
        copyQuestion: () => ({ question: null, errors: [{ field: null, messages: ['Kho riêng đã đầy'] }] }),
      },
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Đọc hiểu: Lễ hội đèn lồng');
    await user.click(within(table).getByRole('button', { name: /Sao chép Đọc hiểu/ }));
    expect(await screen.findByText('Sao chép thất bại')).toBeInTheDocument();
    expect(screen.getByText('Kho riêng đã đầy')).toBeInTheDocument();
  }, 120_000);

  it('searches on the server once typing pauses', async () => {
    const { user, calls } = renderApp({
      path: '/questions/teacher',
      role: 'TEACHER',
      viewer: teacher,
      gateway: { ...filters, questions: () => page([buildRow({ store: 'PRIVATE', owner: teacher })]) },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Tìm câu hỏi' }), 'le hoi den long');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.variables).toMatchObject({
        store: 'PRIVATE',
        search: 'le hoi den long',
      }),
    );
    // One request for the settled text, not one per key.
    expect(listCalls(calls).filter((c) => c.variables.search !== undefined)).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Thêm câu hỏi/ })).toHaveAttribute(
      'href',
      '/questions/general/createNewFormat?store=teacher',
    );
  }, 120_000);

  it('lets the owner delete, and says why the server refused an answered question', async () => {
    const { user, calls } = renderApp({
      path: '/questions/teacher',
      role: 'TEACHER',
      viewer: teacher,
      gateway: {
        ...filters,
        // The server's answer decides, even when the author is not named (issue 25: a null owner hid them).
        questions: () => page([buildRow({ store: 'PRIVATE', owner: null, viewerCanWrite: true })]),
        deleteQuestion: () => ({
          deletedId: null,
          errors: [{ field: null, messages: ['Câu hỏi đã có học viên làm, không thể xóa'] }],
        }),
      },
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Đọc hiểu: Lễ hội đèn lồng');
    expect(within(table).getByRole('button', { name: /Sửa Đọc hiểu/ })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Xóa Đọc hiểu/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Xóa/ }));
    expect(await screen.findByText('Không xóa được câu hỏi')).toBeInTheDocument();
    expect(screen.getByText('Câu hỏi đã có học viên làm, không thể xóa')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'QuestionDeleteMutation')?.variables.input).toEqual({
      id: '41',
    });
  }, 120_000);

  it('gives an administrator the private stores of every teacher with an owner filter', async () => {
    const { user, calls } = renderApp({
      path: '/questions/teacher',
      role: 'ADMIN',
      viewer: admin,
      gateway: { ...filters, questions: () => page([buildRow({ store: 'PRIVATE', owner: teacher })]) },
    });
    const table = await screen.findByRole('table');
    await within(table).findByText('Đọc hiểu: Lễ hội đèn lồng');
    // Administrators read the private stores; they do not write them.
    expect(within(table).queryByRole('button', { name: /Sửa/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Người tạo' }));
    await user.click(await screen.findByTitle('Lê Minh Châu'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.variables).toMatchObject({ ownerId: '7' }));
  }, 120_000);

  it('is closed to students', async () => {
    renderApp({ path: '/questions/general', role: 'STUDENT' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });
});
