import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, page } from '../test/factories';
import { renderApp } from '../test/renderApp';
import type { MenuEntry } from './menus';
import { menuFor } from './menus';

const gateway = {
  todayLessons: page([]),
  lessons: page([]),
  results: page([]),
  assignments: page([]),
  myClasses: [buildClass()],
};

async function sideMenuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Menu chính' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('side menu per role', () => {
  it('gives the administrator users, classes, courses, days off and question management', async () => {
    renderApp({ path: '/dashboard', role: 'ADMIN', gateway });
    expect(await sideMenuLinks()).toEqual([
      'Người dùng LMS',
      'Quản lý lớp học',
      'Quản lý khóa học',
      'Quản lý ngày nghỉ',
      'Kho chung',
      'Kho riêng',
      'Bài tập (kho chung)',
      'Bài tập của giáo viên',
      'Thẻ lỗi (chung)',
      'Thẻ lỗi của giáo viên',
    ]);
    expect(screen.getByText('Quản lý câu hỏi')).toBeInTheDocument();
  });

  it('gives the teacher classes, days off, questions (common and private), exercises and own error tags', async () => {
    renderApp({ path: '/dashboard', role: 'TEACHER', gateway });
    expect(await sideMenuLinks()).toEqual([
      'Quản lý lớp học',
      'Quản lý ngày nghỉ',
      'Kho chung',
      'Kho riêng',
      'Bài tập (kho chung)',
      'Bài tập của tôi',
      'Thẻ lỗi của tôi',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(within(nav).getByText('Câu hỏi')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Kho riêng' })).toHaveAttribute(
      'href',
      '/questions/teacher',
    );
  });

  it('gives SPECIALIZE class management only', async () => {
    renderApp({ path: '/dashboard', role: 'SPECIALIZE', gateway });
    expect(await sideMenuLinks()).toEqual(['Quản lý lớp học']);
  });

  it('gives STUDENT their own classes and their results', async () => {
    renderApp({ path: '/dashboard', role: 'STUDENT', gateway });
    expect(await sideMenuLinks()).toEqual(['Lớp của tôi', 'Kết quả học tập']);
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(within(nav).getByRole('link', { name: 'Lớp của tôi' })).toHaveAttribute('href', '/manageClass');
  });

  it('shows no side menu to a visitor', async () => {
    renderApp({ path: '/', role: null });
    expect(await screen.findByRole('heading', { name: /Học tiếng Anh/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).not.toBeInTheDocument();
  });
});

describe('menu flags', () => {
  const entries: MenuEntry[] = [
    { key: 'classes', label: 'menu.manageClass', path: '/manageClass', roles: ['ADMIN', 'TEACHER'] },
    {
      key: 'statistics',
      label: 'statistics',
      roles: ['ADMIN', 'TEACHER'],
      children: [
        {
          key: 'report',
          label: 'report',
          path: '/s/report',
          roles: ['ADMIN'],
          when: (f) => !f.hideStatistics,
        },
        {
          key: 'testInfo',
          label: 'testInfo',
          path: '/s/testInfomation',
          roles: ['ADMIN', 'TEACHER'],
          when: (f, role) => role === 'ADMIN' || f.teacherTestInfo,
        },
      ],
    },
  ];
  const keys = (list: MenuEntry[]): string[] => list.flatMap((e) => [e.key, ...keys(e.children ?? [])]);

  it('hides statistics entries when the statistics flag is on', () => {
    expect(keys(menuFor('ADMIN', { hideStatistics: false, teacherTestInfo: false }, entries))).toContain(
      'report',
    );
    expect(keys(menuFor('ADMIN', { hideStatistics: true, teacherTestInfo: false }, entries))).not.toContain(
      'report',
    );
  });

  it('gives teachers test information only with its flag, and drops empty groups', () => {
    expect(keys(menuFor('TEACHER', { hideStatistics: false, teacherTestInfo: false }, entries))).toEqual([
      'classes',
    ]);
    expect(keys(menuFor('TEACHER', { hideStatistics: false, teacherTestInfo: true }, entries))).toEqual([
      'classes',
      'statistics',
      'testInfo',
    ]);
  });
});
