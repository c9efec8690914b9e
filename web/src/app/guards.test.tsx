import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, page } from '../test/factories';
import { renderApp } from '../test/renderApp';

describe('route guards', () => {
  it('shows a clear 403 page when the role may not open the route', async () => {
    renderApp({ path: '/manageUser/userLMS', role: 'STUDENT' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về bảng điều khiển' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps days off to administrators and teachers', async () => {
    renderApp({ path: '/manageDayOff', role: 'SPECIALIZE' });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });

  it('opens an allowed route', async () => {
    renderApp({ path: '/manageUser/userLMS', role: 'ADMIN', gateway: { users: page([]) } });
    expect(await screen.findByRole('heading', { name: 'Người dùng LMS' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to the page asked for', async () => {
    const { router, auth } = renderApp({ path: '/manageClass?page=2', role: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manageClass?page=2')}`);
    await waitFor(() =>
      expect(auth.login).toHaveBeenCalledWith({
        redirectUri: `${window.location.origin}/manageClass?page=2`,
        locale: 'vi',
      }),
    );
  });

  it('refuses a return address that leaves the app (no open redirect)', async () => {
    const { auth } = renderApp({
      path: `/login?redirect=${encodeURIComponent('/\\evil.example/x')}`,
      role: null,
    });
    await waitFor(() =>
      expect(auth.login).toHaveBeenCalledWith({
        redirectUri: `${window.location.origin}/dashboard`,
        locale: 'vi',
      }),
    );
  });

  it('brings an IELTS candidate to the IELTS page, not the class dashboard nor the setup (issue 30 point 1)', async () => {
    const viewer = buildUser({
      role: 'STUDENT',
      studentStatus: 'ielts_candidate',
      dateOfBirth: null,
    });
    const { router } = renderApp({
      path: '/dashboard',
      role: 'STUDENT',
      viewer,
      gateway: { ieltsOpenExamDates: page([]) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ielts-test'));
  });

  it('answers an unknown address with the 404 page', async () => {
    renderApp({ path: '/no/such/page', role: 'TEACHER' });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
  });

  it('records a page view per route change', async () => {
    const { router } = renderApp({ path: '/no/such/page', role: 'TEACHER' });
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
    await router.navigate('/another/missing');
    expect(document.title).toBe('Không tìm thấy trang · Học viện Anh ngữ');
  });
});
