import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildClass, buildClassStudent, buildLesson, buildOverview, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const an = buildUser({ name: 'Nguyễn Văn An' });
const binh = buildUser({ name: 'Trần Thị Bình' });
const students = [
  buildClassStudent({ student: an }),
  buildClassStudent({
    student: binh,
    attendanceSummary: { lessonsCounted: 4, present: 2, late: 1, absent: 1, excused: 0, percent: 75 },
  }),
];
const lesson = buildLesson({ sessionNumber: 4, studyDate: '2026-09-16', status: 'SCHEDULED' });
const klass = buildClass({
  name: 'IELTS 6.5 - K12',
  overview: buildOverview({
    activeStudents: 2,
    pendingRequests: 1,
    waitingScore: 4,
    attendancePercent: 87.5,
    completionPercent: 60,
  }),
  students,
  lessons: [lesson],
});

describe('class detail', () => {
  it('renders the page and its overview dashboard from one request', async () => {
    const { calls } = renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail`,
      role: 'TEACHER',
      gateway: { class: klass },
    });
    expect(await screen.findByRole('heading', { name: 'IELTS 6.5 - K12' })).toBeInTheDocument();
    expect(await screen.findByText('1 yêu cầu chờ duyệt')).toBeInTheDocument();
    expect(screen.getByText('87,5%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trần Thị Bình' })).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    // The session's and the header bell's queries aside.
    const shell = ['SessionViewerQuery', 'NotificationBellQuery'];
    expect(calls.map((c) => c.operationName).filter((n) => !shell.includes(n))).toEqual(['ClassDetailQuery']);
  });

  it('takes a lesson’s attendance in a few clicks', async () => {
    let marked: unknown = null;
    const { user, calls } = renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
      role: 'TEACHER',
      gateway: {
        class: klass,
        lesson: () => lesson,
        markAttendance: ({ input }: { input: { records: { studentId: string; status: string }[] } }) => {
          marked = input;
          return {
            lesson: { ...lesson, status: 'DONE' },
            attendances: input.records.map((r, i) => ({
              id: `a${i}`,
              status: r.status,
              note: '',
              markedAt: '2026-09-16T12:00:00.000Z',
              student: r.studentId === an.id ? an : binh,
              lesson,
            })),
            errors: [],
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Điểm danh buổi 4' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    const binhRow = await within(dialog).findByRole('radiogroup', { name: 'Điểm danh Trần Thị Bình' });
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Điểm danh Nguyễn Văn An' })).getByRole('radio', {
        name: 'Có mặt',
      }),
    ).toBeChecked();
    // antd draws the radio over its label: the label is what a user clicks.
    await user.click(within(binhRow).getByText('Vắng'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú cho Trần Thị Bình' }), 'Ốm');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu điểm danh' }));

    expect(await screen.findByText('Đã lưu điểm danh 2 học viên')).toBeInTheDocument();
    expect(marked).toEqual({
      lessonId: String(lesson.id),
      records: [
        { studentId: String(an.id), status: 'PRESENT', note: '' },
        { studentId: String(binh.id), status: 'ABSENT', note: 'Ốm' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.operationName === 'AttendanceMarkMutation')).toBe(true);
  });

  it('answers a join request with Approve or Reject buttons, not a status to pick', async () => {
    const trang = buildClassStudent({ student: buildUser({ name: 'Lý Thu Trang' }), status: 'REQUEST' });
    const minh = buildClassStudent({ student: buildUser({ name: 'Đỗ Minh' }), status: 'REQUEST' });
    const changed: unknown[] = [];
    renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=everyone`,
      role: 'TEACHER',
      gateway: {
        class: { ...klass, students: [...students, trang, minh] },
        updateStudentStatus: ({ input }: { input: { studentId: string; status: string } }) => {
          changed.push(input);
          const row = [trang, minh].find((r) => (r.student as { id: string }).id === input.studentId)!;
          return { classStudent: { ...row, status: input.status }, errors: [] };
        },
      },
    });
    // The page, then its everyone tab (a chunk of its own).
    expect((await screen.findAllByText('IELTS 6.5 - K12')).length).toBeGreaterThan(0);
    const request = await screen.findByLabelText('Yêu cầu vào lớp của Lý Thu Trang');

    expect(request).toHaveAttribute('role', 'group');
    expect(screen.queryByLabelText('Trạng thái của Lý Thu Trang')).not.toBeInTheDocument();
    fireEvent.click(within(request).getByText('Duyệt vào lớp'));
    expect(await screen.findByText('Đã chuyển sang “Đang học”')).toBeInTheDocument();
    // Approved, the student's row offers the usual status choice.
    expect(await screen.findByLabelText('Trạng thái của Lý Thu Trang')).toBeInTheDocument();

    const other = screen.getByLabelText('Yêu cầu vào lớp của Đỗ Minh');
    fireEvent.click(within(other).getByText('Từ chối'));
    await waitFor(() => expect(changed).toHaveLength(2));
    expect(changed).toEqual([
      {
        classId: String(klass.id),
        studentId: String((trang.student as { id: string }).id),
        status: 'ACTIVE',
      },
      {
        classId: String(klass.id),
        studentId: String((minh.student as { id: string }).id),
        status: 'INACTIVE',
      },
    ]);
  });

  it('says which students already were in the class instead of counting them as added', async () => {
    const hoa = buildUser({ name: 'Lê Thị Hoa', email: 'hoa@academy.test' });
    const member = buildUser({ name: 'Nguyễn Văn A', email: 'a@academy.test' });
    let sent: unknown = null;
    const { user } = renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=everyone`,
      role: 'ADMIN',
      gateway: {
        class: klass,
        users: { items: [hoa, member], total: 2, page: 1, pageSize: 30 },
        addStudentsToClass: ({ input }: { input: unknown }) => {
          sent = input;
          return {
            classStudents: [buildClassStudent({ student: hoa })],
            alreadyMembers: [buildClassStudent({ student: member })],
            errors: [],
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Thêm học viên/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Học viên'));
    await user.click(await screen.findByTitle('Lê Thị Hoa (hoa@academy.test)'));
    await user.click(await screen.findByTitle('Nguyễn Văn A (a@academy.test)'));
    await user.click(within(dialog).getByRole('button', { name: /Thêm học viên/ }));
    expect(await screen.findByText('Đã thêm 1 học viên; Nguyễn Văn A đã có trong lớp')).toBeInTheDocument();
    expect(sent).toMatchObject({ studentIds: [String(hoa.id), String(member.id)] });
  });

  it('answers a class the viewer may not see with the 403 page', async () => {
    renderApp({
      path: '/manageClass/99/manageClassDetail',
      role: 'STUDENT',
      gateway: {
        myClasses: [],
        class: () => {
          throw new GraphQLError('Bạn không có quyền thực hiện thao tác này', {
            extensions: { code: 'FORBIDDEN' },
          });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bạn không thể mở trang này' })).toBeInTheDocument();
  });
});
