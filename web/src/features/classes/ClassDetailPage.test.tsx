import { screen, waitFor, within } from '@testing-library/react';
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
    expect(calls.map((c) => c.operationName).filter((n) => n !== 'SessionViewerQuery')).toEqual([
      'ClassDetailQuery',
    ]);
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
    await user.click(await screen.findByRole('button', { name: 'Điểm danh buổi 4' }));
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

  it('approves a student’s request from the everyone tab', async () => {
    const request = buildClassStudent({ student: buildUser({ name: 'Lý Thu Trang' }), status: 'REQUEST' });
    let changed: unknown = null;
    const { user } = renderApp({
      path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=everyone`,
      role: 'TEACHER',
      gateway: {
        class: { ...klass, students: [...students, request] },
        updateStudentStatus: ({ input }: { input: { status: string } }) => {
          changed = input;
          return { classStudent: { ...request, status: input.status }, errors: [] };
        },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Trạng thái của Lý Thu Trang' });
    await user.click(select);
    await user.click(await screen.findByTitle('Duyệt vào lớp'));
    await waitFor(() =>
      expect(changed).toEqual({
        classId: String(klass.id),
        studentId: String((request.student as { id: string }).id),
        status: 'ACTIVE',
      }),
    );
    expect(await screen.findByText('Đã chuyển sang “Đang học”')).toBeInTheDocument();
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
