import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixClock } from '../test/clock';
import {
  buildAssignment,
  buildClass,
  buildCourse,
  buildDayOff,
  buildLesson,
  buildUser,
  page,
} from '../test/factories';
import { buildExamDate, buildIeltsTest, buildRegistrant, buildRegistration } from '../test/ieltsFactories';
import type { RenderAppOptions } from '../test/renderApp';
import { renderApp } from '../test/renderApp';

// Issue 25 point 3: every date and time field of the product takes what people type, in both formats, and
// the value sent is the day typed. One row per screen with date fields; each types yyyy-mm-dd in one field
// and dd/mm/yyyy (or d/m/yyyy) in another where it has two. The days typed are ahead of this clock.
fixClock('2026-11-16T10:00:00+07:00');

type User = ReturnType<typeof renderApp>['user'];
type Calls = ReturnType<typeof renderApp>['calls'];

interface DateScreen {
  name: string;
  setup: () => { options: RenderAppOptions; sent: (calls: Calls) => unknown };
  /** Opens the form; returns where its fields are. */
  open?: (user: User) => Promise<HTMLElement>;
  /** The date and time fields: label, keys typed (after clearing), and the value they must send. */
  fields: { label: string | RegExp; keys: string }[];
  /** Fills what else the form needs and sends it (nothing for a filter, which sends as it changes). */
  submit?: (user: User, form: HTMLElement) => Promise<void>;
  expected: Record<string, unknown>;
}

const lastVariables = (calls: Calls, operation: string) =>
  calls.filter((c) => c.operationName === operation).at(-1)?.variables;

const klass = buildClass({ id: '7', name: 'IELTS 6.5 - K12' });

const SCREENS: DateScreen[] = [
  {
    name: 'the assign dialog (start, deadline day and time)',
    setup: () => {
      let sent: unknown;
      const homework = buildAssignment({ id: 'a5', title: 'Unit 5', kind: 'TEST', class: klass });
      return {
        options: {
          path: '/manageClass/7/homework',
          role: 'TEACHER',
          gateway: {
            class: { ...klass, assignments: [homework] },
            exercises: page([]),
            tags: page([]),
            updateAssignment: ({ input }: { input: unknown }) => {
              sent = input;
              return { assignment: homework, errors: [] };
            },
          },
        },
        sent: () => sent,
      };
    },
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Sửa Unit 5' }));
      return screen.findByRole('dialog');
    },
    fields: [
      { label: 'Ngày mở', keys: '1/12/2026{Enter}' },
      { label: 'Hạn nộp (ngày)', keys: '2026-12-05{Enter}' },
      { label: 'Hạn nộp (giờ)', keys: '18h30{Enter}' },
    ],
    submit: async (user, dialog) => {
      await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    },
    // 5 December 2026 18:30 and 1 December 00:00 in the academy's time zone (UTC+7).
    expected: { deadline: '2026-12-05T11:30:00.000Z', startAt: '2026-11-30T17:00:00.000Z' },
  },
  {
    name: 'the day off dialog',
    setup: () => {
      let sent: unknown;
      return {
        options: {
          path: '/manageDayOff',
          role: 'ADMIN',
          gateway: {
            classes: page([klass]),
            daysOff: page([]),
            createDayOff: ({ input }: { input: unknown }) => {
              sent = input;
              return { dayOff: buildDayOff(), errors: [] };
            },
          },
        },
        sent: () => sent,
      };
    },
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: /Thêm ngày nghỉ/ }));
      return screen.findByRole('dialog');
    },
    fields: [{ label: 'Ngày nghỉ', keys: '2027-04-30{Tab}' }],
    submit: async (user, dialog) => {
      await user.type(within(dialog).getByLabelText('Lý do'), 'Giải phóng miền Nam');
      await user.click(within(dialog).getByRole('button', { name: /Lưu/ }));
    },
    expected: { date: '2027-04-30' },
  },
  {
    name: 'the days off filter (from, to)',
    setup: () => ({
      options: {
        path: '/manageDayOff',
        role: 'ADMIN',
        gateway: { classes: page([klass]), daysOff: page([buildDayOff()]) },
      },
      sent: (calls) => lastVariables(calls, 'DayOffListQuery'),
    }),
    fields: [
      { label: 'Từ ngày', keys: '2027-01-01{Enter}' },
      { label: 'Đến ngày', keys: '31/12/2027{Tab}' },
    ],
    expected: { from: '2027-01-01', to: '2027-12-31' },
  },
  {
    name: 'the class form (start date, as the expected end is asked)',
    setup: () => ({
      options: {
        path: '/manageClass/createClass',
        role: 'TEACHER',
        gateway: {
          courses: page([buildCourse({ name: 'IELTS 6.5' })]),
          calculateEndDate: { expectedEndDate: '2027-03-01', sessionDates: [], daysOffSkipped: [] },
        },
      },
      sent: (calls) =>
        (lastVariables(calls, 'ClassFormEndDateQuery') as { input?: unknown } | undefined)?.input,
    }),
    fields: [{ label: 'Ngày bắt đầu', keys: '2026-12-07{Tab}' }],
    submit: async (user) => {
      await user.click(screen.getByRole('checkbox', { name: 'Thứ Hai' }));
    },
    expected: { startDate: '2026-12-07' },
  },
  {
    name: 'the profile (date of birth)',
    setup: () => {
      let sent: unknown;
      return {
        options: {
          path: '/profile',
          role: 'TEACHER',
          viewer: buildUser({ role: 'TEACHER', phone: '0912345678', workPlace: 'Học viện' }),
          gateway: {
            updateProfile: ({ input }: { input: unknown }) => {
              sent = input;
              return { user: null, errors: [] };
            },
          },
        },
        sent: () => sent,
      };
    },
    fields: [{ label: 'Ngày sinh', keys: '1990-05-20{Tab}' }],
    submit: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Lưu' }));
    },
    expected: { dateOfBirth: '1990-05-20' },
  },
  {
    name: 'an IELTS exam date',
    setup: () => {
      let sent: unknown;
      const date = buildExamDate({ id: '44', test: buildIeltsTest({ id: '9', name: 'Mock 01' }) });
      return {
        options: {
          path: '/manageStatistics/manageIeltsDate',
          role: 'ADMIN',
          gateway: {
            ieltsExamDates: () => page([date]),
            ieltsTests: () => page([buildIeltsTest({ id: '9', name: 'Mock 01' })]),
            updateIeltsExamDate: ({ input }: { input: Record<string, unknown> }) => {
              sent = input;
              return { examDate: { ...date, ...input }, errors: [] };
            },
          },
        },
        sent: () => sent,
      };
    },
    open: async (user) => {
      const table = await screen.findByRole('table');
      await user.click(await within(table).findByRole('button', { name: 'Sửa' }));
      return screen.findByRole('dialog');
    },
    fields: [{ label: 'Ngày thi', keys: '2026-12-19{Enter}' }],
    submit: async (user, dialog) => {
      await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    },
    expected: { examDate: '2026-12-19' },
  },
  {
    name: 'a promotion code (expiry)',
    setup: () => {
      let sent: unknown;
      return {
        options: {
          path: '/manageStatistics/manageCode',
          role: 'ADMIN',
          gateway: {
            promotionCodes: () => page([]),
            createPromotionCode: ({ input }: { input: Record<string, unknown> }) => {
              sent = input;
              return {
                promotionCode: {
                  id: '70',
                  ...input,
                  usedCount: 0,
                  createdAt: '2026-10-01T00:00:00.000Z',
                  usable: true,
                },
                errors: [],
              };
            },
          },
        },
        sent: () => sent,
      };
    },
    open: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Tạo mã khuyến mãi' }));
      return screen.findByRole('dialog');
    },
    fields: [{ label: /Ngày hết hạn/, keys: '31/1/2027{Tab}' }],
    submit: async (user, dialog) => {
      await user.type(within(dialog).getByLabelText(/Tiêu đề/), 'Ưu đãi khai giảng');
      await user.type(within(dialog).getByLabelText(/^Mã/), 'KHAI2027');
      const percent = within(dialog).getByLabelText(/Phần trăm giảm/);
      await user.clear(percent);
      await user.type(percent, '10');
      await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    },
    // The code lasts to the end of that day in the academy's time zone.
    expected: { expiresAt: '2027-01-31T16:59:59.000Z' },
  },
  {
    name: 'a new user (date of birth)',
    setup: () => {
      let sent: unknown;
      const created = buildUser({ name: 'Đỗ Quang Huy', email: 'huy@academy.test' });
      return {
        options: {
          path: '/manageUser/userLMS/createNewUser',
          role: 'ADMIN',
          gateway: {
            createUser: ({ input }: { input: unknown }) => {
              sent = input;
              return { user: created, errors: [] };
            },
            user: () => created,
          },
        },
        sent: () => sent,
      };
    },
    fields: [{ label: 'Ngày sinh', keys: '2001-06-15{Tab}' }],
    submit: async (user) => {
      await user.type(screen.getByLabelText('Email'), 'huy@academy.test');
      await user.type(screen.getByLabelText('Họ và tên'), 'Đỗ Quang Huy');
      await user.click(screen.getByRole('button', { name: 'Thêm người dùng' }));
    },
    expected: { dateOfBirth: '2001-06-15' },
  },
  {
    name: 'an IELTS registrant (date of birth)',
    setup: () => {
      let sent: unknown;
      const mai = buildRegistrant({ id: '7', name: 'Trần Thị Mai', email: 'mai@mail.test' });
      return {
        options: {
          path: '/manageUser/manageIelts?kind=WEB',
          role: 'ADMIN',
          gateway: {
            ieltsRegistrants: () => page([mai]),
            ieltsRegistrant: () => mai,
            ieltsRegistrations: () => page([buildRegistration({ status: 'UNPAID' })]),
            updateUser: ({ input }: { input: Record<string, unknown> }) => {
              sent = input;
              return { user: { id: '7', ...input }, errors: [] };
            },
          },
        },
        sent: () => sent,
      };
    },
    open: async (user) => {
      const table = await screen.findByRole('table');
      await user.click(await within(table).findByRole('link', { name: 'Sửa Trần Thị Mai' }));
      await screen.findByLabelText(/Họ và tên/);
      return document.body;
    },
    fields: [{ label: /Ngày sinh/, keys: '4/3/2000{Enter}' }],
    submit: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Lưu' }));
    },
    expected: { dateOfBirth: '2000-03-04' },
  },
  {
    name: 'a lesson of the timetable (day, start and end times)',
    setup: () => {
      let sent: unknown;
      const lesson = buildLesson({ sessionNumber: 1, studyDate: '2026-12-07' });
      const klass2 = buildClass({ name: 'IELTS 6.5 - K12', viewerCanManage: true, lessons: [lesson] });
      return {
        options: {
          path: `/manageClass/${String(klass2.id)}/manageClassDetail?tab=schedule`,
          role: 'TEACHER',
          gateway: {
            class: klass2,
            updateLesson: ({ input }: { input: Record<string, unknown> }) => {
              sent = input;
              return { lesson: { ...lesson, ...input }, errors: [] };
            },
          },
        },
        sent: () => sent,
      };
    },
    open: async (user) => {
      await user.click(await screen.findByLabelText('Sửa buổi 1'));
      return screen.findByRole('dialog');
    },
    fields: [
      { label: 'Ngày học', keys: '2026-12-08{Enter}' },
      { label: 'Giờ bắt đầu', keys: '18h30{Tab}' },
      { label: 'Giờ kết thúc', keys: '20.00{Enter}' },
    ],
    submit: async (user, dialog) => {
      await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    },
    expected: { studyDate: '2026-12-08', studyTimeStart: '18:30', studyTimeEnd: '20:00' },
  },
];

describe('typing a date in every screen that asks for one', () => {
  it.each(SCREENS.map((s) => [s.name, s] as const))(
    '%s',
    async (_, { setup, open, fields, submit, expected }) => {
      const { options, sent } = setup();
      const { user, calls } = renderApp(options);
      const form = open ? await open(user) : document.body;
      for (const { label, keys } of fields) {
        const input = await within(form).findByLabelText(label);
        await user.clear(input);
        await user.click(input);
        await user.keyboard(keys);
      }
      await submit?.(user, form);
      await waitFor(() => expect(sent(calls)).toMatchObject(expected));
    },
    60_000,
  );
});
