import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const PATH = '/manageUser/userLMS/createNewUser';

describe('creating a user', () => {
  it('shows the rules’ messages before sending, in Vietnamese then in English', async () => {
    const { user, calls } = renderApp({ path: PATH, role: 'ADMIN' });
    await user.type(await screen.findByLabelText('Email'), 'an@');
    await user.type(screen.getByLabelText('Số điện thoại'), '12345');
    await user.click(screen.getByRole('button', { name: 'Thêm người dùng' }));

    expect(await screen.findByText('Email không đúng định dạng')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập họ và tên')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'UserCreateMutation')).toBe(false);

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Unvalid Email')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Please enter the full name')).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    const { user, calls } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: {
        createUser: () => ({
          user: null,
          errors: [
            { field: 'email', messages: ['Email này đã được dùng cho một tài khoản khác'] },
            { field: null, messages: ['Máy chủ danh tính đang bận'] },
          ],
        }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'taken@academy.test');
    await user.type(screen.getByLabelText('Họ và tên'), 'Đỗ Quang Huy');
    await user.type(screen.getByLabelText('Số điện thoại'), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Thêm người dùng' }));

    expect(await screen.findByText('Email này đã được dùng cho một tài khoản khác')).toBeInTheDocument();
    expect(screen.getByText('Máy chủ danh tính đang bận')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('taken@academy.test');
    expect(screen.getByLabelText('Họ và tên')).toHaveValue('Đỗ Quang Huy');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    const sent = calls.find((c) => c.operationName === 'UserCreateMutation');
    expect(sent?.variables.input).toMatchObject({
      email: 'taken@academy.test',
      name: 'Đỗ Quang Huy',
      phone: '0987654321',
      role: 'STUDENT',
      dateOfBirth: null,
    });
  });

  it('opens the new user’s page after saving', async () => {
    const created = buildUser({ name: 'Đỗ Quang Huy', email: 'huy@academy.test' });
    const { user, router } = renderApp({
      path: PATH,
      role: 'ADMIN',
      gateway: { createUser: () => ({ user: created, errors: [] }), user: () => created },
    });
    await user.type(await screen.findByLabelText('Email'), 'huy@academy.test');
    await user.type(screen.getByLabelText('Họ và tên'), 'Đỗ Quang Huy');
    await user.click(screen.getByRole('button', { name: 'Thêm người dùng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageUser/userLMS/detailUser'));
    expect(await screen.findByText('Đã thêm người dùng')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Email chào mừng đã gửi tới huy@academy.test kèm đường dẫn đặt mật khẩu (hiệu lực 7 ngày).',
      ),
    ).toBeInTheDocument();
  });
});
