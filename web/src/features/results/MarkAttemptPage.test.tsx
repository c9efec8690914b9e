import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import type { RootResolvers } from '../../test/gateway';
import { renderApp, type RenderAppOptions } from '../../test/renderApp';
import {
  buildAssignment,
  buildExamPart,
  buildExamQuestion,
  buildMarking,
  buildPartMark,
  buildResult,
} from '../../test/resultFactories';

const an = buildUser({ id: '77', name: 'Nguyễn Văn An', role: 'STUDENT' });
const assignment = buildAssignment({
  id: '101',
  title: 'Unit 3 test',
  maxScore: 10,
  minScore: 5,
  class: { id: '12', name: 'IELTS 6.5 - K12' },
});
const choice = buildExamPart({ id: 'p1', score: 2 });
const essay = buildExamPart({
  id: 'p3',
  type: 'WRITING',
  interaction: 'EXTENDED_WRITING',
  score: 8,
  content: { __typename: 'WritingContent', prompt: 'Describe your home town.', minWords: 50, maxWords: 200 },
});
const grammar = buildExamQuestion([choice], { id: 'q1', title: 'Present perfect' });
const writing = buildExamQuestion([essay], {
  id: 'q3',
  title: 'Home town',
  type: 'WRITING',
  interaction: 'EXTENDED_WRITING',
  instructions: '',
});

const attemptReview = {
  exerciseName: 'Grammar and writing',
  result: buildResult({
    id: '9001',
    status: 'WAITING_SCORE',
    statusLabel: 'UNMARKED',
    submittedAt: '2026-11-24T03:00:00.000Z',
    student: an,
    assignment,
  }),
  questions: [
    {
      question: grammar,
      transcript: '',
      parts: [
        {
          part: choice,
          answer: { __typename: 'ChoiceAnswer', choices: ['B'] },
          key: { __typename: 'ChoiceKey', correct: ['B'] },
          score: 2,
          detail: [],
          comment: '',
          errorTags: [],
        },
      ],
    },
    {
      question: writing,
      transcript: '',
      parts: [
        {
          part: essay,
          answer: {
            __typename: 'WritingAnswer',
            text: 'My home town is Huế, an old city on the Perfume River.',
          },
          key: { __typename: 'SampleKey', sample: 'Hanoi is the capital…' },
          score: null,
          detail: [],
          comment: '',
          errorTags: [],
        },
      ],
    },
  ],
};

const marking = (draft: unknown = null) =>
  buildMarking(
    [
      buildPartMark({ partId: 'p1', markedBy: 'KEY', maxScore: 2, score: 2 }),
      buildPartMark({ partId: 'p3', maxScore: 8 }),
    ],
    { attemptId: '9001', draft },
  );

const errorTags = {
  items: [
    { id: '5', name: 'Grammar', parent: null },
    { id: '6', name: 'Verb tense', parent: { id: '5', name: 'Grammar' } },
  ],
  total: 2,
  page: 1,
  pageSize: 300,
};

const PATH = '/manageClass/12/manageClassDetail/77/examResult/9001';
const emptyQueue = { items: [], total: 0, page: 1, pageSize: 2 };
/** The marks as a save answers them: a draft of `parts`, with `comment`, saved at 10:00. */
const drafted = (parts: unknown[] = [], comment = '') =>
  marking({ comment, updatedAt: '2026-11-25T10:00:00.000Z', parts });

/**
 * The marking page of attempt 9001 (An's, unmarked) for a teacher, over a gateway answering its review, its
 * marks, the error tags and an empty queue; `gateway` adds answers or replaces these.
 */
const renderMarking = (gateway: RootResolvers = {}, role: RenderAppOptions['role'] = 'TEACHER') =>
  renderApp({
    path: PATH,
    role,
    gateway: { attemptReview, marking: () => marking(), errorTags, results: emptyQueue, ...gateway },
  });

/** Presses "Trả bài", then the dialog's own "Trả bài": returns the work with nothing left unmarked. */
async function returnWork(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Trả bài' }));
  const dialog = await screen.findByRole('dialog', { name: 'Trả bài cho Nguyễn Văn An?' });
  await user.click(within(dialog).getByRole('button', { name: 'Trả bài' }));
}

describe('/manageClass/{classId}/manageClassDetail/{studentId}/examResult/{attemptId}', () => {
  it('shows each answer with its key and marks, and saves the marks as a draft', async () => {
    const sent: unknown[] = [];
    const { calls } = renderMarking({
      saveMarkingDraft: ({ input }: { input: unknown }) => {
        sent.push(input);
        return {
          marking: drafted([], 'Good'),
          errors: [],
        };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chấm bài: Grammar and writing' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'MarkAttemptQuery')?.variables).toEqual({ id: '9001' });
    expect(screen.getByText('Nguyễn Văn An')).toBeInTheDocument();
    expect(screen.getByText('Chưa có nháp')).toBeInTheDocument();
    expect(screen.getByDisplayValue(/My home town is Huế/)).toBeInTheDocument();
    // The keyed part comes scored by its key; the essay waits for a person.
    expect(screen.getByLabelText('Điểm câu 1 (tối đa 2)')).toHaveValue(2);
    expect(screen.getByText('Chấm theo đáp án: 2 điểm. Sửa nếu cần.')).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm câu 2 (tối đa 8)')).toHaveValue(null);
    expect(screen.getByText('Cần người chấm')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Điểm câu 2 (tối đa 8)'), '6.5');
    await user.type(screen.getByLabelText('Nhận xét câu 2'), 'Thêm ví dụ cụ thể.');
    await user.type(screen.getByLabelText('Nhận xét chung'), 'Good');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    // The last draft sent holds everything typed (an autosave may have gone out on the way), and only that:
    // the server merges by part, so the keyed part nobody touched is not sent over another marker's
    // (issue 26 point 5).
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        attemptId: '9001',
        comment: 'Good',
        parts: [{ partId: 'p3', score: 6.5, comment: 'Thêm ví dụ cụ thể.', errorTags: [] }],
      }),
    );
    expect(await screen.findByText(/Nháp lưu lúc/)).toBeInTheDocument();
  }, 30_000);

  it('starts from the draft, refuses a score above the maximum before sending, and shows the server’s errors', async () => {
    const sent: unknown[] = [];
    renderMarking(
      {
        marking: () =>
          marking({
            comment: 'Bản nháp',
            updatedAt: '2026-11-25T09:00:00.000Z',
            parts: [
              { partId: 'p3', score: 5, comment: 'Nháp câu 2', errorTags: [{ errorTagId: '6', note: '' }] },
            ],
          }),
        saveMarkingDraft: ({ input }: { input: unknown }) => {
          sent.push(input);
          return {
            marking: null,
            errors: [
              {
                field: 'parts.0.errorTags.0.errorTagId',
                messages: ['Thẻ lỗi không tồn tại hoặc bạn không được dùng'],
              },
            ],
          };
        },
      },
      'SPECIALIZE',
    );
    const score = await screen.findByLabelText('Điểm câu 2 (tối đa 8)');
    expect(score).toHaveValue(5);
    expect(screen.getByLabelText('Nhận xét câu 2')).toHaveValue('Nháp câu 2');
    expect(screen.getByLabelText('Nhận xét chung')).toHaveValue('Bản nháp');
    const tags = screen.getByRole('group', { name: 'Thẻ lỗi câu 2' });
    expect(within(tags).getByText('Grammar › Verb tense', { selector: '.tag' })).toBeInTheDocument();
    expect(within(tags).getByRole('checkbox', { name: 'Grammar › Verb tense' })).toBeChecked();

    const user = userEvent.setup();
    await user.clear(score);
    await user.type(score, '9');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Điểm của một phần từ 0 đến điểm tối đa của phần đó')).toBeInTheDocument();
    const nine = (input: unknown) =>
      (input as { parts: { score: number | null }[] }).parts.some((p) => p.score === 9);
    expect(sent.some(nine)).toBe(false);

    await user.clear(score);
    await user.type(score, '7');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Thẻ lỗi không tồn tại hoặc bạn không được dùng')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(score).toHaveValue(7);
    expect(screen.getByLabelText('Nhận xét câu 2')).toHaveValue('Nháp câu 2');
  }, 30_000);

  it('returns the work after saving the draft and showing the total, then goes back to the queue', async () => {
    const order: string[] = [];
    const sent: unknown[] = [];
    renderMarking({
      results: { items: [], total: 0, page: 1, pageSize: 15 },
      saveMarkingDraft: () => {
        order.push('save');
        return {
          marking: drafted([{ partId: 'p3', score: 6.5, comment: '', errorTags: [] }]),
          errors: [],
        };
      },
      returnAttempt: ({ input }: { input: unknown }) => {
        sent.push(input);
        order.push('return');
        return {
          marking: { ...marking(), status: 'PASS', score: 8.5, markedAt: '2026-11-25T10:00:00.000Z' },
          errors: [],
        };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Điểm câu 2 (tối đa 8)'), '6.5');
    // The total as the form stands, before anything is returned: (2 + 6.5) of 10 points, scaled to 10.
    expect(screen.getByText('Tổng điểm nếu trả bài bây giờ: 8,5/10.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trả bài' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trả bài cho Nguyễn Văn An?' });
    expect(within(dialog).getByText('Tổng điểm khi trả bài: 8,5/10')).toBeInTheDocument();
    expect(order).toEqual(['save']);
    await user.click(within(dialog).getByRole('button', { name: 'Trả bài' }));
    await waitFor(() => expect(order).toEqual(['save', 'return']));
    expect(sent).toEqual([{ attemptId: '9001', confirmUnmarked: false }]);
    const queue = await screen.findByRole('heading', { level: 1, name: /Bài chờ chấm|chờ chấm/ });
    expect(within(queue.closest('body')!).queryByLabelText('Điểm câu 2 (tối đa 8)')).toBeNull();
  }, 30_000);

  it('names the parts nobody marked and asks before returning them with 0; cancel keeps the page', async () => {
    const sent: unknown[] = [];
    renderMarking({
      saveMarkingDraft: () => ({
        marking: drafted(),
        errors: [],
      }),
      returnAttempt: ({ input }: { input: unknown }) => {
        sent.push(input);
        return {
          marking: { ...marking(), status: 'FAIL', score: 2, markedAt: '2026-11-25T10:00:00.000Z' },
          errors: [],
        };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nhận xét câu 2'), 'Chưa đủ ý.');
    expect(screen.getByText('Tổng điểm nếu trả bài bây giờ: 2/10. Chưa chấm: câu 2.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trả bài' }));
    let dialog = await screen.findByRole('dialog', { name: 'Trả bài cho Nguyễn Văn An?' });
    expect(within(dialog).getByText('Tổng điểm khi trả bài: 2/10')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Các câu chưa chấm: 2. Nếu trả bài bây giờ, các câu này được 0 điểm.'),
    ).toBeInTheDocument();
    // Cancel: nothing is returned, the page and what was typed stay.
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Nhận xét câu 2')).toHaveValue('Chưa đủ ý.');

    await user.click(screen.getByRole('button', { name: 'Trả bài' }));
    dialog = await screen.findByRole('dialog', { name: 'Trả bài cho Nguyễn Văn An?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vẫn trả bài' }));
    await waitFor(() => expect(sent).toEqual([{ attemptId: '9001', confirmUnmarked: true }]));
  }, 30_000);

  it('opens the next submission of the queue after returning one, fetched while this one was marked', async () => {
    const next = {
      id: '9002',
      student: { id: '78' },
      assignment: { id: '101', class: { id: '12' } },
    };
    const { calls } = renderMarking({
      results: { items: [{ id: '9001', student: an, assignment }, next], total: 2, page: 1, pageSize: 2 },
      saveMarkingDraft: () => ({
        marking: drafted([{ partId: 'p3', score: 6.5, comment: '', errorTags: [] }]),
        errors: [],
      }),
      returnAttempt: () => ({ marking: { ...marking(), status: 'PASS', score: 8.5 }, errors: [] }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Điểm câu 2 (tối đa 8)'), '6.5');
    // The next one is asked for before this one is returned.
    await waitFor(() =>
      expect(calls.some((c) => c.operationName === 'MarkAttemptQuery' && c.variables.id === '9002')).toBe(
        true,
      ),
    );
    await returnWork(user);
    // The marking page of the next submission: its score field starts empty again.
    await waitFor(() => expect(screen.getByLabelText('Điểm câu 2 (tối đa 8)')).toHaveValue(null));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chấm bài: Grammar and writing' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('asks for each attempt once: this one, the next one ahead, and neither again when returning opens it', async () => {
    const binh = buildUser({ id: '78', name: 'Phạm Thị Bình', role: 'STUDENT' });
    const waiting = [
      { id: '9001', student: an, assignment },
      { id: '9002', student: binh, assignment },
    ];
    const { calls } = renderMarking({
      attemptReview: ({ id }: { id: string }) => ({
        ...attemptReview,
        result: { ...attemptReview.result, id, student: id === '9002' ? binh : an },
      }),
      marking: ({ attemptId }: { attemptId: string }) => ({ ...marking(), attemptId }),
      results: () => ({ items: waiting, total: waiting.length, page: 1, pageSize: 2 }),
      saveMarkingDraft: () => ({
        marking: drafted([{ partId: 'p3', score: 6.5, comment: '', errorTags: [] }]),
        errors: [],
      }),
      returnAttempt: () => {
        waiting.shift();
        return { marking: { ...marking(), status: 'PASS', score: 8.5 }, errors: [] };
      },
    });
    const attempts = () =>
      calls.filter((c) => c.operationName === 'MarkAttemptQuery').map((c) => c.variables.id);
    const queues = () => calls.filter((c) => c.operationName === 'MarkingQueueQuery').length;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Điểm câu 2 (tối đa 8)'), '6.5');
    await waitFor(() => expect(attempts()).toEqual(['9001', '9002']));
    await returnWork(user);
    // Bình's work opens from the cache; the queue (changed by the return) is asked for again.
    expect(await screen.findByText('Phạm Thị Bình')).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm câu 2 (tối đa 8)')).toHaveValue(null);
    await waitFor(() => expect(queues()).toBeGreaterThanOrEqual(2));
    expect(attempts()).toEqual(['9001', '9002']);
  }, 30_000);

  it('saves what is typed as a draft by itself once the marker stops typing', async () => {
    const sent: { parts: { partId: string; score: number | null; comment: string }[] }[] = [];
    renderMarking({
      saveMarkingDraft: ({ input }: { input: (typeof sent)[number] }) => {
        sent.push(input);
        return {
          marking: drafted(),
          errors: [],
        };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nhận xét câu 2'), 'Bố cục tốt.');
    expect(screen.getByText('Có thay đổi chưa lưu')).toBeInTheDocument();
    // No button pressed: the draft goes out two seconds after the last key.
    await waitFor(() => expect(sent.at(-1)?.parts[0]?.comment).toBe('Bố cục tốt.'), { timeout: 6000 });
    expect(await screen.findByText(/Nháp lưu lúc/)).toBeInTheDocument();
  }, 30_000);

  it('asks for a redo of returned work after a confirmation, then says it was asked', async () => {
    const sent: unknown[] = [];
    const returned = {
      ...attemptReview,
      result: { ...attemptReview.result, status: 'PASS', statusLabel: 'DONE', score: 8 },
    };
    renderMarking({
      attemptReview: returned,
      marking: () => ({ ...marking(), status: 'PASS', score: 8, markedAt: '2026-11-25T10:00:00.000Z' }),
      requestRedo: ({ input }: { input: { attemptId: string; note: string } }) => {
        sent.push(input);
        return {
          result: {
            ...returned.result,
            redoRequested: true,
            redoRequestedAt: '2026-11-26T03:00:00.000Z',
            redoNote: input.note,
          },
          errors: [],
        };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Yêu cầu làm lại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu Nguyễn Văn An làm lại bài này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yêu cầu làm lại' }));
    await waitFor(() => expect(sent).toEqual([{ attemptId: '9001', note: '' }]));
    expect(await screen.findByText(/Đã yêu cầu làm lại lúc/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Yêu cầu làm lại' })).toBeNull());
  });

  it('offers no redo for work waiting to be marked', async () => {
    renderMarking({}, 'SPECIALIZE');
    await screen.findByRole('heading', { level: 1, name: 'Chấm bài: Grammar and writing' });
    expect(screen.queryByRole('button', { name: 'Yêu cầu làm lại' })).toBeNull();
  });
});

describe('two markers on one submission (issue 26 point 5)', () => {
  it('says who else has the submission open, from the heartbeat sent on opening', async () => {
    const { calls } = renderMarking({
      markingPresence: ({ input }: { input: { attemptId: string } }) => ({
        markers:
          input.attemptId === '9001'
            ? [{ markerId: '45', name: 'Nguyễn Văn A', seenAt: '2026-11-25T10:00:00.000Z' }]
            : [],
        errors: [],
      }),
    });
    expect(
      await screen.findByText(
        'Nguyễn Văn A cũng đang chấm bài này: khi lưu, điểm được gộp theo từng câu; lần lưu sau cùng của một câu được giữ',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'MarkingPresenceMutation')?.variables).toEqual({
      attemptId: '9001',
    });
  }, 30_000);

  it('takes another marker’s part from the saved draft instead of overwriting it, and never sends it', async () => {
    const sent: { comment?: string; parts: { partId: string; score: number | null; comment: string }[] }[] =
      [];
    renderMarking({
      markingPresence: { markers: [], errors: [] },
      saveMarkingDraft: ({ input }: { input: (typeof sent)[number] }) => {
        sent.push(input);
        // Another marker has meanwhile corrected the keyed part and written the overall comment.
        return {
          marking: marking({
            comment: 'Their comment',
            updatedAt: '2026-11-25T10:00:00.000Z',
            parts: [
              { partId: 'p1', score: 1, comment: 'Their note', errorTags: [] },
              ...input.parts.map((p) => ({ ...p, errorTags: [] })),
            ],
          }),
          errors: [],
        };
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Điểm câu 2 (tối đa 8)'), '6');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(
      await screen.findByText('Người chấm khác đã sửa câu 1: điểm của họ được hiển thị ở đây'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Điểm câu 1 (tối đa 2)')).toHaveValue(1);
    expect(screen.getByLabelText('Nhận xét câu 1')).toHaveValue('Their note');
    expect(screen.getByLabelText('Nhận xét chung')).toHaveValue('Their comment');
    expect(sent).toEqual([
      { attemptId: '9001', parts: [{ partId: 'p3', score: 6, comment: '', errorTags: [] }] },
    ]);

    // The next save sends what this marker changed since, not the other marker's part or comment.
    await user.type(screen.getByLabelText('Nhận xét câu 2'), 'Rõ ràng.');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() =>
      expect(sent.at(-1)?.parts).toEqual([{ partId: 'p3', score: 6, comment: 'Rõ ràng.', errorTags: [] }]),
    );
    expect(sent.every((input) => input.comment === undefined)).toBe(true);
    expect(screen.getByLabelText('Điểm câu 1 (tối đa 2)')).toHaveValue(1);
  }, 30_000);
});
