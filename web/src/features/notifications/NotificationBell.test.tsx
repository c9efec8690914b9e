import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixClock } from '../../test/clock';
import { buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

fixClock('2026-09-10T09:00:00+07:00');

interface Row {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

const rows = (): Row[] => [
  {
    id: 'n3',
    kind: 'ASSIGNED',
    title: 'Bài mới trong lớp IELTS 6.5 A: Unit 3 homework',
    body: 'Hạn nộp 12/09/2026 23:59',
    link: '/results',
    createdAt: '2026-09-10T01:55:00Z',
    readAt: null,
  },
  {
    id: 'n2',
    kind: 'RETURNED',
    title: 'Bài Unit 2 đã được trả',
    body: '',
    link: 'https://elsewhere.example/phish',
    createdAt: '2026-09-09T01:00:00Z',
    readAt: null,
  },
  {
    id: 'n1',
    kind: 'JOIN_APPROVED',
    title: 'Bạn đã vào lớp IELTS 6.5 A',
    body: '',
    link: null,
    createdAt: '2026-08-01T01:00:00Z',
    readAt: '2026-08-01T02:00:00Z',
  },
];

/** A notification centre over `rows`, marking as the gateway would. */
function centre(items: Row[]) {
  const marked: unknown[] = [];
  const unread = () => items.filter((n) => !n.readAt).length;
  return {
    marked,
    gateway: {
      notifications: () => ({ items, total: items.length, unread: unread(), page: 1, pageSize: 6 }),
      markNotificationsRead: ({ input }: { input: { ids?: string[]; all?: boolean } }) => {
        marked.push(input);
        const chosen = items.filter((n) => input.all || input.ids?.includes(n.id));
        for (const n of chosen) n.readAt ??= '2026-09-10T02:00:00Z';
        return { notifications: input.all ? [] : chosen, unread: unread(), errors: [] };
      },
    },
  };
}

describe('the notification bell', () => {
  it('says the unread count in its name', async () => {
    const { gateway } = centre(rows());
    renderApp({ path: '/dashboard', role: 'STUDENT', viewer: buildUser({ role: 'STUDENT' }), gateway });
    const bell = await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' });
    expect(bell).toHaveTextContent('2');
  });

  it('has no count when everything is read', async () => {
    renderApp({ path: '/dashboard', role: 'TEACHER' });
    expect(await screen.findByRole('button', { name: 'Thông báo' })).not.toHaveTextContent(/\d/);
  });

  it('opens the latest, marks one read as it opens it and goes to its page', async () => {
    const { gateway, marked } = centre(rows());
    const { user, router } = renderApp({
      path: '/dashboard',
      role: 'STUDENT',
      viewer: buildUser({ role: 'STUDENT' }),
      gateway,
    });
    await user.click(await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    const panel = await screen.findByRole('region', { name: 'Thông báo' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chưa đọc: Bài mới trong lớp IELTS 6.5 A: Unit 3 homework');
    expect(items[0]).toHaveTextContent('Hạn nộp 12/09/2026 23:59');
    expect(items[0]).toHaveTextContent('5 phút trước');
    expect(items[2]).not.toHaveTextContent('Chưa đọc');
    expect(within(panel).getByRole('link', { name: 'Xem tất cả thông báo' })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await user.click(within(items[0]!).getByRole('button', { name: /Unit 3 homework/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    expect(marked).toEqual([{ ids: ['n3'] }]);
    expect(await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Thông báo' })).not.toBeInTheDocument();
  });

  it('follows no link outside the app, and marks all read', async () => {
    const { gateway, marked } = centre(rows());
    const { user, router } = renderApp({ path: '/dashboard', role: 'STUDENT', gateway });
    await user.click(await screen.findByRole('button', { name: 'Thông báo, 2 chưa đọc' }));
    const panel = await screen.findByRole('region', { name: 'Thông báo' });
    await user.click(within(panel).getByRole('button', { name: /Unit 2 đã được trả/ }));
    expect(await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.click(within(panel).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    expect(await screen.findByRole('button', { name: 'Thông báo' })).toBeInTheDocument();
    expect(marked).toEqual([{ ids: ['n2'] }, { all: true }]);
    await waitFor(() => expect(within(panel).queryByText(/Chưa đọc:/)).not.toBeInTheDocument());
  });

  it('asks again on a navigation, so a new notification shows without a reload', async () => {
    const items = rows().slice(2);
    const { gateway } = centre(items);
    const { router } = renderApp({ path: '/dashboard', role: 'STUDENT', gateway });
    expect(await screen.findByRole('button', { name: 'Thông báo' })).toBeInTheDocument();
    items.unshift(rows()[0]!);
    // The count is not asked again within 10 s of the last answer: move the clock past that.
    vi.setSystemTime(new Date(Date.now() + 11_000));
    await act(() => router.navigate('/results'));
    expect(await screen.findByRole('button', { name: 'Thông báo, 1 chưa đọc' })).toBeInTheDocument();
  });
});
