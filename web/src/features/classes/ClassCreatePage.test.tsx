import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCourse, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';

const courses = page([buildCourse({ name: 'IELTS 6.5' })]);

describe('class form', () => {
  it('computes the expected end date on the server as the pattern is typed', async () => {
    const { user, calls } = renderApp({
      path: '/manageClass/createClass',
      role: 'TEACHER',
      gateway: {
        courses,
        // Only the whole pattern (24 sessions on Monday and Wednesday) answers 25 November: on a slow
        // machine the debounce may also send Monday alone, which must not satisfy the assertion below.
        calculateEndDate: ({ input }: { input: { numberOfSessions: number; weekdays: number[] } }) => ({
          expectedEndDate:
            input.numberOfSessions !== 24
              ? '2026-12-30'
              : input.weekdays.length === 2
                ? '2026-11-25'
                : '2027-02-15',
          sessionDates: [],
          daysOffSkipped: ['2026-09-02'],
        }),
      },
    });
    expect(await screen.findByText(/Chọn ngày khai giảng, số buổi và các ngày học/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ngày bắt đầu'), '07/09/2026{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Thứ Hai' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thứ Tư' }));

    expect(await screen.findByText('Ngày kết thúc dự kiến: Thứ Tư, 25 tháng 11, 2026')).toBeInTheDocument();
    expect(screen.getByText('Đã bỏ qua 1 ngày nghỉ: 2 thg 9, 2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'ClassFormEndDateQuery').at(-1)?.variables).toEqual({
      input: { startDate: '2026-09-07', numberOfSessions: 24, weekdays: [1, 3] },
    });

    const sessions = screen.getByLabelText('Số buổi');
    await user.clear(sessions);
    await user.type(sessions, '30');
    expect(await screen.findByText('Ngày kết thúc dự kiến: Thứ Tư, 30 tháng 12, 2026')).toBeInTheDocument();
  });

  it('checks the rules before sending: sessions above 0, end date after start date, a weekday', async () => {
    const { user, calls } = renderApp({
      path: '/manageClass/createClass',
      role: 'TEACHER',
      gateway: { courses },
    });
    await user.type(await screen.findByLabelText('Tên lớp'), 'Giao tiếp K3');
    await user.type(screen.getByLabelText('Ngày bắt đầu'), '07/09/2026{Enter}');
    await user.type(screen.getByLabelText('Ngày kết thúc'), '01/09/2026{Enter}');
    const sessions = screen.getByLabelText('Số buổi');
    await user.clear(sessions);
    await user.click(screen.getByRole('button', { name: 'Tạo lớp' }));
    expect(await screen.findByText('Vui lòng nhập một số')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn ít nhất một ngày học trong tuần')).toBeInTheDocument();

    await user.type(sessions, '24');
    await user.click(screen.getByRole('checkbox', { name: 'Thứ Bảy' }));
    await user.click(screen.getByRole('button', { name: 'Tạo lớp' }));
    expect(await screen.findByText('Ngày kết thúc phải lớn hơn ngày bắt đầu')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ClassCreateMutation')).toBe(false);
  });

  it('shows the server’s field errors under the class fields', async () => {
    const { user, calls } = renderApp({
      path: '/manageClass/createClass',
      role: 'TEACHER',
      gateway: {
        courses,
        calculateEndDate: { expectedEndDate: '2026-11-25', sessionDates: [], daysOffSkipped: [] },
        createClass: () => ({
          class: null,
          errors: [{ field: 'classCode', messages: ['Mã lớp đã tồn tại'] }],
        }),
      },
    });
    await user.type(await screen.findByLabelText('Tên lớp'), 'Giao tiếp K3');
    await user.type(screen.getByLabelText('Ngày bắt đầu'), '07/09/2026{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Thứ Bảy' }));
    await user.type(screen.getByLabelText('Mã lớp'), 'gtk3');
    await user.click(screen.getByRole('button', { name: 'Tạo lớp' }));
    expect(await screen.findByText('Mã lớp đã tồn tại')).toBeInTheDocument();
    expect(screen.getByLabelText('Mã lớp')).toHaveValue('gtk3');
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'ClassCreateMutation')?.variables.input).toMatchObject({
        name: 'Giao tiếp K3',
        startDate: '2026-09-07',
        numberOfSessions: 24,
        weekdays: [6],
        classCode: 'GTK3',
        studyTimeStart: '18:00',
        studyTimeEnd: '19:30',
      }),
    );
  });
});
