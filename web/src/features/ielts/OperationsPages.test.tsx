import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildExamDate, buildIeltsTest, buildPayment, buildRegistrant } from '../../test/ieltsFactories';
import { renderApp } from '../../test/renderApp';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 15 });

describe('/manageStatistics/paymentInfomation', () => {
  it('confirms a payment with the invoice’s amount, shows a refused amount, and refunds a paid one', async () => {
    const confirmed: unknown[] = [];
    const refunded: unknown[] = [];
    const pending = buildPayment({
      id: '11',
      invoice: 'INV-2026-0011',
      candidate: buildRegistrant({ name: 'Lê Hoàng Nam', email: 'nam@mail.test' }),
      amount: 1350000,
    });
    const paid = buildPayment({
      id: '12',
      invoice: 'INV-2026-0012',
      status: 'PAID',
      method: 'CASH',
      paidAt: '2026-10-06T03:00:00.000Z',
      promotionCode: null,
      discount: 0,
      amount: 1500000,
    });
    let attempts = 0;
    const { user } = renderApp({
      path: '/manageStatistics/paymentInfomation',
      role: 'ADMIN',
      gateway: {
        ieltsPayments: () => page([pending, paid]),
        confirmIeltsPayment: ({ input }: { input: { amount: number } }) => {
          confirmed.push(input);
          attempts += 1;
          return attempts === 1
            ? { payment: null, errors: [{ field: 'amount', messages: ['Số tiền không khớp với hóa đơn'] }] }
            : {
                payment: {
                  ...pending,
                  status: 'PAID',
                  method: 'BANK_TRANSFER',
                  paidAt: '2026-10-07T03:00:00.000Z',
                },
                errors: [],
              };
        },
        refundIeltsPayment: ({ input }: { input: unknown }) => {
          refunded.push(input);
          return { payment: { ...paid, status: 'REFUNDED' }, errors: [] };
        },
      },
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('INV-2026-0011')).closest('tr')!;
    expect(row).toHaveTextContent('HE2026');
    expect(row).toHaveTextContent(/1\.350\.000/);
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Xác nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Số tiền đã nhận/);
    expect(amount).toHaveValue(1350000);
    await user.clear(amount);
    await user.type(amount, '1300000');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận thanh toán' }));
    expect(await within(dialog).findByText('Số tiền không khớp với hóa đơn')).toBeInTheDocument();
    await user.clear(amount);
    // Enter in the field sends the form, as the button does.
    await user.type(amount, '1350000{Enter}');
    expect(await screen.findByText('Đã xác nhận thanh toán INV-2026-0011')).toBeInTheDocument();
    expect(confirmed).toEqual([
      { paymentId: '11', amount: 1300000, method: 'BANK_TRANSFER' },
      { paymentId: '11', amount: 1350000, method: 'BANK_TRANSFER' },
    ]);

    const paidRow = within(table).getByText('INV-2026-0012').closest('tr')!;
    await user.click(within(paidRow as HTMLElement).getByRole('button', { name: 'Hoàn tiền' }));
    const [question] = await screen.findAllByText('Hoàn tiền hóa đơn INV-2026-0012? Lượt đăng ký sẽ bị hủy.');
    const confirmDialog = question!.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirmDialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText('Đã hoàn tiền và hủy đăng ký')).toBeInTheDocument();
    expect(refunded).toEqual([{ paymentId: '12' }]);
  }, 40_000);
});

describe('/manageStatistics/manageCode', () => {
  it('refuses a bad code, a percentage over 100 and a missing expiry before sending anything', async () => {
    const created: unknown[] = [];
    const { user } = renderApp({
      path: '/manageStatistics/manageCode',
      role: 'ADMIN',
      gateway: {
        promotionCodes: () => page([]),
        createPromotionCode: ({ input }: { input: Record<string, unknown> }) => {
          created.push(input);
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
    });
    await user.click(await screen.findByRole('button', { name: 'Tạo mã khuyến mãi' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Tiêu đề/), 'Ưu đãi khai giảng');
    await user.type(within(dialog).getByLabelText(/^Mã/), 'k2');
    const percent = within(dialog).getByLabelText(/Phần trăm giảm/);
    await user.clear(percent);
    await user.type(percent, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mã gồm 3 đến 30 chữ in hoa và chữ số')).toBeInTheDocument();
    expect(within(dialog).getByText('Phần trăm giảm từ 1 đến 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Hãy chọn ngày hết hạn')).toBeInTheDocument();
    expect(created).toEqual([]);
  }, 40_000);
});

describe('/manageStatistics/manageIeltsDate', () => {
  it('lists exam dates with their seats and changes one', async () => {
    const changed: unknown[] = [];
    const date = buildExamDate({
      id: '44',
      registeredCount: 12,
      capacity: 30,
      test: buildIeltsTest({ id: '9', name: 'Mock 01' }),
    });
    const { user } = renderApp({
      path: '/manageStatistics/manageIeltsDate',
      role: 'ADMIN',
      gateway: {
        ieltsExamDates: () => page([date]),
        ieltsTests: () => page([buildIeltsTest({ id: '9', name: 'Mock 01' })]),
        updateIeltsExamDate: ({ input }: { input: Record<string, unknown> }) => {
          changed.push(input);
          return { examDate: { ...date, ...input }, errors: [] };
        },
      },
    });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('12 / 30')).closest('tr')!;
    expect(row).toHaveTextContent('Mock 01');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Danh sách đăng ký' })).toHaveAttribute(
      'href',
      '/manageStatistics/manageListIelts?date=44',
    );
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Sửa' }));
    const dialog = await screen.findByRole('dialog');
    const seats = within(dialog).getByLabelText(/Số chỗ/);
    await user.clear(seats);
    await user.type(seats, '40');
    await user.click(within(dialog).getByLabelText('Đã đóng'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu ngày thi')).toBeInTheDocument();
    await waitFor(() => expect(changed).toHaveLength(1));
    expect(changed[0]).toMatchObject({
      id: '44',
      capacity: 40,
      status: 'CLOSED',
      testId: '9',
      examDate: '2026-12-12',
    });
  }, 40_000);
});
