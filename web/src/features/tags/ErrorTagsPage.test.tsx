import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildErrorTag, buildTag } from '../../test/bankFactories';
import { buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

/** The dialog as it is now (antd may replace its node while it opens). */
const dialog = () => screen.getByRole('dialog');

const grammar = () => {
  const top = buildErrorTag({
    name: 'Grammar',
    manager: buildUser({ name: 'Trần Quản Trị', role: 'ADMIN' }),
  });
  top.children = [buildErrorTag({ name: 'Subject-verb agreement', parent: { ...top } })];
  return top;
};

describe('error tags', () => {
  it('is for administrators and teachers: a student gets the 403 page', async () => {
    renderApp({ path: '/manageTag/general', role: 'STUDENT' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });

  it('lets an administrator add a child tag: checked before sending, then the exact input', async () => {
    const top = grammar();
    let tree = [top];
    const { user, calls } = renderApp({
      path: '/manageTag/general',
      role: 'ADMIN',
      gateway: {
        errorTags: () => page(tree),
        createErrorTag: ({ input }: { input: { name: string } }) => {
          const child = buildErrorTag({ name: input.name });
          tree = [{ ...top, children: [...(top.children as unknown[]), child] }];
          return { errorTag: child, errors: [] };
        },
      },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Grammar')).toBeInTheDocument();
    expect(within(table).getByText('Subject-verb agreement')).toBeInTheDocument();
    expect(within(table).getByText('Trần Quản Trị')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ErrorTagTreeQuery')?.variables).toMatchObject({
      isCommon: true,
    });

    await user.click(screen.getByRole('button', { name: 'Thêm thẻ con cho Grammar' }));
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Thêm thẻ con cho "Grammar"')).toBeInTheDocument();
    await user.click(within(dialog()).getByLabelText('Liên kết'));
    await user.paste('not a link');
    await user.click(within(dialog()).getByRole('button', { name: /Thêm thẻ lỗi/ }));
    expect(await within(dialog()).findByText('Vui lòng nhập tên')).toBeInTheDocument();
    expect(
      within(dialog()).getByText(
        'Đường dẫn không hợp lệ (một trang của ứng dụng, bắt đầu bằng /, hoặc http:// hay https://)',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ErrorTagCreateMutation')).toBe(false);

    await user.click(within(dialog()).getByLabelText('Tên thẻ lỗi'));
    await user.paste('Tense consistency');
    const link = within(dialog()).getByLabelText('Liên kết');
    await user.clear(link);
    await user.click(link);
    await user.paste('https://academy.test/grammar/tense');
    await user.click(within(dialog()).getByRole('button', { name: /Thêm thẻ lỗi/ }));

    expect(await screen.findByText('Đã thêm thẻ lỗi "Tense consistency"')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ErrorTagCreateMutation')?.variables).toEqual({
      input: { name: 'Tense consistency', link: 'https://academy.test/grammar/tense', parentId: top.id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('table')).findByText(/Tense consistency/)).toBeInTheDocument();
  }, 240_000);

  it('shows the server’s refusal under the name and keeps the dialog open', async () => {
    const { user } = renderApp({
      path: '/manageTag/general',
      role: 'ADMIN',
      gateway: {
        errorTags: page([grammar()]),
        createErrorTag: () => ({
          errorTag: null,
          errors: [{ field: 'name', messages: ['Tên thẻ lỗi này đã có'] }],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Thêm thẻ lỗi/ }));
    await screen.findByRole('dialog');
    const name = within(dialog()).getByLabelText('Tên thẻ lỗi');
    await user.click(name);
    await user.paste('Grammar');
    await user.click(within(dialog()).getByRole('button', { name: /Thêm thẻ lỗi/ }));
    expect(await within(dialog()).findByText('Tên thẻ lỗi này đã có')).toBeInTheDocument();
    expect(name).toHaveValue('Grammar');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 240_000);

  it('deletes a top-level tag after a confirmation that says its children go too', async () => {
    const top = grammar();
    let tree = [top];
    const { user, calls } = renderApp({
      path: '/manageTag/general',
      role: 'ADMIN',
      gateway: {
        errorTags: () => page(tree),
        deleteErrorTag: ({ input }: { input: { id: string } }) => {
          tree = [];
          return { deletedId: input.id, errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Xóa thẻ lỗi Grammar' }));
    expect(await screen.findByText(/Thẻ này có 1 thẻ con: các thẻ con cũng sẽ bị xóa/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa thẻ lỗi "Grammar"')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'ErrorTagDeleteMutation')?.variables).toEqual({
      input: { id: top.id },
    });
    expect(await screen.findByText('Chưa có thẻ lỗi nào')).toBeInTheDocument();
  }, 240_000);

  it('shows a teacher the common tags read-only and their own tags to manage', async () => {
    const me = buildUser({ role: 'TEACHER', name: 'Phạm Thu Hà' });
    const { calls, router } = renderApp({
      path: '/manageTag/general',
      role: 'TEACHER',
      viewer: me,
      gateway: { errorTags: page([grammar()]) },
    });
    expect(await within(await screen.findByRole('table')).findByText('Grammar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thêm thẻ lỗi/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa thẻ lỗi Grammar' })).toBeNull();

    await router.navigate('/manageTag/teacher');
    expect(await screen.findByRole('button', { name: /Thêm thẻ lỗi/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ErrorTagTreeQuery').at(-1)?.variables).toMatchObject({
        isCommon: false,
        managerId: me.id,
      }),
    );
  }, 240_000);

  it('manages the labels of questions and exercises on the second tab', async () => {
    const tag = buildTag({ name: 'IELTS Reading' });
    const { user, calls } = renderApp({
      path: '/manageTag/general?tab=tags',
      role: 'ADMIN',
      gateway: {
        tags: page([tag]),
        updateTag: ({ input }: { input: { id: string; name: string } }) => ({
          tag: { ...tag, name: input.name },
          errors: [],
        }),
      },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('IELTS Reading')).toBeInTheDocument();
    // The side menu has its own "Kho chung" (the common question bank): the store is read in the row.
    expect(within(table).getByText('Kho chung')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Đổi tên nhãn IELTS Reading' }));
    await screen.findByRole('dialog');
    const name = within(dialog()).getByLabelText('Tên nhãn');
    await user.clear(name);
    await user.click(within(dialog()).getByRole('button', { name: /Lưu/ }));
    expect(await within(dialog()).findByText('Vui lòng nhập tên')).toBeInTheDocument();
    await user.click(name);
    await user.paste('IELTS Reading Part 1');
    await user.click(within(dialog()).getByRole('button', { name: /Lưu/ }));
    expect(await screen.findByText('Đã đổi tên nhãn thành "IELTS Reading Part 1"')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'TagUpdateMutation')?.variables).toEqual({
      input: { id: tag.id, name: 'IELTS Reading Part 1' },
    });
    expect(calls.find((c) => c.operationName === 'TagsPanelQuery')?.variables).toMatchObject({
      store: 'COMMON',
    });
  }, 240_000);
});
