import { academyToday } from '@lms/domain/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeAuth } from '../../test/fakeAuth';
import { buildClass, buildClassStudent, buildLesson, buildUser, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { fixClock } from '../../test/clock';

const TODAY = academyToday(fixClock('2026-04-01T00:30:00+07:00'));

describe('dashboard', () => {
  it('shows a teacher today’s lessons and the work waiting for marking', async () => {
    const klass = buildClass({ name: 'IELTS 6.5 - K12', classroomOffline: 'P.301' });
    const lesson = buildLesson({
      class: klass,
      sessionNumber: 25,
      studyDate: TODAY,
      studyTimeStart: '00:00',
      studyTimeEnd: '23:55',
    });
    const { calls } = renderApp({
      path: '/dashboard',
      role: 'TEACHER',
      gateway: {
        lessons: page([lesson]),
        results: page(
          [
            {
              id: 'r1',
              status: 'WAITING_SCORE',
              submittedAt: '2026-09-15T10:00:00.000Z',
              student: buildUser({ name: 'Lý Thu Trang' }),
              assignment: { id: 'a1', title: 'Writing Task 2 - Environment', class: klass },
            },
          ],
          { total: 7 },
        ),
      },
    });
    const today = await screen.findByRole('list', { name: 'Buổi học hôm nay' });
    expect(within(today).getByRole('link', { name: 'IELTS 6.5 - K12' })).toHaveAttribute(
      'href',
      `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
    );
    // Straight to the lesson's attendance, whatever page of the timetable it is on (issue 10).
    expect(
      within(today).getByRole('link', { name: 'Điểm danh lớp IELTS 6.5 - K12, buổi 25' }),
    ).toHaveAttribute(
      'href',
      `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule&attendance=${String(lesson.id)}`,
    );
    expect(screen.getByRole('heading', { name: 'Bài chờ chấm (7)' })).toBeInTheDocument();
    // One row shown of seven: the rest are one click away.
    expect(screen.getByRole('link', { name: 'Xem tất cả (7)' })).toHaveAttribute('href', '/marking');
    expect(screen.getByText('Writing Task 2 - Environment')).toBeInTheDocument();
    const staff = calls.find((c) => c.operationName === 'DashboardStaffQuery');
    expect(staff?.variables).toEqual({ today: TODAY });
  });

  it('gives an examiner no attendance button, and a teacher a disabled one before the lesson starts', async () => {
    const klass = buildClass({ name: 'Giao tiếp K3' });
    const later = buildLesson({ class: klass, studyDate: TODAY, studyTimeStart: '23:59' });
    const started = buildLesson({ class: klass, studyDate: TODAY, studyTimeStart: '00:00' });
    const gateway = { lessons: page([later, started]), results: page([], { total: 0 }) };
    const examiner = renderApp({ path: '/dashboard', role: 'SPECIALIZE', gateway });
    const list = await screen.findByRole('list', { name: 'Buổi học hôm nay' });
    expect(within(list).getAllByRole('link', { name: 'Giao tiếp K3' })).toHaveLength(2);
    expect(within(list).queryByRole('link', { name: /^Điểm danh/ })).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Điểm danh/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Xem tất cả/ })).toBeNull();
    examiner.unmount();

    renderApp({ path: '/dashboard', role: 'TEACHER', gateway });
    const mine = await screen.findByRole('list', { name: 'Buổi học hôm nay' });
    expect(within(mine).getByRole('button', { name: /^Điểm danh lớp Giao tiếp K3/ })).toBeDisabled();
    expect(within(mine).getByRole('link', { name: /^Điểm danh lớp Giao tiếp K3/ })).toBeInTheDocument();
  });

  it('shows a student today’s lesson, their classes, the work to do and their scores', async () => {
    const klass = buildClass({
      name: 'Giao tiếp K3',
      classroomOffline: 'Phòng 302',
      viewerMembership: buildClassStudent({ status: 'ACTIVE' }),
    });
    const { calls } = renderApp({
      path: '/dashboard',
      role: 'STUDENT',
      gateway: {
        lessons: page([
          buildLesson({ class: klass, sessionNumber: 4, studyTimeStart: '18:00', studyTimeEnd: '19:30' }),
        ]),
        myClasses: [klass],
        assignments: page([
          {
            id: 'a1',
            title: 'Unit 3 vocabulary',
            startAt: null,
            deadline: '2099-01-10T10:00:00.000Z',
            timeLimit: 45,
            kind: 'HOME_WORK',
            class: klass,
            results: [],
          },
          {
            id: 'a3',
            title: 'Speaking practice',
            startAt: '2099-01-01T00:00:00.000Z',
            deadline: null,
            timeLimit: null,
            kind: 'PRESENTATION',
            class: klass,
            results: [],
          },
          {
            id: 'a2',
            title: 'Old quiz',
            startAt: null,
            deadline: '2020-01-10T10:00:00.000Z',
            timeLimit: 30,
            kind: 'TEST',
            class: klass,
            results: [],
          },
        ]),
        results: page([
          {
            id: 'r1',
            status: 'FAIL',
            score: 3.5,
            belowMinScore: true,
            redoRequested: false,
            markedAt: null,
            comment: '',
            assignment: { id: 'a0', title: 'Unit 2 grammar', maxScore: 10, class: klass },
          },
        ]),
      },
    });
    const today = await screen.findByRole('list', { name: 'Buổi học hôm nay' });
    expect(within(today).getByRole('link', { name: 'Giao tiếp K3' })).toHaveAttribute(
      'href',
      `/manageClass/${String(klass.id)}/manageClassDetail`,
    );
    expect(within(today).getByText(/18:00–19:30/)).toBeInTheDocument();
    expect(within(today).getByText('Buổi 4 · Phòng 302')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Vào lớp trực tuyến' })).toBeInTheDocument();
    expect(within(today).queryByRole('link', { name: 'Điểm danh' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'DashboardStudentQuery')?.variables).toEqual({
      today: TODAY,
    });

    const classes = screen.getByRole('list', { name: 'Lớp của tôi' });
    expect(within(classes).getByRole('link', { name: 'Giao tiếp K3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bài cần làm (2)' })).toBeInTheDocument();
    const deadlines = screen.getByRole('list', { name: 'Hạn nộp sắp tới' });
    expect(within(deadlines).getByText('Unit 3 vocabulary')).toBeInTheDocument();
    expect(within(deadlines).getByText('Speaking practice')).toBeInTheDocument();
    expect(within(deadlines).queryByText('Old quiz')).not.toBeInTheDocument();
    expect(within(deadlines).getAllByText('Chưa làm')).toHaveLength(2);
    // Open work links to the runner; work that opens later does not yet.
    expect(within(deadlines).getByRole('link', { name: 'Làm bài Unit 3 vocabulary' })).toHaveAttribute(
      'href',
      `/manageClass/${String(klass.id)}/exerciseReview/a1`,
    );
    expect(within(deadlines).queryByRole('link', { name: 'Làm bài Speaking practice' })).toBeNull();
    expect(within(deadlines).getByText(/45 phút/)).toBeInTheDocument();
    expect(within(deadlines).getByText(/Không giới hạn/)).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Kết quả gần đây' });
    expect(within(results).getByText('Giao tiếp K3')).toBeInTheDocument();
    expect(screen.getByText('Điểm: 3,5/10')).toBeInTheDocument();
    expect(
      screen.getByText('Bài làm chưa đạt điểm tối thiểu để tổng kết, vui lòng làm lại'),
    ).toBeInTheDocument();
  });

  it('counts the rows it lists as work to do, each with its next step (issue 25)', async () => {
    const klass = buildClass({
      name: 'Giao tiếp K3',
      viewerMembership: buildClassStudent({ status: 'ACTIVE' }),
    });
    const work = (id: string, title: string, results: unknown[], startAt: string | null = null) => ({
      id,
      title,
      startAt,
      deadline: '2026-05-10T10:00:00.000Z',
      timeLimit: null,
      kind: 'HOME_WORK',
      class: klass,
      results,
    });
    renderApp({
      path: '/dashboard',
      role: 'STUDENT',
      gateway: {
        lessons: page([]),
        myClasses: [klass],
        assignments: page([
          work('a1', 'Begun', [{ id: 'r1', status: 'UNFINISHED', redoRequested: false, redoNote: '' }]),
          work('a2', 'Passed', [{ id: 'r2', status: 'PASS', redoRequested: false, redoNote: '' }]),
          work('a3', 'Handed in', [
            { id: 'r3', status: 'WAITING_SCORE', redoRequested: false, redoNote: '' },
          ]),
          work('a4', 'Not yet open', [], '2026-04-20T01:00:00.000Z'),
          work('a5', 'New', []),
        ]),
        results: page([]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bài cần làm (3)' })).toBeInTheDocument();
    const deadlines = screen.getByRole('list', { name: 'Hạn nộp sắp tới' });
    expect(within(deadlines).getAllByRole('listitem')).toHaveLength(3);
    expect(within(deadlines).queryByText('Passed')).toBeNull();
    expect(within(deadlines).queryByText('Handed in')).toBeNull();
    expect(within(deadlines).getByText('Chưa nộp')).toBeInTheDocument();
    expect(within(deadlines).getByRole('link', { name: 'Làm tiếp Begun' })).toBeInTheDocument();
    expect(within(deadlines).getByRole('link', { name: 'Làm bài New' })).toBeInTheDocument();
    expect(within(deadlines).getByText(/^Mở lúc /)).toBeInTheDocument();
  });

  it('lists returned work a teacher asked to redo as to do again, with the teacher’s word', async () => {
    const klass = buildClass({
      name: 'Giao tiếp K3',
      viewerMembership: buildClassStudent({ status: 'ACTIVE' }),
    });
    renderApp({
      path: '/dashboard',
      role: 'STUDENT',
      gateway: {
        lessons: page([]),
        myClasses: [klass],
        assignments: page([
          {
            id: 'a5',
            title: 'Essay: my town',
            startAt: null,
            deadline: '2099-01-10T10:00:00.000Z',
            timeLimit: null,
            kind: 'HOME_WORK',
            class: klass,
            results: [{ id: 'r5', status: 'PASS', redoRequested: true, redoNote: 'Viết lại đoạn mở bài' }],
          },
        ]),
        results: page([]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bài cần làm (1)' })).toBeInTheDocument();
    const deadlines = screen.getByRole('list', { name: 'Hạn nộp sắp tới' });
    expect(
      within(deadlines).getByText('Giáo viên yêu cầu bạn làm lại bài này: Viết lại đoạn mở bài'),
    ).toBeInTheDocument();
    expect(within(deadlines).getByRole('link', { name: 'Làm bài Essay: my town' })).toBeInTheDocument();
  });
});

describe('the dashboard where sign-in lands (issue 29 point 4)', () => {
  /** The gateway's viewer held until `release`, to see what the page asks for meanwhile. */
  function heldViewer(role: 'TEACHER' | 'STUDENT') {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const viewer = async () => {
      await released;
      return buildUser({ role, name: 'Lê Minh Châu' });
    };
    return { viewer, release };
  }

  /** An access token as the identity server signs them, with these realm roles (the signature unchecked). */
  const tokenWithRoles = (roles: string[]) => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    return `${part({ alg: 'RS256' })}.${part({ sub: 'u1', realm_access: { roles } })}.signature`;
  };

  it('asks for a teacher’s day beside the signed-in user, not after it, and only once', async () => {
    const { viewer, release } = heldViewer('TEACHER');
    const { calls } = renderApp({
      path: '/dashboard',
      startUp: true,
      role: 'TEACHER',
      gateway: { viewer, lessons: page([]), results: page([], { total: 0 }) },
    });
    await waitFor(() => expect(calls.map((c) => c.operationName)).toContain('DashboardStaffQuery'));
    release();
    expect(await screen.findByRole('heading', { name: 'Xin chào, Lê Minh Châu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Bài chờ chấm/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'DashboardStaffQuery')).toHaveLength(1);
  });

  it('asks for a student’s own dashboard when the token says student', async () => {
    const { viewer, release } = heldViewer('STUDENT');
    const auth = { ...createFakeAuth(), token: () => tokenWithRoles(['student']) };
    const { calls } = renderApp({
      path: '/dashboard',
      startUp: true,
      role: 'STUDENT',
      auth,
      gateway: { viewer, lessons: page([]), myClasses: [], assignments: page([]), results: page([]) },
    });
    await waitFor(() => expect(calls.map((c) => c.operationName)).toContain('DashboardStudentQuery'));
    release();
    expect(await screen.findByRole('heading', { name: 'Xin chào, Lê Minh Châu' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(calls.filter((c) => c.operationName === 'DashboardStudentQuery')).toHaveLength(1);
    expect(calls.map((c) => c.operationName)).not.toContain('DashboardStaffQuery');
  });
});
