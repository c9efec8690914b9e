import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildExamDate, buildPayment, buildRegistration, buildTransfer } from '../../test/ieltsFactories';
import { renderApp } from '../../test/renderApp';
import { i18n } from '../../app/i18n';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 15 });

describe('/ielts-test: paying by VietQR', () => {
  it('shows the bank details and the QR code for an open invoice, and neither for a paid one', async () => {
    const open = buildRegistration({
      id: '911',
      examDate: buildExamDate({ examDate: '2026-12-05' }),
      payment: buildPayment({ id: '21', invoice: 'INV-2026-0007', transfer: buildTransfer() }),
    });
    const paid = buildRegistration({
      id: '912',
      status: 'UNFINISHED',
      examDate: buildExamDate({ examDate: '2026-12-12' }),
      payment: buildPayment({
        id: '22',
        invoice: 'INV-2026-0008',
        status: 'PAID',
        paidAt: '2026-10-06T03:00:00.000Z',
        transfer: null,
      }),
    });
    renderApp({
      path: '/ielts-test',
      role: 'STUDENT',
      gateway: { ieltsOpenExamDates: page([]), ieltsRegistrations: () => page([open, paid]) },
    });
    const transfers = await screen.findAllByRole('region', { name: 'Chuyển khoản bằng VietQR' });
    expect(transfers).toHaveLength(1);
    const transfer = transfers[0]!;
    expect(within(transfer).getByText('Vietcombank')).toBeInTheDocument();
    expect(within(transfer).getByText('1023456789')).toBeInTheDocument();
    expect(within(transfer).getByText('HOC VIEN ANH NGU DEMO')).toBeInTheDocument();
    expect(within(transfer).getByText('INV-2026-0007')).toBeInTheDocument();
    expect(within(transfer).getByText(/1\.350\.000\s₫/)).toBeInTheDocument();
    const qr = await within(transfer).findByRole('img', {
      name: 'Mã VietQR thanh toán hóa đơn INV-2026-0007',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.queryByRole('img', { name: /INV-2026-0008/ })).not.toBeInTheDocument();
  }, 30_000);
});

describe('/manageStatistics/paymentInfomation: money and statements', () => {
  it('names what a payment is for in the interface’s language, whatever language the API answered in', async () => {
    // Loaded while the interface was in English, or registered so: the cache keeps the API's English label.
    const paid = buildPayment({
      id: '31',
      invoice: 'INV-2026-0031',
      examType: 'IELTS 4 skills — computer',
      examSkillPackage: 'FOUR_SKILLS',
      examFormat: 'COMPUTER',
    });
    const old = buildPayment({ id: '32', invoice: 'INV-2026-0032', examType: 'IELTS (khác)' });
    renderApp({
      path: '/manageStatistics/paymentInfomation',
      role: 'ADMIN',
      gateway: { ieltsPayments: () => page([paid, old]) },
    });
    const row = (await screen.findByText('INV-2026-0031')).closest('tr')!;
    expect(within(row).getByText('IELTS 4 kỹ năng — thi trên máy tính')).toBeInTheDocument();
    expect(screen.queryByText('IELTS 4 skills — computer')).not.toBeInTheDocument();
    // A row without its enums shows the API's words.
    expect(screen.getByText('IELTS (khác)')).toBeInTheDocument();
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(await screen.findByText('IELTS 4 skills — computer')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('vi'));
    }
  }, 30_000);

  it('shows the amount received as money in the confirm dialog', async () => {
    const pending = buildPayment({ id: '31', invoice: 'INV-2026-0031', amount: 4037000 });
    const { user } = renderApp({
      path: '/manageStatistics/paymentInfomation',
      role: 'ADMIN',
      gateway: { ieltsPayments: () => page([pending]) },
    });
    const row = (await screen.findByText('INV-2026-0031')).closest('tr')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Xác nhận thanh toán' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Tức là 4\.037\.000\s₫/)).toBeInTheDocument();
    expect(within(dialog).getByText(/cần thanh toán 4\.037\.000\s₫/)).toBeInTheDocument();
  }, 30_000);

  it('previews a statement, confirms the exact matches in one step, and lists unreadable rows', async () => {
    const sent: { filename: string; dryRun: boolean; content: string }[] = [];
    const transfers = (outcome: string) => [
      {
        row: 2,
        amount: 4037000,
        description: 'ck inv2026000031',
        reference: 'FT1',
        invoice: 'INV-2026-000031',
        paymentId: '31',
        invoiceAmount: 4037000,
        outcome,
      },
      {
        row: 3,
        amount: 4000000,
        description: 'INV-2026-000032',
        reference: null,
        invoice: 'INV-2026-000032',
        paymentId: '32',
        invoiceAmount: 4750000,
        outcome: 'AMOUNT_MISMATCH',
      },
    ];
    const { user } = renderApp({
      path: '/manageStatistics/paymentInfomation',
      role: 'ADMIN',
      gateway: {
        ieltsPayments: () => page([buildPayment({ id: '31', invoice: 'INV-2026-000031' })]),
        importBankStatement: ({
          input,
        }: {
          input: { filename: string; dryRun: boolean; content: string };
        }) => {
          sent.push(input);
          if (input.filename === 'bad.csv')
            return {
              report: null,
              errors: [
                {
                  field: 'rows.4.amount',
                  messages: ['Không phải số tiền nhận: cần một số đồng nguyên dương'],
                },
              ],
            };
          return {
            report: {
              dryRun: input.dryRun,
              rows: 2,
              matches: 1,
              transfers: transfers(input.dryRun ? 'MATCH' : 'CONFIRMED'),
            },
            errors: [],
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nhập sao kê ngân hàng' }));
    const dialog = await screen.findByRole('dialog');
    const csv = 'amount,description\n4037000,ck inv2026000031\n';
    await user.upload(
      within(dialog).getByLabelText('Tệp sao kê'),
      new File([csv], 'sao-ke.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('Đọc 2 giao dịch: 1 khớp chính xác.')).toBeInTheDocument();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByText('Khớp: sẽ được xác nhận')).toBeInTheDocument();
    expect(within(table).getByText(/Số tiền khác hóa đơn \(4\.750\.000\s₫\)/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ filename: 'sao-ke.csv', dryRun: true });
    expect(atob(sent[0]!.content)).toBe(csv);

    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận 1 giao dịch khớp' }));
    expect(await within(dialog).findByText('Đã xác nhận 1 thanh toán.')).toBeInTheDocument();
    expect(within(dialog).getByText('Đã xác nhận')).toBeInTheDocument();
    expect(sent.map((s) => s.dryRun)).toEqual([true, false]);
    expect(
      within(dialog).queryByRole('button', { name: /Xác nhận \d+ giao dịch khớp/ }),
    ).not.toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText('Tệp sao kê'),
      new File(['x'], 'bad.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByText('Dòng 4, cột amount: Không phải số tiền nhận: cần một số đồng nguyên dương'),
      ).toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  }, 40_000);
});
