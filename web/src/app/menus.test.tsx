import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, page } from '../test/factories';
import { renderApp } from '../test/renderApp';
import type { MenuEntry } from './menus';
import { MENU, menuFor } from './menus';

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
      'Người dùng web IELTS',
      'Quản lý lớp học',
      'Quản lý khóa học',
      'Quản lý ngày nghỉ',
      'Kho chung',
      'Kho riêng',
      'Bài tập (kho chung)',
      'Bài tập của giáo viên',
      'Thẻ lỗi (chung)',
      'Thẻ lỗi của giáo viên',
      'Báo lỗi',
      'Danh sách IELTS',
      'Thông tin thanh toán',
      'Thông tin đề thi',
      'Mã khuyến mãi',
      'Ngày thi IELTS',
      'Phân công giám khảo IELTS',
      'Số liệu tổng hợp',
      'Thông tin bài kiểm tra',
      'Phản hồi',
    ]);
    expect(screen.getByText('Quản lý câu hỏi')).toBeInTheDocument();
    // docs/product.md's statistics group holds the report list (issue 15).
    expect(screen.getByText('Thống kê')).toBeInTheDocument();
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
      'Phản hồi',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(within(nav).getByText('Câu hỏi')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Kho riêng' })).toHaveAttribute(
      'href',
      '/questions/teacher',
    );
  });

  it('gives SPECIALIZE class management and the IELTS marking assigned to them', async () => {
    renderApp({ path: '/dashboard', role: 'SPECIALIZE', gateway });
    expect(await sideMenuLinks()).toEqual(['Quản lý lớp học', 'Chấm thi IELTS']);
  });

  it('gives STUDENT their own classes, their results, their feedback and the IELTS test', async () => {
    renderApp({ path: '/dashboard', role: 'STUDENT', gateway });
    expect(await sideMenuLinks()).toEqual(['Lớp của tôi', 'Kết quả học tập', 'Phản hồi', 'Thi IELTS']);
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

describe('the statistics build flag on the real menus (issue 15)', () => {
  const paths = (list: MenuEntry[]): string[] =>
    list.flatMap((e) => [...(e.path ? [e.path] : []), ...paths(e.children ?? [])]);
  const statistics = [
    '/manageStatistics/manageReport',
    '/manageStatistics/statistics',
    '/manageStatistics/testInfomation',
  ];

  it('gives administrators reports, statistics and test information, and hides them all with the flag', () => {
    const shown = paths(menuFor('ADMIN', { hideStatistics: false, teacherTestInfo: false }, MENU));
    expect(shown).toEqual(expect.arrayContaining(statistics));
    const hidden = paths(menuFor('ADMIN', { hideStatistics: true, teacherTestInfo: false }, MENU));
    for (const path of statistics) expect(hidden).not.toContain(path);
    expect(keysOf(menuFor('ADMIN', { hideStatistics: true, teacherTestInfo: false }, MENU))).not.toContain(
      'manageStatistics',
    );
  });

  it('gives teachers test information alone, with its flag, whatever the statistics flag', () => {
    expect(paths(menuFor('TEACHER', { hideStatistics: false, teacherTestInfo: false }, MENU))).not.toContain(
      '/manageStatistics/testInfomation',
    );
    const withFlag = paths(menuFor('TEACHER', { hideStatistics: true, teacherTestInfo: true }, MENU));
    expect(withFlag.filter((p) => p.startsWith('/manageStatistics'))).toEqual([
      '/manageStatistics/testInfomation',
    ]);
  });

  it('gives students and examiners no statistics (examiners only their IELTS marking)', () => {
    for (const role of ['STUDENT', 'SPECIALIZE'] as const)
      expect(
        paths(menuFor(role, { hideStatistics: false, teacherTestInfo: true }, MENU)).filter(
          (p) => p.startsWith('/manageStatistics') && p !== '/manageStatistics/markpoint',
        ),
      ).toEqual([]);
  });
});

const keysOf = (list: MenuEntry[]): string[] => list.flatMap((e) => [e.key, ...keysOf(e.children ?? [])]);
