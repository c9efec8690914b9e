import { academyToday } from '@lms/domain/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildExamDate, buildRegistration } from '../../test/ieltsFactories';
import { renderApp } from '../../test/renderApp';
import { buildUser } from '../../test/factories';
import { fixClock } from '../../test/clock';

const TODAY = academyToday(fixClock('2026-04-01T00:30:00+07:00'));

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 300 });

describe('/ielts-test', () => {
  it('shows a visitor the three information tabs and the way to sign up', async () => {
    const { user } = renderApp({
      path: '/ielts-test',
      role: null,
      gateway: { ieltsOpenExamDates: page([buildExamDate()]) },
    });
    expect(await screen.findByRole('tab', { name: 'Thông tin' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hướng dẫn làm bài' })).toBeInTheDocument();
    expect(screen.getByText(/Học viện tổ chức thi thử IELTS trên máy tính/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Hướng dẫn từng phần' }));
    expect(await screen.findByText(/Task 2 có trọng số gấp đôi Task 1/)).toBeInTheDocument();
    const signUp = screen.getByRole('link', { name: 'Tạo tài khoản' });
    expect(signUp).toHaveAttribute('href', '/register?next=%2Fielts-test');
  }, 30_000);

  it('refuses an expired code with the server’s words, applies a good one and registers with it', async () => {
    const date = buildExamDate({ id: '41', examDate: '2026-12-12', unitPrice: 1500000, seatsLeft: 26 });
    const quotes: unknown[] = [];
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/ielts-test',
      role: 'STUDENT',
      viewer: buildUser({ role: 'STUDENT', passport: 'C1234567' }),
      gateway: {
        ieltsOpenExamDates: page([date, buildExamDate({ id: '42', skillPackage: 'THREE_SKILLS' })]),
        ieltsRegistrations: () => page([]),
        ieltsQuote: (args: { examDateId: string; promotionCode: string | null }) => {
          quotes.push(args);
          return args.promotionCode === 'HETHAN'
            ? {
                quote: null,
                errors: [{ field: 'promotionCode', messages: ['Mã khuyến mãi này không sử dụng được'] }],
              }
            : {
                quote: { unitPrice: 1500000, discount: 150000, amount: 1350000, promotionCode: 'HE2026' },
                errors: [],
              };
        },
        registerIelts: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return { registration: buildRegistration({ id: '900' }), errors: [] };
        },
      },
    });
    const dateSelect = await screen.findByRole('combobox', { name: /Ngày thi/ });
    await waitFor(() => expect(within(dateSelect).getAllByRole('option')).toHaveLength(3)); // the placeholder and two dates
    await user.selectOptions(dateSelect, '41');
    // Before any code: the fee as it is.
    expect(screen.getByLabelText('Số tiền phải trả')).toHaveTextContent(/1\.500\.000/);

    await user.type(screen.getByLabelText('Mã khuyến mãi'), 'hethan');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Mã khuyến mãi này không sử dụng được')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Mã khuyến mãi'));
    await user.type(screen.getByLabelText('Mã khuyến mãi'), 'HE2026');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(/Đã áp dụng mã HE2026: giảm 150\.000/)).toBeInTheDocument();
    expect(screen.getByLabelText('Số tiền phải trả')).toHaveTextContent(/1\.350\.000/);
    expect(quotes).toEqual([
      { examDateId: '41', promotionCode: 'HETHAN' },
      { examDateId: '41', promotionCode: 'HE2026' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(/Bạn đã đăng ký thành công/)).toBeInTheDocument();
    // The profile has a date of birth and an ID number: neither is asked for.
    expect(sent).toEqual([
      { examDateId: '41', promotionCode: 'HE2026', phone: null, dateOfBirth: null, passport: null },
    ]);
  }, 40_000);

  it('shows a candidate their registrations first, what they owe and the test day, and asks once for what the profile lacks (issue 30 point 1)', async () => {
    const sent: Record<string, unknown>[] = [];
    const open = buildExamDate({ id: '43', examDate: '2026-12-19', shift: 'AFTERNOON' });
    const { user } = renderApp({
      path: '/ielts-test',
      role: 'STUDENT',
      viewer: buildUser({ role: 'STUDENT', dateOfBirth: null, passport: '' }),
      gateway: {
        ieltsOpenExamDates: page([open]),
        ieltsRegistrations: () =>
          page([
            buildRegistration({
              examDate: buildExamDate({ shift: 'AFTERNOON', description: 'Phòng máy 2' }),
            }),
          ]),
        registerIelts: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return input.passport === '12345'
            ? {
                registration: null,
                errors: [
                  {
                    field: 'passport',
                    messages: [
                      'Số CCCD gồm 9 hoặc 12 chữ số; số hộ chiếu bắt đầu bằng một chữ cái (ví dụ C1234567)',
                    ],
                  },
                ],
              }
            : { registration: buildRegistration({ id: '903' }), errors: [] };
        },
      },
    });
    const day = await screen.findByRole('region', { name: 'Ngày thi' });
    expect(day).toHaveTextContent('Phòng máy 2');
    expect(day).toHaveTextContent('Ca chiều, 13:30 đến 17:30 (làm thủ tục từ 13:00)');
    expect(day).toHaveTextContent('Hộ chiếu hoặc CCCD của bạn');
    // What they registered for, as the academy words it (issue 30 point 5).
    expect(screen.getAllByText(/IELTS 4 kỹ năng — thi trên máy tính/).length).toBeGreaterThan(0);
    // Their registrations come before registering again, and the information after both.
    const mine = screen.getByText('Đăng ký của tôi');
    const registering = screen.getByText('Đăng ký dự thi');
    expect(mine.compareDocumentPosition(registering) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: /Ngày thi/ }), '43');
    await user.type(screen.getByLabelText(/Ngày sinh/), '08/03/2004');
    await user.type(screen.getByLabelText(/Hộ chiếu hoặc căn cước công dân/), '12345');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(/Số CCCD gồm 9 hoặc 12 chữ số/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Hộ chiếu hoặc căn cước công dân/));
    await user.type(screen.getByLabelText(/Hộ chiếu hoặc căn cước công dân/), 'c1234567');
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText(/Bạn đã đăng ký thành công/)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ examDateId: '43', dateOfBirth: '2004-03-08', passport: 'c1234567' });
    // Kept on the profile: not asked again.
    await waitFor(() => expect(screen.queryByLabelText(/Ngày sinh/)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/Hộ chiếu hoặc căn cước công dân/)).not.toBeInTheDocument();
  }, 40_000);

  it('shows the bands of a marked test, and opens the sections of today’s test in the exam runner', async () => {
    const today = buildRegistration({
      id: '901',
      status: 'UNFINISHED',
      examDate: buildExamDate({ examDate: TODAY }),
      payment: null,
    });
    const marked = buildRegistration({
      id: '902',
      status: 'MARKED',
      examDate: buildExamDate({ examDate: '2026-09-12' }),
      bands: {
        listeningRaw: 32,
        listening: 7.5,
        readingRaw: 30,
        reading: 7,
        writingTask1: null,
        writingTask2: null,
        writing: 6,
        speakingCriteria: null,
        speaking: 6.5,
        overall: 7,
      },
    });
    const { user } = renderApp({
      path: '/ielts-test',
      role: 'STUDENT',
      gateway: {
        ieltsOpenExamDates: page([]),
        ieltsRegistrations: () => page([today, marked]),
        sitIeltsTest: ({ input }: { input: { registrationId: string } }) => ({
          registration: {
            ...today,
            id: input.registrationId,
            sections: ['LISTENING', 'READING', 'WRITING', 'SPEAKING'].map((skill, i) => ({
              skill,
              classId: '90',
              assignmentId: String(301 + i),
              attemptId: null,
              attemptStatus: null,
              timeLimit: 60,
            })),
          },
          errors: [],
        }),
      },
    });
    const bands = await screen.findByRole('region', { name: 'Band điểm' });
    expect(within(bands).getByText('Band tổng').parentElement).toHaveTextContent('7.0');
    expect(within(bands).getByText('Nghe').parentElement).toHaveTextContent('7.5');
    expect(within(bands).getByText('điểm thô 32/40')).toBeInTheDocument();
    expect(screen.getByText('Chưa thi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bắt đầu làm bài' }));
    const sections = await screen.findByRole('navigation', { name: 'Các phần thi của bạn' });
    expect(within(sections).getByRole('link', { name: 'Mở phần Nghe' })).toHaveAttribute(
      'href',
      '/manageClass/90/exerciseReview/301',
    );
    expect(within(sections).getAllByRole('link')).toHaveLength(4);
  }, 30_000);
});
