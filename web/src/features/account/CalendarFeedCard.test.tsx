import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const URL_ONCE = 'http://localhost:4000/lms-backend/api/calendar/Zm9vYmFy.ics';

describe('calendar feed card', () => {
  it('makes the address and shows it once, then revokes it after a confirmation', async () => {
    const calls: string[] = [];
    let feed: { createdAt: string } | null = null;
    const { user } = renderApp({
      path: '/profile',
      role: 'STUDENT',
      viewer: buildUser({ name: 'Lê Minh Anh', role: 'STUDENT' }),
      gateway: {
        calendarFeed: () => feed,
        regenerateCalendarFeed: () => {
          calls.push('regenerate');
          feed = { createdAt: '2026-09-10T02:00:00Z' };
          return { url: URL_ONCE, calendarFeed: feed, errors: [] };
        },
        revokeCalendarFeed: () => {
          calls.push('revoke');
          feed = null;
          return { revoked: true, errors: [] };
        },
      },
    });
    const card = (await screen.findByText('Lịch trên điện thoại (iCal)')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('Bạn chưa có đường dẫn lịch.')).toBeInTheDocument();
    expect(within(card).getByText(/Google Calendar → Lịch khác → Từ URL/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Tạo đường dẫn lịch' }));
    expect(await within(card).findByLabelText('Đường dẫn lịch')).toHaveValue(URL_ONCE);
    expect(within(card).getByText('Hãy sao chép ngay: đường dẫn này chỉ hiện một lần.')).toBeInTheDocument();
    expect(calls).toEqual(['regenerate']);

    await user.click(within(card).getByRole('button', { name: 'Thu hồi' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(/Thu hồi đường dẫn lịch\?/)[0]).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Thu hồi' }));
    await waitFor(() => expect(calls).toEqual(['regenerate', 'revoke']));
    expect(await within(card).findByRole('button', { name: 'Tạo đường dẫn lịch' })).toBeInTheDocument();
    expect(within(card).queryByLabelText('Đường dẫn lịch')).not.toBeInTheDocument();
  });

  it('says when the current address was made, without showing it', async () => {
    renderApp({
      path: '/profile',
      role: 'TEACHER',
      gateway: { calendarFeed: () => ({ createdAt: '2026-09-10T02:00:00Z' }) },
    });
    expect(await screen.findByText(/Đường dẫn hiện tại được tạo lúc/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tạo đường dẫn mới' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Đường dẫn lịch')).not.toBeInTheDocument();
  });
});
