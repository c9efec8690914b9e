import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

describe('profile', () => {
  it('checks docs/product.md point 5 rules, then shows the server’s field errors and keeps the values', async () => {
    const me = buildUser({
      name: 'Lê Minh Châu',
      role: 'TEACHER',
      phone: '0912345678',
      workPlace: 'Học viện',
    });
    let sent: unknown = null;
    const { user } = renderApp({
      path: '/profile',
      role: 'TEACHER',
      viewer: me,
      gateway: {
        updateProfile: ({ input }: { input: unknown }) => {
          sent = input;
          return { user: null, errors: [{ field: 'link', messages: ['Đường dẫn không truy cập được'] }] };
        },
      },
    });
    const phone = await screen.findByLabelText('Số điện thoại');
    await user.clear(phone);
    await user.type(phone, '+84 12');
    await user.clear(screen.getByLabelText('Nơi làm việc / học tập'));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập nơi làm việc hoặc học tập')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.clear(phone);
    await user.type(phone, '091-234-5678');
    await user.type(screen.getByLabelText('Nơi làm việc / học tập'), 'Đại học Ngoại thương');
    await user.type(screen.getByLabelText('Mạng xã hội'), 'https://facebook.com/chau');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đường dẫn không truy cập được')).toBeInTheDocument();
    expect(screen.getByLabelText('Mạng xã hội')).toHaveValue('https://facebook.com/chau');
    await waitFor(() =>
      expect(sent).toMatchObject({
        phone: '091-234-5678',
        workPlace: 'Đại học Ngoại thương',
        gender: 'MALE',
      }),
    );
  });
});
