import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { renderApp } from '../../test/renderApp';
import { pages as en } from './content/pages.en';
import { pages as vi } from './content/pages.vi';

type Tree = { [key: string]: string | string[] | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' || Array.isArray(v) ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );

describe('the general pages', () => {
  it('have the same texts in both languages, each step list as long', () => {
    expect(keys(en).sort()).toEqual(keys(vi).sort());
    for (const role of Object.keys(vi.docs.roles) as (keyof typeof vi.docs.roles)[]) {
      const steps = (p: typeof vi) =>
        Object.values(p.docs.roles[role].sections).map((s: { steps: string[] }) => s.steps.length);
      expect(steps(en)).toEqual(steps(vi));
    }
  });

  it('show the academy’s information to visitors, as a demonstration academy', async () => {
    renderApp({ path: '/infor', role: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thông tin học viện' })).toBeInTheDocument();
    expect(screen.getByText(/học viện minh họa/)).toBeInTheDocument();
    expect(screen.getByText('Thứ Hai – Thứ Sáu: 8:00 – 21:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '028 3822 0000' })).toHaveAttribute('href', 'tel:02838220000');
  }, 30_000);

  it('give each role its guide, the viewer’s own first, and follow the language', async () => {
    const { user } = renderApp({ path: '/docs', role: 'TEACHER' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Giáo viên' })).toBeInTheDocument();
    expect(screen.getByText(/Tạo lớp trong “Quản lý lớp học”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Học viên' }));
    expect(await screen.findByText(/Báo lỗi câu này/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'User guide' })).toBeInTheDocument();
    expect(screen.getByText(/Report this question/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
  }, 30_000);
});

describe('the first sign-in', () => {
  it('sends a new account from the dashboard to its profile setup, and "later" lets it through', async () => {
    const { user, router } = renderApp({
      path: '/dashboard',
      role: 'STUDENT',
      viewer: {
        id: '77',
        identityId: 'sub-77',
        name: 'Lý Chào Mừng',
        email: 'chao.mung@academy.test',
        role: 'STUDENT',
        profilePicture: '',
        dateOfBirth: null,
        phone: '',
        workPlace: '',
        firstName: '',
        lastName: '',
        gender: 'MALE',
        subEmail: '',
        link: '',
        address: '',
        passport: '',
      },
      gateway: { myClasses: [], dashboard: null },
    });
    expect(await screen.findByRole('heading', { name: 'Chào mừng Lý Chào Mừng' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup/77');
    await user.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    window.sessionStorage.clear();
  }, 30_000);
});
