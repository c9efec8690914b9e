import { academyToday } from '@lms/domain/calendar';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildClass, buildClassStudent, buildLesson, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { fixClock } from '../../test/clock';

const TODAY = academyToday(fixClock('2026-04-01T00:30:00+07:00'));

const forbidden = () => {
  throw new GraphQLError('Bạn không có quyền thực hiện thao tác này', { extensions: { code: 'FORBIDDEN' } });
};

describe('a student’s own class views', () => {
  it('lists My classes with the next lesson, the room, the sessions passed and a pending request', async () => {
    const studying = buildClass({
      name: 'IELTS 6.5 - K12',
      classroomOffline: 'Phòng 302',
      sessionsPassed: 5,
      numberOfSessions: 24,
      teachers: [buildUser({ role: 'TEACHER', name: 'Trần Thị Lan' })],
      viewerMembership: buildClassStudent({ status: 'ACTIVE' }),
      nextLesson: buildLesson({ sessionNumber: 6, studyDate: '2026-09-16', studyTimeStart: '18:00' }),
    });
    const waiting = buildClass({
      name: 'Giao tiếp K3',
      viewerMembership: buildClassStudent({ status: 'REQUEST' }),
      nextLesson: null,
    });
    const { calls } = renderApp({
      path: '/manageClass',
      role: 'STUDENT',
      gateway: { myClasses: [studying, waiting] },
    });
    const card = await screen.findByRole('article', { name: 'IELTS 6.5 - K12' });
    expect(within(card).getByText('Trần Thị Lan')).toBeInTheDocument();
    expect(within(card).getByText(/16.*9.*2026, 18:00–19:30 \(buổi 6\)/)).toBeInTheDocument();
    expect(within(card).getByText(/^Phòng 302/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Vào lớp trực tuyến' })).toHaveAttribute(
      'href',
      'https://meet.google.com/abc-defg-hij',
    );
    expect(within(card).getByText('Đã học 5/24 buổi')).toBeInTheDocument();

    const pending = screen.getByRole('article', { name: 'Giao tiếp K3' });
    expect(within(pending).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(within(pending).getByText(/đang chờ giáo viên duyệt/)).toBeInTheDocument();
    expect(within(pending).queryByText(/buổi$/)).not.toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Giao tiếp K3' })).toHaveAttribute(
      'href',
      `/manageClass/${String(waiting.id)}/manageClassDetail`,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Lớp của tôi' })).toBeInTheDocument();
    expect(screen.queryByText(/Quản lý lớp học/)).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Lớp của tôi/);
    expect(calls.find((c) => c.operationName === 'StudentClassesQuery')?.variables).toEqual({
      today: TODAY,
    });
  });

  it('opens a class as the student’s own view: attendance per lesson, scores, links, no staff tabs', async () => {
    const mine = buildClassStudent({
      status: 'ACTIVE',
      results: [
        {
          id: 'r1',
          status: 'PASS',
          score: 8.5,
          belowMinScore: false,
          redoRequested: false,
          submittedAt: '2026-09-10T10:00:00.000Z',
          assignment: { id: 'a1', title: 'Unit 2 grammar', deadline: null, maxScore: 10 },
        },
      ],
    });
    const klass = buildClass({
      name: 'IELTS 6.5 - K12',
      viewerCanManage: false,
      viewerMembership: mine,
      nextLesson: buildLesson({ sessionNumber: 3, studyDate: '2099-09-16' }),
      lessons: [
        buildLesson({
          sessionNumber: 1,
          studyDate: '2026-09-07',
          status: 'DONE',
          slideLink: 'https://slides.example.test/1',
          attendances: [{ id: 'at1', status: 'LATE', note: 'Kẹt xe' }],
        }),
        buildLesson({ sessionNumber: 2, studyDate: '2099-09-14' }),
      ],
      scores: [
        {
          id: 's1',
          kind: 'SCORE_PRESENTATION',
          value: 7,
          note: 'Trình bày rõ ràng',
          createdAt: '2026-09-12T10:00:00.000Z',
          assignment: null,
        },
      ],
    });
    renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail`,
      role: 'STUDENT',
      gateway: { myClasses: [klass], class: klass },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'IELTS 6.5 - K12' })).toBeInTheDocument();
    expect(screen.getByText(/16.*9.*2099, 18:00–19:30 \(buổi 3\)/)).toBeInTheDocument();

    const lessons = screen.getByRole('list', { name: 'Buổi học và điểm danh của tôi' });
    expect(within(lessons).getByText('Đi muộn')).toBeInTheDocument();
    expect(within(lessons).getByText('Kẹt xe')).toBeInTheDocument();
    expect(within(lessons).getByText('Đã lên lịch')).toBeInTheDocument();

    const scores = screen.getByRole('list', { name: 'Điểm của tôi' });
    expect(within(scores).getByText('Điểm: 8,5/10')).toBeInTheDocument();
    expect(within(scores).getByText('Trình bày rõ ràng')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Tài liệu' })).toHaveAttribute(
      'href',
      'https://slides.example.test/1',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText(/Quản lý lớp học/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sửa/ })).not.toBeInTheDocument();
  });

  it('answers a class the student asked to join with the wait for approval, not an error', async () => {
    const waiting = buildClass({
      name: 'Giao tiếp K3',
      viewerMembership: buildClassStudent({ status: 'REQUEST' }),
      teachers: [buildUser({ role: 'TEACHER', name: 'Trần Thị Lan' })],
    });
    renderApp({
      path: `/manageClass/${String(waiting.id)}/manageClassDetail`,
      role: 'STUDENT',
      gateway: { myClasses: [waiting], class: forbidden },
    });
    expect(await screen.findByRole('heading', { name: 'Đang chờ duyệt' })).toBeInTheDocument();
    expect(screen.getByText(/Trần Thị Lan/)).toBeInTheDocument();
    expect(screen.queryByText('Bạn không thể mở trang này')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về lớp của tôi' })).toHaveAttribute('href', '/manageClass');
  });
});
