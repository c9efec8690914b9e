import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildExamDate, buildRegistrant, buildRegistration } from '../../test/ieltsFactories';
import { renderApp } from '../../test/renderApp';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 15 });

const taken = () =>
  buildRegistration({
    id: '77',
    status: 'UNMARKED',
    candidate: buildRegistrant({ name: 'Trần Thị Mai', email: 'mai@mail.test' }),
    examDate: buildExamDate({ classId: '90' }),
    sections: [
      {
        skill: 'WRITING',
        classId: '90',
        assignmentId: '303',
        attemptId: '5003',
        attemptStatus: 'waiting_score',
        timeLimit: 60,
      },
    ],
    bands: {
      listeningRaw: 32,
      listening: 7.5,
      readingRaw: 27,
      reading: 6.5,
      writingTask1: null,
      writingTask2: null,
      writing: null,
      speakingCriteria: null,
      speaking: null,
      overall: null,
    },
  });

const criteria = { taskAchievement: 6, coherenceCohesion: 6, lexicalResource: 7, grammaticalRange: 6 };
const markedBands = {
  writingTask1: { ...criteria, band: 6.5 },
  writingTask2: { ...criteria, band: 6.5 },
  writing: 6.5,
  speakingCriteria: {
    fluencyCoherence: 7,
    lexicalResource: 7,
    grammaticalRange: 7,
    pronunciation: 7,
    band: 7,
  },
  speaking: 7,
  overall: 7,
};

describe('/manageClass/{classId}/manageClassDetail/scoreIelts/{id}', () => {
  it('publishes a draft after confirming, and only then says the candidate was emailed', async () => {
    const published: unknown[] = [];
    const draft = () => ({
      ...taken(),
      bandState: 'DRAFT',
      draftedByName: 'Đỗ Minh Khoa',
      draftedAt: '2026-12-06T03:00:00.000Z',
      bands: { ...(taken().bands as object), ...markedBands },
    });
    const { user } = renderApp({
      path: '/manageClass/90/manageClassDetail/scoreIelts/77',
      role: 'SPECIALIZE',
      gateway: {
        ieltsRegistration: () => draft(),
        publishIeltsBands: ({ input }: { input: unknown }) => {
          published.push(input);
          return {
            registration: {
              ...draft(),
              status: 'MARKED',
              bandState: 'PUBLISHED',
              markedAt: '2026-12-06T04:00:00.000Z',
            },
            errors: [],
          };
        },
      },
    });
    expect(await screen.findByText(/Bản nháp của Đỗ Minh Khoa/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Công bố band điểm' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Trần Thị Mai sẽ thấy band điểm và nhận email kết quả.'),
    ).toBeInTheDocument();
    expect(published).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Công bố band điểm' }));
    expect(await screen.findByText(/Đã công bố band điểm; kết quả đã được gửi email/)).toBeInTheDocument();
    expect(published).toEqual([{ registrationId: '77' }]);
    expect(await screen.findByText(/^Đã công bố .*2026/)).toBeInTheDocument();
    const pagePublish = screen
      .queryAllByRole('button', { name: 'Công bố band điểm' })
      .filter((b) => !b.closest('[role="dialog"]'));
    expect(pagePublish).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Lưu bản sửa' })).toBeInTheDocument();
  }, 40_000);

  it('corrects published bands only with a reason and shows the record', async () => {
    const corrections: unknown[] = [];
    const published = (o: object = {}) => ({
      ...taken(),
      status: 'MARKED',
      bandState: 'PUBLISHED',
      markedAt: '2026-12-06T04:00:00.000Z',
      bands: { ...(taken().bands as object), ...markedBands },
      ...o,
    });
    const set = (writing: number) => ({ listening: 7.5, reading: 6.5, writing, speaking: 7, overall: 7 });
    const { user } = renderApp({
      path: '/manageClass/90/manageClassDetail/scoreIelts/77',
      role: 'SPECIALIZE',
      gateway: {
        ieltsRegistration: () => published(),
        correctIeltsBands: ({ input }: { input: unknown }) => {
          corrections.push(input);
          return {
            registration: published({
              bandCorrections: [
                {
                  id: '4',
                  correctedByName: 'Đỗ Minh Khoa',
                  correctedAt: '2026-12-07T03:00:00.000Z',
                  reason: 'Chấm lại Task 2',
                  before: set(6.5),
                  after: set(7),
                },
              ],
            }),
            errors: [],
          };
        },
      },
    });
    const save = await screen.findByRole('button', { name: 'Lưu bản sửa' });
    expect(screen.queryByRole('button', { name: 'Lưu nháp' })).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Nhập lý do sửa band điểm đã công bố')).toBeInTheDocument();
    expect(corrections).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Lý do sửa' }), 'Chấm lại Task 2');
    await user.click(screen.getByRole('button', { name: 'Lưu bản sửa' }));
    expect(await screen.findByText(/Đã sửa band điểm/)).toBeInTheDocument();
    expect(corrections).toEqual([
      expect.objectContaining({
        registrationId: '77',
        reason: 'Chấm lại Task 2',
        writingTask1: criteria,
      }),
    ]);
    const record = await screen.findByRole('list', { name: 'Các lần sửa' });
    expect(within(record).getByText('Viết: 6.5 → 7.0')).toBeInTheDocument();
    expect(within(record).getByText('Lý do: Chấm lại Task 2')).toBeInTheDocument();
  }, 40_000);

  it('refuses a missing band, shows task, writing, speaking and overall bands live, and sends the criteria', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/manageClass/90/manageClassDetail/scoreIelts/77',
      role: 'SPECIALIZE',
      gateway: {
        ieltsRegistration: () => taken(),
        markIeltsRegistration: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return {
            registration: { ...taken(), bandState: 'DRAFT', draftedByName: 'Đỗ Minh Khoa' },
            errors: [],
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chấm band IELTS' })).toBeInTheDocument();
    expect(screen.getByText('Trần Thị Mai (mai@mail.test)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem bài làm phần Viết' })).toHaveAttribute(
      'href',
      '/manageClass/90/resultReview/5003',
    );
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect((await screen.findAllByText('Band điểm từ 0 đến 9, theo bước 0,5')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    const selects = screen.getAllByRole('combobox');
    expect(selects).toHaveLength(12);
    // Task 1: 6, 6, 6, 6.5 -> 6.0 (6.125); Task 2: 6.5 each -> 6.5; writing (6 + 2 x 6.5) / 3 = 6.33 -> 6.5.
    for (const [i, band] of ['6', '6', '6', '6.5'].entries()) await user.selectOptions(selects[i]!, band);
    expect(screen.getByText('Band của task: 6.0')).toBeInTheDocument();
    for (let i = 4; i < 8; i++) await user.selectOptions(selects[i]!, '6.5');
    expect(screen.getByText('Band Viết (Task 2 tính gấp đôi): 6.5')).toBeInTheDocument();
    for (let i = 8; i < 12; i++) await user.selectOptions(selects[i]!, '7');
    expect(screen.getByText('Band Nói: 7.0')).toBeInTheDocument();
    // (7.5 + 6.5 + 6.5 + 7) / 4 = 6.875 -> 7.0
    expect(screen.getByRole('status')).toHaveTextContent('Band tổng: 7.0');

    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText(/Đã lưu nháp/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        registrationId: '77',
        writingTask1: { taskAchievement: 6, coherenceCohesion: 6, lexicalResource: 6, grammaticalRange: 6.5 },
        writingTask2: {
          taskAchievement: 6.5,
          coherenceCohesion: 6.5,
          lexicalResource: 6.5,
          grammaticalRange: 6.5,
        },
        speaking: { fluencyCoherence: 7, lexicalResource: 7, grammaticalRange: 7, pronunciation: 7 },
      },
    ]);
  }, 40_000);
});

describe('/manageStatistics/markpoint', () => {
  it('lets an administrator assign an examiner to a taken test', async () => {
    const assigned: unknown[] = [];
    const examiner = buildUser({ id: '31', name: 'Đỗ Minh Khoa', role: 'SPECIALIZE' });
    const { user, calls } = renderApp({
      path: '/manageStatistics/markpoint',
      role: 'ADMIN',
      gateway: {
        ieltsRegistrations: () => page([taken()]),
        users: () => page([examiner]),
        assignIeltsExaminer: ({ input }: { input: { registrationIds: string[]; examinerId: string } }) => {
          assigned.push(input);
          return {
            registrations: [{ ...taken(), examinerId: '31', examinerName: 'Đỗ Minh Khoa' }],
            errors: [],
          };
        },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Giám khảo của Trần Thị Mai' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '31');
    expect(await screen.findByText('Đã phân công giám khảo')).toBeInTheDocument();
    expect(assigned).toEqual([{ registrationIds: ['77'], examinerId: '31' }]);
    // Waiting for marks by default.
    const listCall = calls.find((c) => c.operationName === 'MarkpointQuery');
    expect(listCall?.variables).toMatchObject({ filter: { status: 'UNMARKED' } });
    expect(screen.getByRole('link', { name: 'Chấm bài' })).toHaveAttribute(
      'href',
      '/manageClass/90/manageClassDetail/scoreIelts/77',
    );
  }, 30_000);

  it('assigns one examiner to several selected candidates at once', async () => {
    const assigned: unknown[] = [];
    const examiner = buildUser({ id: '31', name: 'Đỗ Minh Khoa', role: 'SPECIALIZE' });
    const other = {
      ...taken(),
      id: '78',
      candidate: buildRegistrant({ id: '8', name: 'Lê Văn Nam', email: 'nam@mail.test' }),
    };
    const { user } = renderApp({
      path: '/manageStatistics/markpoint',
      role: 'ADMIN',
      gateway: {
        ieltsRegistrations: () => page([taken(), other]),
        users: () => page([examiner]),
        assignIeltsExaminer: ({ input }: { input: { registrationIds: string[]; examinerId: string } }) => {
          assigned.push(input);
          return {
            registrations: [taken(), other].map((r) => ({
              ...r,
              examinerId: '31',
              examinerName: 'Đỗ Minh Khoa',
            })),
            errors: [],
          };
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn Trần Thị Mai' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Lê Văn Nam' }));
    expect(screen.getByRole('status')).toHaveTextContent('Đã chọn 2 thí sinh');
    const bulk = screen.getByRole('combobox', { name: 'Giám khảo cho các thí sinh đã chọn' });
    await waitFor(() => expect(within(bulk).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(bulk, '31');
    await user.click(screen.getByRole('button', { name: 'Phân công cho các thí sinh đã chọn' }));
    expect(await screen.findByText('Đã phân công giám khảo')).toBeInTheDocument();
    expect(assigned).toEqual([{ registrationIds: ['77', '78'], examinerId: '31' }]);
    // The selection clears once assigned.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Phân công cho các thí sinh đã chọn' }),
      ).not.toBeInTheDocument(),
    );
  }, 30_000);

  it('shows an examiner the registrations assigned to them, without the assigning control', async () => {
    renderApp({
      path: '/manageStatistics/markpoint',
      role: 'SPECIALIZE',
      gateway: {
        ieltsRegistrations: () => page([{ ...taken(), examinerId: '31', examinerName: 'Đỗ Minh Khoa' }]),
      },
    });
    expect(await screen.findByRole('link', { name: 'Chấm bài' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Giám khảo của/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Chọn/ })).not.toBeInTheDocument();
    expect(screen.getByText('Đỗ Minh Khoa')).toBeInTheDocument();
  }, 30_000);

  it('lets an examiner find a draft, marked as one, and finish it: a paper one still unfinished too', async () => {
    const paperDraft = {
      ...taken(),
      id: '79',
      status: 'UNFINISHED',
      bandState: 'DRAFT',
      examinerId: '31',
      examinerName: 'Đỗ Minh Khoa',
      candidate: buildRegistrant({ id: '9', name: 'Phạm Thu Hà', email: 'ha@mail.test' }),
      examDate: buildExamDate({ classId: '91', format: 'PAPER' }),
    };
    const { user, calls } = renderApp({
      path: '/manageStatistics/markpoint',
      role: 'SPECIALIZE',
      gateway: {
        ieltsRegistrations: ({ filter }: { filter?: { bandState?: string } }) =>
          page(filter?.bandState === 'DRAFT' ? [paperDraft] : [{ ...taken(), bandState: 'NONE' }]),
      },
    });
    expect(await screen.findByRole('link', { name: 'Chấm bài' })).toBeInTheDocument();
    await user.click(screen.getByText('Bản nháp'));
    const link = await screen.findByRole('link', { name: 'Chấm tiếp bản nháp' });
    expect(link).toHaveAttribute('href', '/manageClass/91/manageClassDetail/scoreIelts/79');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Nháp')).toBeInTheDocument();
    expect(within(row).getByText('Phạm Thu Hà')).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'MarkpointQuery').at(-1)?.variables).toMatchObject({
      filter: { bandState: 'DRAFT' },
    });
  }, 30_000);
});
