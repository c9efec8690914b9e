import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const ok = (message: string | null = null) => ({ message, errors: [] });

describe('registering', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText('Email'), 'an@academy.test');
    await user.type(screen.getByLabelText('Họ'), 'Nguyễn');
    await user.type(screen.getByLabelText('Tên'), 'An');
    await user.type(screen.getByLabelText('Mật khẩu'), 'abc12345');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
  };

  it('signs up through the gateway without a token', async () => {
    const { user, calls } = renderApp({ path: '/register', role: null, gateway: { signUp: ok() } });
    await fill(user);
    expect(await screen.findByText('Đăng ký thành công!')).toBeInTheDocument();
    const sent = calls.find((c) => c.operationName === 'RegisterSignUpMutation');
    expect(sent?.variables.input).toEqual({
      email: 'an@academy.test',
      firstName: 'An',
      lastName: 'Nguyễn',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(sent?.headers.get('authorization')).toBeNull();
  });

  it('shows a taken e-mail under its field and keeps what was typed', async () => {
    const { user } = renderApp({
      path: '/register',
      role: null,
      gateway: {
        signUp: { message: null, errors: [{ field: 'email', messages: ['Email này đã được đăng ký'] }] },
      },
    });
    await fill(user);
    expect(await screen.findByText('Email này đã được đăng ký')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('an@academy.test');
  });
});

describe('forgetting the password', () => {
  it('asks for a reset e-mail through the gateway', async () => {
    const { user, calls } = renderApp({
      path: '/forgotPassword',
      role: null,
      gateway: { requestPasswordReset: ok('Vui lòng kiểm tra email của bạn') },
    });
    await user.type(await screen.findByLabelText('Email'), 'an@academy.test');
    await user.click(screen.getByRole('button', { name: 'Gửi đường dẫn đặt lại' }));
    expect(await screen.findByText(/an@academy\.test có tài khoản/)).toBeInTheDocument();
    const sent = calls.find((c) => c.operationName === 'ForgotPasswordRequestMutation');
    expect(sent?.variables.input).toEqual({ email: 'an@academy.test' });
  });

  it('shows the server’s mistake under the e-mail', async () => {
    const { user } = renderApp({
      path: '/forgotPassword',
      role: null,
      gateway: {
        requestPasswordReset: {
          message: null,
          errors: [{ field: 'email', messages: ['Email không đúng định dạng'] }],
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'an@academy.test');
    await user.click(screen.getByRole('button', { name: 'Gửi đường dẫn đặt lại' }));
    expect(await screen.findByText('Email không đúng định dạng')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('resetting the password', () => {
  const submit = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'abc12345');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Đặt mật khẩu' }));
  };

  it('sets the new password with the code of the link', async () => {
    const { user, calls } = renderApp({
      path: '/resetPassword?code=c0de',
      role: null,
      gateway: { resetPassword: ok('Đã đặt lại mật khẩu') },
    });
    await submit(user);
    expect(
      await screen.findByText('Đã đặt lại mật khẩu. Bạn có thể đăng nhập bằng mật khẩu mới.'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.operationName === 'ResetPasswordSetMutation');
    expect(sent?.variables.input).toEqual({
      code: 'c0de',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
  });

  it('shows an expired code for the form and a password mistake under its field', async () => {
    const { user } = renderApp({
      path: '/resetPassword?code=old',
      role: null,
      gateway: {
        resetPassword: {
          message: null,
          errors: [
            { field: 'code', messages: ['Mã đặt lại không hợp lệ hoặc đã hết hạn'] },
            { field: 'confirmPassword', messages: ['Mật khẩu không khớp'] },
          ],
        },
      },
    });
    await submit(user);
    expect(await screen.findByText('Mã đặt lại không hợp lệ hoặc đã hết hạn')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu không khớp')).toBeInTheDocument();
    expect(screen.getByLabelText('Nhập lại mật khẩu')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('changing the password', () => {
  const submit = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText('Mật khẩu hiện tại'), 'cu123456');
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'abc12345');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
  };

  it('changes it with the signed-in user’s token', async () => {
    const { user, calls } = renderApp({
      path: '/change-password',
      role: 'STUDENT',
      gateway: { changePassword: ok('Đã đổi mật khẩu') },
    });
    await submit(user);
    expect(await screen.findByText('Đã đổi mật khẩu')).toBeInTheDocument();
    const sent = calls.find((c) => c.operationName === 'ChangePasswordSaveMutation');
    expect(sent?.variables.input).toEqual({
      currentPassword: 'cu123456',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('shows the server’s mistake under the password', async () => {
    const { user } = renderApp({
      path: '/change-password',
      role: 'STUDENT',
      gateway: {
        changePassword: {
          message: null,
          errors: [{ field: 'password', messages: ['Mật khẩu chỉ gồm chữ và số'] }],
        },
      },
    });
    await submit(user);
    expect(await screen.findByText('Mật khẩu chỉ gồm chữ và số')).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks the current password before sending anything', async () => {
    const { user, calls } = renderApp({
      path: '/change-password',
      role: 'STUDENT',
      gateway: { changePassword: ok('Đã đổi mật khẩu') },
    });
    await user.type(await screen.findByLabelText('Mật khẩu mới'), 'abc12345');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findAllByText('Vui lòng nhập mật khẩu hiện tại')).not.toHaveLength(0);
    expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.operationName === 'ChangePasswordSaveMutation')).toBe(false);
  });

  it('shows a wrong current password under its field and keeps the new one typed', async () => {
    const { user } = renderApp({
      path: '/change-password',
      role: 'STUDENT',
      gateway: {
        changePassword: {
          message: null,
          errors: [{ field: 'currentPassword', messages: ['Mật khẩu hiện tại không đúng'] }],
        },
      },
    });
    await submit(user);
    expect(await screen.findAllByText('Mật khẩu hiện tại không đúng')).not.toHaveLength(0);
    expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mật khẩu mới')).toHaveValue('abc12345');
  });
});
