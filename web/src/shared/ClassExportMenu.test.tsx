import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildClass, buildLesson } from '../test/factories';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

/**
 * The class's files from its detail page (issue 31 point 3): the gradebook from the scores tab, the
 * attendance from the timetable, each as CSV or Excel, the backend's reason shown when it refuses.
 */
const klass = buildClass({
  name: 'IELTS 6.5 - K12',
  lessons: [buildLesson({ sessionNumber: 1, studyDate: '2026-09-07', status: 'DONE' })],
});
const page = (tab: string) => `/manageClass/${String(klass.id)}/manageClassDetail?tab=${tab}`;

let asked: Request[];
beforeEach(() => {
  asked = [];
  URL.createObjectURL = vi.fn(() => 'blob:class-export');
  URL.revokeObjectURL = vi.fn();
  server.use(
    http.get('*/lms-backend/api/class/:id/:what/export', ({ request, params }) => {
      asked.push(request);
      const format = new URL(request.url).searchParams.get('format');
      return new HttpResponse('\uFEFFHọc viên\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${String(params.what)}-ielts-6-5-k12-2026-09-16.${format}"`,
        },
      });
    }),
  );
});

describe('class exports', () => {
  it('downloads the gradebook as CSV from the scores tab, with the token and the language', async () => {
    const { user } = renderApp({ path: page('scores'), role: 'TEACHER', gateway: { class: klass } });
    await user.click(await screen.findByRole('button', { name: 'Xuất bảng điểm' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tệp CSV' }));
    expect(
      await screen.findByText('Đã tải xuống gradebook-ielts-6-5-k12-2026-09-16.csv'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!.url);
    expect(url.pathname).toBe(`/lms-backend/api/class/${String(klass.id)}/gradebook/export`);
    expect(url.searchParams.get('format')).toBe('csv');
    expect(asked[0]!.headers.get('accept-language')).toBe('vi');
    expect(asked[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  }, 40_000);

  it('downloads the attendance as Excel from the timetable, for an examiner too', async () => {
    const { user } = renderApp({ path: page('schedule'), role: 'SPECIALIZE', gateway: { class: klass } });
    await user.click(await screen.findByRole('button', { name: 'Xuất điểm danh' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tệp Excel' }));
    expect(
      await screen.findByText('Đã tải xuống attendance-ielts-6-5-k12-2026-09-16.xlsx'),
    ).toBeInTheDocument();
    expect(new URL(asked[0]!.url).pathname).toBe(
      `/lms-backend/api/class/${String(klass.id)}/attendance/export`,
    );
    expect(new URL(asked[0]!.url).searchParams.get('format')).toBe('xlsx');
  }, 40_000);

  it('shows the backend’s reason when it refuses', async () => {
    server.use(
      http.get('*/lms-backend/api/class/:id/:what/export', () =>
        HttpResponse.json(
          { code: 403, message: 'Bạn không có quyền thực hiện thao tác này' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp({ path: page('scores'), role: 'TEACHER', gateway: { class: klass } });
    await user.click(await screen.findByRole('button', { name: 'Xuất bảng điểm' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tệp Excel' }));
    expect(await screen.findByText('Không xuất được tệp')).toBeInTheDocument();
    expect(screen.getByText('Bạn không có quyền thực hiện thao tác này')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  }, 40_000);
});
