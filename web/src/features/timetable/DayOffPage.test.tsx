import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClass, buildDayOff, page } from '../../test/factories';
import { renderApp } from '../../test/renderApp';
import { fixClock } from '../../test/clock';

// The days off these tests add (30 April 2027) are ahead: a day off in the past asks for a confirmation.
fixClock('2026-11-16T10:00:00+07:00');

describe('days off', () => {
  it('lists the days off and adds one for the whole academy (administrator)', async () => {
    let created: unknown = null;
    const klass = buildClass({ name: 'IELTS 6.5 - K12' });
    const { user } = renderApp({
      path: '/manageDayOff',
      role: 'ADMIN',
      gateway: {
        classes: page([klass]),
        daysOff: page([
          buildDayOff({ date: '2027-02-16', reason: 'Tết Nguyên Đán' }),
          buildDayOff({ class: klass, reason: 'Giáo viên bận' }),
        ]),
        createDayOff: ({ input }: { input: unknown }) => {
          created = input;
          return { dayOff: buildDayOff(), errors: [] };
        },
      },
    });
    expect(await screen.findByText('Tết Nguyên Đán')).toBeInTheDocument();
    expect(screen.getByText('Toàn học viện')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IELTS 6.5 - K12' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Thêm ngày nghỉ/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    expect(await within(dialog).findByText('Vui lòng chọn ngày')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Lý do'), 'Ngày Giải phóng miền Nam');
    // Enter in the date field picks the date and does not submit the form (issue 10 point 9a).
    await user.type(within(dialog).getByLabelText('Ngày nghỉ'), '30/04/2027{Enter}');
    expect(created).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    await waitFor(() =>
      expect(created).toEqual({ classId: null, date: '2027-04-30', reason: 'Ngày Giải phóng miền Nam' }),
    );
    expect(await screen.findByText('Đã thêm ngày nghỉ')).toBeInTheDocument();
  }, 60_000);

  it('asks a teacher for the class of the day off', async () => {
    const { user } = renderApp({
      path: '/manageDayOff',
      role: 'TEACHER',
      gateway: { classes: page([buildClass()]), daysOff: page([]) },
    });
    await user.click(await screen.findByRole('button', { name: /Thêm ngày nghỉ/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Ngày nghỉ'), '30/04/2027{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    expect(await within(dialog).findByText('Vui lòng chọn lớp')).toBeInTheDocument();
  }, 60_000);

  it('asks newest first within the dates of the address', async () => {
    let asked: unknown = null;
    renderApp({
      path: '/manageDayOff?from=2025-01-01&to=2025-12-31',
      role: 'ADMIN',
      gateway: {
        classes: page([]),
        daysOff: (args: unknown) => {
          asked = args;
          return page([buildDayOff({ date: '2025-09-02', reason: 'Quốc khánh' })]);
        },
      },
    });
    expect(await screen.findByText('Quốc khánh')).toBeInTheDocument();
    expect(asked).toMatchObject({ from: '2025-01-01', to: '2025-12-31', newestFirst: true });
  });

  it('asks the reason and a confirmation for a day off in the past', async () => {
    let created: unknown = null;
    const { user } = renderApp({
      path: '/manageDayOff',
      role: 'ADMIN',
      gateway: {
        classes: page([]),
        daysOff: page([]),
        createDayOff: ({ input }: { input: unknown }) => {
          created = input;
          return { dayOff: buildDayOff(), errors: [] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Thêm ngày nghỉ/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Ngày nghỉ'), '02/01/2025{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    expect(await within(dialog).findByText('Hãy ghi lý do cho ngày nghỉ đã qua')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Lý do'), 'Mất điện');
    await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    expect((await screen.findAllByText('Thêm ngày nghỉ cho ngày đã qua?')).length).toBeGreaterThan(0);
    expect(created).toBeNull();
    const confirm = screen.getAllByRole('dialog').at(-1)!;
    await user.click(within(confirm).getByRole('button', { name: 'Thêm ngày nghỉ' }));
    await waitFor(() => expect(created).toEqual({ classId: null, date: '2025-01-02', reason: 'Mất điện' }));
  }, 60_000);
});
