import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, buildClassStudent, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

describe('class list', () => {
  it('shows the class table header of docs/product.md point 2 and the rows', async () => {
    const klass = buildClass({ name: 'IELTS 6.5 - K12', classCode: 'K12IELTS', weekdays: [2, 4] });
    const { user } = renderApp({
      path: '/manageClass',
      role: 'TEACHER',
      gateway: { classes: page([klass]) },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'IELTS 6.5 - K12' })).toHaveAttribute(
      'href',
      `/manageClass/${String(klass.id)}/manageClassDetail`,
    );
    const headers = () =>
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    // Issue 10 point 8: the columns that matter show at once, the others are one click away.
    for (const title of [
      'Tên lớp',
      'Tình trạng lớp',
      'Khóa học',
      'Ngày bắt đầu',
      'Ngày kết thúc',
      'Giờ bắt đầu',
      'Giờ kết thúc',
      'Số buổi đã học',
      'Ngày học trong tuần',
    ])
      expect(headers()).toContain(title);
    expect(within(table).getByText('3/24')).toBeInTheDocument();
    expect(within(table).getByText('Thứ 3, Thứ 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cột hiển thị/ }));
    const chooser = await screen.findByRole('group', { name: 'Cột hiển thị' });
    for (const title of [
      'Số buổi',
      'Phòng học trực tuyến',
      'Phòng học trực tiếp',
      'Ngày kết thúc dự kiến',
      'Mã lớp',
    ])
      expect(within(chooser).getByRole('checkbox', { name: title })).not.toBeChecked();
    await user.click(within(chooser).getByRole('checkbox', { name: 'Mã lớp' }));
    await waitFor(() => expect(headers()).toContain('Mã lớp'));
    expect(within(screen.getByRole('table')).getByText('K12IELTS')).toBeInTheDocument();
    // A teacher edits their class but does not delete it (administrators only, as the backend decides).
    expect(within(table).getByRole('button', { name: /IELTS 6.5 - K12/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Xóa lớp IELTS 6.5 - K12' })).toBeNull();
  }, 90_000);

  it('gives a brand-new teacher the next step, not a bare "Trống" (issue 25)', async () => {
    renderApp({ path: '/manageClass', role: 'TEACHER', gateway: { classes: page([]) } });
    const empty = await screen.findByText('Chưa có lớp học nào.');
    expect(within(empty.parentElement!).getByRole('link', { name: /Tạo lớp/ })).toHaveAttribute(
      'href',
      '/manageClass/createClass',
    );
    expect(screen.queryByText('Trống')).toBeNull();
  });

  it('lets an administrator delete a class after confirming', async () => {
    const klass = buildClass({ name: 'Lớp cũ' });
    const { user, calls } = renderApp({
      path: '/manageClass',
      role: 'ADMIN',
      gateway: {
        classes: page([klass]),
        deleteClass: () => ({ deletedId: String(klass.id), errors: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Xóa lớp Lớp cũ' }));
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'ClassDeleteMutation')?.variables).toEqual({
        input: { id: String(klass.id) },
      }),
    );
  });

  it('searches and pages on the server', async () => {
    const { user, calls } = renderApp({
      path: '/manageClass',
      role: 'ADMIN',
      gateway: { classes: ({ page: p }: { page: number }) => page([buildClass()], { total: 40, page: p }) },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Tìm lớp' }), 'K12{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ClassListQuery').at(-1)?.variables).toMatchObject({
        filter: { search: 'K12' },
        page: 1,
        pageSize: 15,
      }),
    );
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'ClassListQuery').at(-1)?.variables).toMatchObject({
        page: 2,
      }),
    );
  });

  it('lets a student join a class by its code, with the server’s refusal under the field', async () => {
    let attempts = 0;
    const { user, calls } = renderApp({
      path: '/manageClass',
      role: 'STUDENT',
      gateway: {
        myClasses: [],
        joinClassByCode: () => {
          attempts++;
          return attempts === 1
            ? {
                class: null,
                status: null,
                errors: [{ field: 'classCode', messages: ['Lớp này không tồn tại'] }],
              }
            : { class: buildClass({ name: 'Giao tiếp K3' }), status: 'REQUEST', errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Tham gia lớp/ }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('Mã lớp');
    await user.type(code, 'x');
    await user.click(within(dialog).getByRole('button', { name: /Tham gia lớp/ }));
    expect(
      await within(dialog).findByText('Mã lớp gồm 3 đến 20 ký tự: chữ cái, chữ số, dấu - hoặc _'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'nope-404');
    await user.click(within(dialog).getByRole('button', { name: /Tham gia lớp/ }));
    expect(await within(dialog).findByText('Lớp này không tồn tại')).toBeInTheDocument();
    expect(code).toHaveValue('nope-404');
    expect(calls.find((c) => c.operationName === 'ClassJoinMutation')?.variables).toEqual({
      input: { classCode: 'NOPE-404' },
    });

    await user.clear(code);
    await user.type(code, 'gt-k3');
    await user.click(within(dialog).getByRole('button', { name: /Tham gia lớp/ }));
    expect(
      await screen.findByText('Đã gửi yêu cầu tham gia, vui lòng chờ giáo viên duyệt'),
    ).toBeInTheDocument();
    // The student's own list reloads with the request in it.
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'StudentClassesQuery')).toHaveLength(2),
    );
  });

  it('shows a student their own classes, not the class table, and no staff actions', async () => {
    const membership = buildClassStudent({ status: 'REQUEST' });
    renderApp({
      path: '/manageClass',
      role: 'STUDENT',
      gateway: {
        myClasses: [
          buildClass({ name: 'Giao tiếp K3', viewerCanManage: false, viewerMembership: membership }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Đang chờ duyệt (1)' })).toBeInTheDocument();
    expect(screen.getByText('Chờ duyệt')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Quản lý lớp học')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xóa lớp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo lớp' })).not.toBeInTheDocument();
  });
});
