import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, buildClassStudent, buildLesson, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

// 25 lessons held in 2026, then 5 in 2099: session 25 is on the timetable's second page (20 a page).
const lessons = Array.from({ length: 30 }, (_, i) =>
  buildLesson({
    sessionNumber: i + 1,
    studyDate:
      i < 25
        ? `2026-0${1 + Math.floor(i / 10)}-${String(1 + (i % 10) * 2).padStart(2, '0')}`
        : `2099-01-${String(i - 20).padStart(2, '0')}`,
    status: i < 24 ? 'DONE' : 'SCHEDULED',
  }),
);
const klass = buildClass({
  name: 'IELTS 6.5 - K12',
  students: [buildClassStudent({ student: buildUser({ name: 'Nguyễn Văn An' }) })],
  lessons,
});
const schedule = `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`;
const gateway = {
  class: klass,
  lesson: ({ id }: { id: string }) => lessons.find((l) => String(l.id) === id),
};

describe('class schedule', () => {
  it('opens the attendance of the linked lesson on the page that shows it (the dashboard’s link)', async () => {
    const target = lessons[24]!;
    const { router, user } = renderApp({
      path: `${schedule}&attendance=${String(target.id)}`,
      role: 'TEACHER',
      gateway,
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^Điểm danh buổi 25 ·/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Điểm danh buổi 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Điểm danh buổi 1' })).toBeNull();
    await within(dialog).findByRole('radiogroup', { name: 'Điểm danh Nguyễn Văn An' });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=schedule'));
  });

  it('offers no attendance before a lesson starts: editing is the primary action', async () => {
    const { user } = renderApp({
      path: `${schedule}&attendance=${String(lessons[27]!.id)}`,
      role: 'TEACHER',
      gateway,
    });
    const dialog = await screen.findByRole('dialog');
    // Even a link straight to it says when it opens and saves nothing.
    expect(
      await within(dialog).findByText(/^Điểm danh mở khi buổi học bắt đầu: 18:00 ngày/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lưu điểm danh' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    const take = screen.getByRole('button', { name: 'Điểm danh buổi 28' });
    expect(take).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sửa buổi 28' })).toHaveClass('ant-btn-primary');
    expect(screen.getByRole('button', { name: 'Điểm danh buổi 25' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sửa buổi 25' })).not.toHaveClass('ant-btn-primary');
  });

  it('names the rebuild for what it does and says what it keeps', async () => {
    const { user } = renderApp({ path: schedule, role: 'TEACHER', gateway });
    await user.click(await screen.findByRole('button', { name: /Xếp lại các buổi sắp tới/ }));
    expect(await screen.findByText('Xếp lại các buổi học sắp tới?')).toBeInTheDocument();
    expect(screen.getByText(/Các buổi đã qua và buổi đã điểm danh được giữ nguyên/)).toBeInTheDocument();
  });

  it('lets an examiner read the timetable without taking attendance, even from a link', async () => {
    renderApp({
      path: `${schedule}&attendance=${String(lessons[24]!.id)}`,
      role: 'SPECIALIZE',
      gateway: { class: { ...klass, viewerCanManage: false } },
    });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Điểm danh buổi/ })).toBeNull();
  });
});
