import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildExamDate,
  buildIeltsTest,
  buildPayment,
  buildRegistrant,
  buildRegistration,
} from '../../test/ieltsFactories';
import { renderApp } from '../../test/renderApp';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 15 });

describe('/manageStatistics/manageListIelts and detailIelts', () => {
  it('lists one date’s registrations and opens a candidate’s record', async () => {
    const date = buildExamDate({ id: '44', examDate: '2026-12-12', registeredCount: 2 });
    const registration = buildRegistration({
      id: '81',
      status: 'MARKED',
      examDate: date,
      candidate: buildRegistrant({ id: '7', name: 'Vũ Hải Yến', email: 'yen@mail.test' }),
      payment: buildPayment({ invoice: 'INV-2026-0081', status: 'PAID', amount: 1350000 }),
      examinerName: 'Đỗ Minh Khoa',
      bands: {
        listeningRaw: 35,
        listening: 8,
        readingRaw: 30,
        reading: 7,
        writingTask1: null,
        writingTask2: null,
        writing: 6.5,
        speakingCriteria: null,
        speaking: 7,
        overall: 7,
      },
    });
    const { user, calls } = renderApp({
      path: '/manageStatistics/manageListIelts?date=44',
      role: 'ADMIN',
      gateway: {
        ieltsExamDates: () => page([date]),
        ieltsRegistrations: () => page([registration]),
        ieltsRegistration: ({ id }: { id: string }) => (id === '81' ? registration : null),
      },
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('yen@mail.test')).closest('tr')!;
    expect(row).toHaveTextContent('Đã chấm');
    expect(row).toHaveTextContent('7.0');
    expect(calls.find((c) => c.operationName === 'RegistrationListQuery')?.variables).toMatchObject({
      filter: { examDateIds: ['44'] },
    });
    await user.click(within(row as HTMLElement).getByRole('link', { name: /Vũ Hải Yến/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vũ Hải Yến' })).toBeInTheDocument();
    expect(screen.getByText('INV-2026-0081')).toBeInTheDocument();
    expect(screen.getByText('Đỗ Minh Khoa')).toBeInTheDocument();
    const bands = screen.getByRole('region', { name: 'Band điểm' });
    expect(within(bands).getByText('Band tổng').parentElement).toHaveTextContent('7.0');
    expect(within(bands).getByText('điểm thô 35/40')).toBeInTheDocument();
  }, 60_000);
});

describe('/manageUser/manageIelts and editUser', () => {
  it('lists registrants apart from LMS students and saves one’s account', async () => {
    const mai = buildRegistrant({
      id: '7',
      name: 'Trần Thị Mai',
      email: 'mai@mail.test',
      registrationCount: 2,
    });
    const saved: unknown[] = [];
    const { user, calls } = renderApp({
      path: '/manageUser/manageIelts?kind=WEB',
      role: 'ADMIN',
      gateway: {
        ieltsRegistrants: () => page([mai]),
        ieltsRegistrant: () => mai,
        ieltsRegistrations: () => page([buildRegistration({ status: 'UNPAID' })]),
        updateUser: ({ input }: { input: Record<string, unknown> }) => {
          saved.push(input);
          return {
            user: {
              id: '7',
              name: input.name,
              phone: input.phone,
              dateOfBirth: '2000-03-04',
              passport: input.passport,
              address: input.address,
            },
            errors: [],
          };
        },
      },
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('mai@mail.test')).closest('tr')!;
    expect(row).toHaveTextContent('0912345678');
    expect(calls.find((c) => c.operationName === 'RegistrantListQuery')?.variables).toMatchObject({
      filter: { isLmsStudent: false },
    });
    await user.click(within(row as HTMLElement).getByRole('link', { name: 'Sửa Trần Thị Mai' }));
    const name = await screen.findByLabelText(/Họ và tên/);
    expect(screen.getByText('Chưa thanh toán')).toBeInTheDocument();
    const phone = screen.getByLabelText(/Số điện thoại/);
    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(
      await screen.findByText(/Số điện thoại/, { selector: '[role=alert], .form-item-explain, div' }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '0987654321');
    await user.clear(name);
    await user.type(name, 'Trần Thị Mai Anh');
    const passport = screen.getByLabelText(/Hộ chiếu hoặc căn cước/);
    expect(passport).toHaveValue('079200001234');
    await user.clear(passport);
    await user.type(passport, 'C1234567');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu người dùng')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        id: '7',
        name: 'Trần Thị Mai Anh',
        phone: '0987654321',
        dateOfBirth: '2000-03-04',
        passport: 'C1234567',
        address: '5 Nguyễn Huệ, Quận 1',
      },
    ]);
  }, 60_000);
});

describe('/manageStatistics/ieltsTests and its editor', () => {
  it('lists the tests and saves one’s tables, warning about a table out of order', async () => {
    const test = buildIeltsTest({ id: '9', name: 'IELTS Mock Test 01' });
    const saved: Record<string, unknown>[] = [];
    const { user } = renderApp({
      path: '/manageStatistics/ieltsTests',
      role: 'ADMIN',
      gateway: {
        ieltsTests: () => page([test]),
        ieltsTest: () => test,
        exercises: () => page([]),
        updateIeltsTest: ({ input }: { input: Record<string, unknown> }) => {
          saved.push(input);
          return { test: { ...test, ...input }, errors: [] };
        },
      },
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('C18 T1 Writing')).closest('tr')!;
    expect(row).toHaveTextContent('Đang hoạt động');
    await user.click(within(row as HTMLElement).getByRole('link', { name: 'IELTS Mock Test 01' }));
    const [firstRaw] = await screen.findAllByLabelText(
      'Điểm thô thấp nhất của dòng 1',
      {},
      { timeout: 20_000 },
    );
    // The listening table's last row starting above 0 leaves raw scores without a band.
    const lastRaw = screen.getAllByLabelText('Điểm thô thấp nhất của dòng 2')[0]!;
    await user.clear(lastRaw);
    await user.type(lastRaw, '3');
    expect(await screen.findByText('Dòng cuối phải bắt đầu từ điểm thô 0.')).toBeInTheDocument();
    await user.clear(lastRaw);
    await user.type(lastRaw, '0');
    await waitFor(() => expect(screen.queryByText('Dòng cuối phải bắt đầu từ điểm thô 0.')).toBeNull());
    expect(firstRaw).toHaveValue('30');
    // Its recordings play once, as in IELTS; the administrator lets them play twice.
    expect(screen.getByRole('radio', { name: 'Một lần (như bài thi IELTS)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Hai lần' }));
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu đề thi IELTS Mock Test 01')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({
      id: '9',
      name: 'IELTS Mock Test 01',
      listeningExerciseId: '71',
      listeningPlays: 2,
      listeningTable: [
        { minRaw: 30, band: 7 },
        { minRaw: 0, band: 4 },
      ],
    });
  }, 60_000);
});
