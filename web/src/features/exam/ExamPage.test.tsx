import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import {
  SERVER_NOW,
  buildAssignment,
  buildAttempt,
  buildExamQuestion,
  examChoicePart,
  examTextEntryPart,
} from '../../test/examFactories';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type * as ExamStoreModule from './examStore';
import { openExamStore } from './examStore';
import { SAVE_DEBOUNCE_MS } from './useAttemptTaking';

/** A gate on the device queue's writes: closed, an answer's write waits as a loaded machine's IndexedDB did. */
const queueGate = vi.hoisted(() => ({ closed: null as Promise<void> | null }));
vi.mock('./examStore', async (importOriginal) => {
  const real = await importOriginal<typeof ExamStoreModule>();
  return {
    ...real,
    openExamStore: async (...args: Parameters<typeof real.openExamStore>) => {
      const opened = await real.openExamStore(...args);
      return {
        ...opened,
        enqueue: async (...a: Parameters<typeof opened.enqueue>) => {
          if (queueGate.closed) await queueGate.closed;
          return opened.enqueue(...a);
        },
      };
    },
  };
});

type Obj = Record<string, unknown>;
interface SaveInput {
  attemptId: string;
  answers: { partId: string; seq: number; answer: Obj }[];
}

const student = buildUser({ role: 'STUDENT', name: 'Trần Thị Mai' });

/** The union member the server answers for an input. */
function held(answer: Obj): Obj {
  if (answer.choice) return { __typename: 'ChoiceAnswer', ...(answer.choice as Obj) };
  if (answer.textEntry) return { __typename: 'TextEntryAnswer', ...(answer.textEntry as Obj) };
  if (answer.writing) return { __typename: 'WritingAnswer', ...(answer.writing as Obj) };
  throw new Error('unexpected answer');
}

/** A gateway that holds the newest seq per part, as the backend does. */
function examGateway(attempt: Obj, extra: Obj = {}) {
  const saves: SaveInput[] = [];
  const held_ = new Map<string, { seq: number; answer: Obj }>();
  const assignment = attempt.assignment as Obj;
  return {
    saves,
    held: held_,
    gateway: {
      class: () => ({ id: '7', name: 'IELTS 6.5', assignments: [assignment] }),
      acceptExamRules: () => ({ agreedAt: SERVER_NOW, errors: [] }),
      startAttempt: () => ({ attempt, errors: [] }),
      saveAnswers: ({ input }: { input: SaveInput }) => {
        saves.push(input);
        for (const a of input.answers) {
          const current = held_.get(a.partId);
          if (!current || current.seq < a.seq) held_.set(a.partId, { seq: a.seq, answer: a.answer });
        }
        return {
          saved: input.answers.map((a) => ({
            partId: a.partId,
            seq: held_.get(a.partId)!.seq,
            updatedAt: SERVER_NOW,
            answer: held(held_.get(a.partId)!.answer),
          })),
          attempt,
          errors: [],
        };
      },
      ...extra,
    },
  };
}

const takePath = (attempt: Obj) => `/manageClass/7/exerciseReview/${String((attempt.assignment as Obj).id)}`;

describe('taking an exam', () => {
  it('introduces the rules, starts after the agreement, saves answers and submits to the score', async () => {
    const part = examChoicePart();
    const attempt = buildAttempt({
      exercise: {
        id: 'e0',
        name: 'Unit 3 test',
        topicGroup: 'LISTENING',
        audioPlays: 0,
        questions: [buildExamQuestion({ parts: [part] })],
      },
    });
    const partId = String(part.id);
    const { gateway, saves } = examGateway(attempt, {
      submitAttempt: () => ({
        attempt: { ...attempt, status: 'PASS', submittedAt: SERVER_NOW, submitReason: 'STUDENT', score: 10 },
        errors: [],
      }),
      attempt: () => ({
        ...attempt,
        status: 'PASS',
        submittedAt: SERVER_NOW,
        submitReason: 'STUDENT',
        score: 10,
      }),
    });
    const { user, calls, router } = renderApp({
      path: takePath(attempt),
      role: 'STUDENT',
      viewer: student,
      gateway,
    });

    expect(await screen.findByRole('heading', { name: 'Kiểm tra giữa kỳ' })).toBeInTheDocument();
    expect(screen.getByText('30 phút')).toBeInTheDocument();
    expect(screen.getByText('Thoát toàn màn hình 3 lần sẽ tự động nộp bài')).toBeInTheDocument();
    expect(screen.getByText(/Bài làm sẽ mở ở chế độ toàn màn hình/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Bắt đầu' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Tôi đã đọc và đồng ý với các quy định này' }));
    await user.click(start);

    expect(await screen.findByRole('heading', { name: /Câu 1: Listening/ })).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(
      expect.arrayContaining(['ExamAcceptRulesMutation', 'ExamStartAttemptMutation']),
    );
    // 30 minutes by the server's clock, whatever this machine's date is.
    expect(screen.getByRole('timer', { name: /Thời gian còn lại: (30:00|29:5\d)/ })).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    await user.click(screen.getByRole('radio', { name: /In Hue/ }));
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(1));
    // Debounced: the two clicks within a second make one save, with the last choice.
    expect(saves[0]).toEqual({
      attemptId: String(attempt.id),
      answers: [{ partId, seq: 1, answer: { choice: { choices: ['C'] } } }],
    });
    expect(screen.getByRole('button', { name: /Đến câu 1 \(Đang làm, Đã trả lời\)/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Nộp ngay' }));
    expect(await screen.findByText('10 / 10')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`);
  }, 60_000);

  // Issue 25 point 6: homework demanded full screen and ticked "116:47:37" down to a deadline five days away.
  it('opens homework as a page: no full screen, no exits counted, the deadline as a date, save and leave', async () => {
    const part = examChoicePart();
    const assignment = buildAssignment({
      kind: 'HOME_WORK',
      title: 'Bài tập Unit 3',
      examMode: false,
      timeLimit: null,
      deadline: '2026-12-05T16:59:00.000Z',
    });
    const attempt = buildAttempt({
      assignment,
      endsAt: '2026-12-05T16:59:00.000Z',
      exercise: {
        id: 'e0',
        name: 'Unit 3',
        topicGroup: 'GRAMMAR',
        audioPlays: 0,
        questions: [buildExamQuestion({ parts: [part] })],
      },
    });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = requestFullscreen;
    const { gateway, saves } = examGateway(attempt, {
      recordExamExit: () => ({ attempt, errors: [] }),
    });
    const { user, calls, router } = renderApp({
      path: takePath(attempt),
      role: 'STUDENT',
      viewer: student,
      gateway,
    });

    expect(await screen.findByRole('heading', { name: 'Bài tập Unit 3' })).toBeInTheDocument();
    expect(screen.queryByText(/chế độ toàn màn hình/)).toBeNull();
    expect(screen.queryByText(/Thoát toàn màn hình/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/có thể lưu, thoát và quay lại làm tiếp/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));

    expect(await screen.findByRole('heading', { name: /Câu 1:/ })).toBeInTheDocument();
    expect(requestFullscreen).not.toHaveBeenCalled();
    expect(calls.map((c) => c.operationName)).not.toContain('ExamAcceptRulesMutation');
    // The deadline as the academy's date and time, no countdown, no full-screen banner.
    expect(screen.getByText('Hạn nộp: 05/12/2026 23:59')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Bài này được làm ở chế độ toàn màn hình.')).toBeNull();
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(screen.queryByText(/Bạn đã thoát toàn màn hình/)).toBeNull();

    await user.click(await screen.findByRole('radio', { name: /In Hue/ }));
    await user.click(screen.getByRole('button', { name: 'Lưu và thoát' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manageClass/7/manageClassDetail'));
    expect(saves.at(-1)?.answers).toEqual([
      { partId: String(part.id), seq: 1, answer: { choice: { choices: ['C'] } } },
    ]);
    expect(calls.map((c) => c.operationName)).not.toContain('ExamRecordExitMutation');
    delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
  }, 60_000);

  it('resumes with the newer of the server answer and the one queued on the device', async () => {
    const textPart = examTextEntryPart();
    const attempt = buildAttempt({
      exercise: {
        id: 'e1',
        name: 'Gap fill',
        topicGroup: 'VOCAB',
        audioPlays: 0,
        questions: [
          buildExamQuestion({
            title: 'Library',
            type: 'GAP_FILL',
            interaction: 'TEXT_ENTRY',
            parts: [textPart],
          }),
        ],
      },
      answers: [
        {
          partId: textPart.id,
          seq: 3,
          updatedAt: SERVER_NOW,
          answer: { __typename: 'TextEntryAnswer', blanks: [{ key: '1', value: 'old' }] },
        },
      ],
    });
    // The device kept a newer answer typed before a reload.
    const store = await openExamStore();
    await store.enqueue(String(attempt.id), String(textPart.id), { blanks: { '1': 'library' } }, 3);
    store.close();

    (attempt.assignment as Obj).results = [{ id: attempt.id, status: 'UNFINISHED' }];
    const { gateway, saves } = examGateway(attempt);
    const { user, calls } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    // The rules were accepted when the attempt started: the introduction offers to continue.
    await user.click(await screen.findByRole('button', { name: 'Tiếp tục làm bài' }));
    expect(await screen.findByDisplayValue('library')).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).not.toContain('ExamAcceptRulesMutation');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.answers).toEqual([
      {
        partId: String(textPart.id),
        seq: 4,
        answer: { textEntry: { blanks: [{ key: '1', value: 'library' }] } },
      },
    ]);
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
  }, 60_000);

  it('keeps two tabs on one attempt in step: the newest save wins in both and on the server', async () => {
    const textPart = examTextEntryPart();
    const attempt = buildAttempt({
      exercise: {
        id: 'e3',
        name: 'Gap fill',
        topicGroup: 'VOCAB',
        audioPlays: 0,
        questions: [
          buildExamQuestion({
            title: 'Library',
            type: 'GAP_FILL',
            interaction: 'TEXT_ENTRY',
            parts: [textPart],
          }),
        ],
      },
    });
    (attempt.assignment as Obj).results = [{ id: attempt.id, status: 'UNFINISHED' }];
    const { gateway, held: server_ } = examGateway(attempt);
    const tabA = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    const tabB = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    const inA = within(tabA.container);
    const inB = within(tabB.container);
    await tabA.user.click(await inA.findByRole('button', { name: 'Tiếp tục làm bài' }));
    await tabB.user.click(await inB.findByRole('button', { name: 'Tiếp tục làm bài' }));

    await tabA.user.type(await inA.findByRole('textbox'), 'libary');
    expect(await inB.findByDisplayValue('libary')).toBeInTheDocument();
    const boxB = inB.getByRole('textbox');
    await tabB.user.clear(boxB);
    await tabB.user.type(boxB, 'library');
    expect(await inA.findByDisplayValue('library')).toBeInTheDocument();
    await waitFor(() =>
      expect(server_.get(String(textPart.id))?.answer).toEqual({
        textEntry: { blanks: [{ key: '1', value: 'library' }] },
      }),
    );
    // One number per debounced save, shared by the tabs (typing may span more than one debounce).
    expect(server_.get(String(textPart.id))?.seq).toBeGreaterThanOrEqual(2);
    expect(await inA.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    expect(await inB.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
  }, 90_000);

  it('keeps an answer through a 503, shows offline, and sends it again', async () => {
    const attempt = buildAttempt();
    const { gateway, saves } = examGateway(attempt);
    let busy = true;
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    server.use(
      graphql.mutation('ExamSaveAnswersMutation', () => {
        if (!busy) return undefined;
        busy = false;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(await screen.findByText(/Mất kết nối/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nộp bài' })).toBeDisabled();
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Nộp bài' })).toBeEnabled();
  }, 60_000);

  it('keeps an answer still in its debounce when the page goes away (a reload), synchronously', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    // Within the second of the debounce, the page is hidden and unloaded: the answer is kept at once.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide')));
    const drafts = JSON.parse(localStorage.getItem(`lms.exam.drafts:${String(attempt.id)}`) ?? '{}') as Obj;
    expect(Object.values(drafts)).toHaveLength(1);
    // The page stays after all: once queued and saved, the draft is forgotten.
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(`lms.exam.drafts:${String(attempt.id)}`)).toBeNull());
  }, 60_000);

  it('keeps an answer whose write to the device queue has not finished when the page goes away', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const choice = await screen.findByRole('radio', { name: /In Da Nang/ });
    // The debounce's timer is faked (IndexedDB keeps running on real tasks): it ends, and the answer's write to
    // the queue starts; before that write can finish, the page is hidden and unloaded.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(choice);
      act(() => void vi.advanceTimersByTime(SAVE_DEBOUNCE_MS));
      act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide')));
    } finally {
      vi.useRealTimers();
    }
    const drafts = JSON.parse(localStorage.getItem(`lms.exam.drafts:${String(attempt.id)}`) ?? '{}') as Obj;
    expect(Object.values(drafts)).toEqual([{ choice: 'B' }]);
    // The page stays after all: the write ends, the answer is saved and the draft forgotten.
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(`lms.exam.drafts:${String(attempt.id)}`)).toBeNull());
  }, 60_000);

  it('counts an answer whose write to the device queue is slow as waiting, and submits only after it', async () => {
    const attempt = buildAttempt();
    const { gateway, saves } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const choice = await screen.findByRole('radio', { name: /In Da Nang/ });
    let open = () => undefined as void;
    queueGate.closed = new Promise<void>((resolve) => (open = resolve));
    try {
      await user.click(choice);
      // Out of its debounce, the answer's write waits: the page says it waits, and does not offer to submit.
      await new Promise((r) => setTimeout(r, SAVE_DEBOUNCE_MS + 300));
      expect(screen.queryByText('Đã lưu mọi câu trả lời')).not.toBeInTheDocument();
      expect(screen.getByText(/1 câu trả lời chờ gửi/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nộp bài' })).toBeDisabled();
      expect(saves).toHaveLength(0);
    } finally {
      queueGate.closed = null;
      open();
    }
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    expect(saves.flatMap((s) => s.answers).map((a) => a.answer)).toEqual([{ choice: { choices: ['B'] } }]);
  }, 60_000);

  it("closes the phone's question drawer from inside it (it covers the bar's toggle)", async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('button', { name: 'Danh sách câu hỏi' }));
    const drawer = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    expect(drawer).toHaveClass('exam-nav-open');
    await user.click(within(drawer).getByRole('button', { name: 'Đóng danh sách câu hỏi' }));
    expect(drawer).not.toHaveClass('exam-nav-open');
  }, 60_000);

  it('lists the unanswered and flagged questions before submitting, each a way back to it', async () => {
    const questions = ['Hanoi', 'Hue', 'Da Nang'].map((title) =>
      buildExamQuestion({ title: `Listening: ${title}`, parts: [examChoicePart()] }),
    );
    const attempt = buildAttempt({
      exercise: { id: 'e4', name: 'Three clips', topicGroup: 'LISTENING', audioPlays: 0, questions },
    });
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));

    // Nothing answered yet: the summary says a blank paper fails.
    await user.click(await screen.findByRole('button', { name: 'Nộp bài' }));
    const blank = screen.getByRole('alertdialog');
    expect(within(blank).getByText('Còn 3 câu chưa trả lời:')).toBeInTheDocument();
    expect(
      within(blank).getByText('Bạn chưa trả lời câu nào: bài nộp trống được tính là chưa đạt.'),
    ).toBeInTheDocument();
    await user.click(within(blank).getByRole('button', { name: 'Làm tiếp' }));

    // Question 1 answered, question 2 flagged, question 3 left.
    await user.click(screen.getByRole('radio', { name: /In Da Nang/ }));
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Câu sau' }));
    await user.click(await screen.findByRole('button', { name: 'Đánh dấu xem lại' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Còn 2 câu chưa trả lời:')).toBeInTheDocument();
    expect(within(dialog).getByText('1 câu đánh dấu xem lại:')).toBeInTheDocument();
    expect(within(dialog).queryByText(/bài nộp trống/)).toBeNull();
    const lists = within(dialog).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2', '3']);
    expect(
      within(lists[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2']);

    // The link to question 3 goes there and closes the summary.
    await user.click(within(lists[0]!).getByRole('button', { name: 'Câu 3' }));
    expect(await screen.findByRole('heading', { name: /Câu 3: Listening: Da Nang/ })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 60_000);

  it("closes the phone's drawer when the submit summary opens; Escape closes the drawer, then the summary", async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const drawer = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    const toggle = await screen.findByRole('button', { name: 'Danh sách câu hỏi' });

    await user.click(toggle);
    expect(drawer).toHaveClass('exam-nav-open');
    await user.keyboard('{Escape}');
    expect(drawer).not.toHaveClass('exam-nav-open');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(drawer).not.toHaveClass('exam-nav-open');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 60_000);

  it('shows the field error of a refused answer on its part', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt, {
      saveAnswers: () => ({
        saved: [],
        attempt,
        errors: [{ field: 'answers.0.answer.choice.choices', messages: ['Lựa chọn không hợp lệ'] }],
      }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(
      await screen.findByText('Câu trả lời này chưa được lưu: Lựa chọn không hợp lệ'),
    ).toBeInTheDocument();
  }, 60_000);

  it("stops when the server says time is up and says so in the specification's words", async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt, {
      saveAnswers: () => ({
        saved: [],
        attempt: { ...attempt, status: 'WAITING_SCORE', submittedAt: SERVER_NOW, submitReason: 'TIME_UP' },
        errors: [{ field: null, messages: ['Bạn đã hết thời gian làm bài'] }],
      }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(await screen.findByText('Bạn đã hết thời gian làm bài')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem kết quả' })).toBeInTheDocument();
  }, 60_000);

  it('says clearly that the teacher paused the work (holding), not that it was submitted', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt, {
      saveAnswers: () => ({
        saved: [],
        attempt: { ...attempt, status: 'HOLDING' },
        errors: [{ field: null, messages: ['Giáo viên đã tạm dừng bài này; hiện chưa thể làm tiếp'] }],
      }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
    expect(
      await screen.findByText(/^Giáo viên đã tạm dừng bài này; hiện chưa thể làm tiếp\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Về trang lớp học' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem kết quả' })).toBeNull();
    expect(screen.queryByText('Bài làm đã được nộp.')).toBeNull();
  }, 60_000);

  it('shows why the attempt cannot start', async () => {
    const attempt = buildAttempt({ assignment: buildAssignment({ title: 'Bài đã đóng' }) });
    const { gateway } = examGateway(attempt, {
      startAttempt: () => ({ attempt: null, errors: [{ field: null, messages: ['Bài đã quá hạn nộp'] }] }),
    });
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByText('Bài đã quá hạn nộp')).toBeInTheDocument();
  }, 60_000);

  it('refuses a recording of the wrong type before uploading it', async () => {
    const spoken = {
      id: 'sp1',
      position: 0,
      type: 'SPEAKING',
      interaction: 'SPOKEN_ANSWER',
      score: 1,
      content: {
        __typename: 'SpokenAnswerContent',
        prompt: 'Describe your home town',
        cueCard: [],
        prepareSeconds: 0,
        maxSeconds: 60,
      },
    };
    const attempt = buildAttempt({
      exercise: {
        id: 'e2',
        name: 'Speaking',
        topicGroup: 'SPEAKING',
        audioPlays: 0,
        questions: [
          buildExamQuestion({
            title: 'Part 2',
            type: 'SPEAKING',
            interaction: 'SPOKEN_ANSWER',
            parts: [spoken],
          }),
        ],
      },
    });
    const { gateway } = examGateway(attempt);
    let uploads = 0;
    server.use(
      http.post('*/lms-backend/api/upload/', () => {
        uploads += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const input = await screen.findByLabelText('Hoặc tải tệp lên (mp3, m4a, wav)');
    // The picker's filter is a hint a student can switch off: the check runs on what was picked.
    fireEvent.change(input, { target: { files: [new File(['x'], 'answer.ogg', { type: 'audio/ogg' })] } });
    expect(await screen.findByText('Chỉ chấp nhận tệp âm thanh')).toBeInTheDocument();
    expect(uploads).toBe(0);
  }, 60_000);
});

describe('after submitting', () => {
  it('shows the keyed parts at once and how many parts wait for the teacher', async () => {
    const attempt = buildAttempt({
      status: 'WAITING_SCORE',
      submittedAt: SERVER_NOW,
      submitReason: 'STUDENT',
      keyedScore: 6,
      keyedMaxScore: 8,
      partsAwaitingMarker: 2,
    });
    renderApp({
      path: `/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => attempt },
    });
    expect(await screen.findByText('Điểm phần tự chấm')).toBeInTheDocument();
    expect(screen.getByText('6/8; 2 phần chờ giáo viên chấm')).toBeInTheDocument();
    expect(screen.queryByText('—')).toBeNull();
  }, 60_000);

  it("asks to redo work below the minimum with the specification's message", async () => {
    const attempt = buildAttempt({
      status: 'FAIL',
      submittedAt: SERVER_NOW,
      submitReason: 'STUDENT',
      score: 3,
      belowMinScore: true,
      mayStartAgain: true,
      attemptsAllowed: 2,
    });
    renderApp({
      path: `/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => attempt },
    });
    expect(
      await screen.findByText('Bài làm chưa đạt điểm tối thiểu để tổng kết, vui lòng làm lại'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Làm lại' })).toBeInTheDocument();
  }, 60_000);

  it('offers no redo once the attempts allowed are used, and says how many (issue 26)', async () => {
    const attempt = buildAttempt({
      status: 'FAIL',
      submittedAt: SERVER_NOW,
      submitReason: 'STUDENT',
      score: 0,
      belowMinScore: false,
      mayStartAgain: false,
      attemptsUsed: 1,
      attemptsAllowed: 1,
    });
    renderApp({
      path: `/manageClass/7/exerciseWaitingFinish/${String(attempt.id)}`,
      role: 'STUDENT',
      viewer: student,
      gateway: { attempt: () => attempt },
    });
    expect(await screen.findByText('Số lần làm')).toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Làm lại' })).not.toBeInTheDocument();
  }, 60_000);
});
