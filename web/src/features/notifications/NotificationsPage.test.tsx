import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, i18n } from '../../app/i18n';
import { fixClock } from '../../test/clock';
import { renderApp } from '../../test/renderApp';

fixClock('2026-09-10T09:00:00+07:00');

const row = (id: string, title: string, readAt: string | null) => ({
  id,
  kind: 'RETURNED',
  title,
  body: 'Lớp IELTS 6.5 A',
  link: '/results',
  createdAt: '2026-09-10T01:00:00Z',
  readAt,
});

afterEach(async () => {
  if (currentLanguage() !== 'vi') await act(() => i18n.changeLanguage('vi'));
});

describe('/notifications', () => {
  it('lists them page by page, the unread only on demand, and marks one read', async () => {
    const asked: unknown[] = [];
    const marked: unknown[] = [];
    const items = [
      row('n2', 'Bài Unit 2 đã được trả', null),
      row('n1', 'Bài Unit 1 đã được trả', '2026-09-10T01:30:00Z'),
    ];
    const { user, router } = renderApp({
      path: '/notifications',
      role: 'STUDENT',
      gateway: {
        notifications: (args: { page: number; pageSize: number; unreadOnly: boolean }) => {
          asked.push(args);
          const shown = args.unreadOnly ? items.filter((n) => !n.readAt) : items;
          const unread = items.filter((n) => !n.readAt).length;
          return { items: shown, total: shown.length, unread, page: args.page, pageSize: args.pageSize };
        },
        markNotificationsRead: ({ input }: { input: { ids: string[] } }) => {
          marked.push(input);
          items[0]!.readAt = '2026-09-10T02:00:00Z';
          return { notifications: [items[0]], unread: 0, errors: [] };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Thông báo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 chưa đọc')).toBeInTheDocument();
    expect(asked).toContainEqual({ page: 1, pageSize: 15, unreadOnly: false });

    await user.click(screen.getByText('Chỉ chưa đọc'));
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Thông báo' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    expect(asked).toContainEqual({ page: 1, pageSize: 15, unreadOnly: true });

    await user.click(screen.getByRole('button', { name: 'Đánh dấu đã đọc: Bài Unit 2 đã được trả' }));
    expect(await screen.findByText('0 chưa đọc')).toBeInTheDocument();
    expect(marked).toEqual([{ ids: ['n2'] }]);
    expect(screen.queryByRole('button', { name: /Đánh dấu đã đọc:/ })).not.toBeInTheDocument();
  });

  it('sends the mail language when the user switches the interface language', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/notifications',
      role: 'TEACHER',
      gateway: {
        updateNotificationPreferences: ({ input }: { input: unknown }) => {
          sent.push(input);
          return { notificationPreferences: { kinds: [], dailyDigest: false, language: 'en' }, errors: [] };
        },
      },
    });
    expect(await screen.findByText(/Bạn chưa có thông báo nào/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(() => expect(sent).toEqual([{ language: 'en' }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
