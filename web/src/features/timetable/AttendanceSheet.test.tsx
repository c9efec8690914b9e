import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, buildClassStudent, buildLesson, buildOverview, buildUser } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const an = buildUser({ name: 'Nguyễn Văn An' });
const lesson = buildLesson({ sessionNumber: 4, studyDate: '2026-09-16', status: 'SCHEDULED' });
const klass = buildClass({
  name: 'IELTS 6.5 - K12',
  overview: buildOverview({ attendancePercent: 50 }),
  students: [buildClassStudent({ student: an })],
  lessons: [lesson],
});

/** A gateway whose markAttendance answers when the test says so. */
function heldAttendance() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const markAttendance = async ({
    input,
  }: {
    input: { records: { studentId: string; status: string }[] };
  }) => {
    await held;
    return {
      lesson: {
        ...lesson,
        status: 'DONE',
        attendances: input.records.map((r, i) => ({ id: `a${i}`, status: r.status, note: '', student: an })),
      },
      errors: [],
    };
  };
  return { markAttendance, release: () => release() };
}

// The class page, its schedule tab and the sheet each load their chunk first: slow on a busy machine.
const CHUNKS = { timeout: 30_000 };
const TEST_TIMEOUT = 90_000;

async function saveAttendance(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Điểm danh buổi 4' }, CHUNKS));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('radiogroup', { name: 'Điểm danh Nguyễn Văn An' });
  await user.click(within(dialog).getByRole('button', { name: 'Lưu điểm danh' }));
}

describe('saving attendance', () => {
  it(
    'shows the lesson as done at once, before the gateway answers',
    async () => {
      const gateway = heldAttendance();
      const { user } = renderApp({
        path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
        role: 'TEACHER',
        gateway: { class: klass, lesson: () => lesson, markAttendance: gateway.markAttendance },
      });
      expect(await screen.findByText('Đã lên lịch', {}, CHUNKS)).toBeInTheDocument();
      await saveAttendance(user);
      // The optimistic answer: done while the request is still open.
      expect(await screen.findByText('Đã học')).toBeInTheDocument();
      expect(screen.queryByText('Đã lên lịch')).toBeNull();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      gateway.release();
      expect(await screen.findByText('Đã lưu điểm danh 1 học viên')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Đã học')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    'sends no query again: the answer updates the lesson, derived figures reload when shown',
    async () => {
      const gateway = heldAttendance();
      gateway.release();
      const { user, calls } = renderApp({
        path: `/manageClass/${String(klass.id)}/manageClassDetail?tab=schedule`,
        role: 'TEACHER',
        gateway: { class: klass, lesson: () => lesson, markAttendance: gateway.markAttendance },
      });
      await saveAttendance(user);
      const saved = calls.findIndex((c) => c.operationName === 'AttendanceMarkMutation');
      expect(await screen.findByText('Đã lưu điểm danh 1 học viên')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(saved).toBeGreaterThan(-1);
      expect(calls.slice(saved).map((c) => c.operationName)).toEqual(['AttendanceMarkMutation']);

      // The overview's attendance figures were forgotten: opening the tab asks for them once.
      await user.click(screen.getByRole('tab', { name: 'Tổng quan' }));
      expect((await screen.findAllByText('50%', {}, CHUNKS)).length).toBeGreaterThan(0);
      expect(calls.slice(saved + 1).map((c) => c.operationName)).toEqual(['ClassDetailQuery']);
    },
    TEST_TIMEOUT,
  );
});
