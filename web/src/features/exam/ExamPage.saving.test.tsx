import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { SERVER_NOW, buildAttempt, buildExamQuestion, examTextEntryPart } from '../../test/examFactories';
import { examGateway, takePath } from '../../test/examGateway';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type * as ExamStoreModule from './examStore';
import { openExamStore } from './examStore';
import { SAVE_DEBOUNCE_MS } from './useAttemptTaking';

/** A gate on the device queue's writes: closed, an answer's write waits as a loaded machine's IndexedDB did. */
const queueGate = vi.hoisted(() => ({ closed: null as Promise<void> | null, waiting: 0 }));
vi.mock('./examStore', async (importOriginal) => {
  const real = await importOriginal<typeof ExamStoreModule>();
  return {
    ...real,
    openExamStore: async (...args: Parameters<typeof real.openExamStore>) => {
      const opened = await real.openExamStore(...args);
      return {
        ...opened,
        enqueue: async (...a: Parameters<typeof opened.enqueue>) => {
          if (queueGate.closed) {
            queueGate.waiting += 1;
            await queueGate.closed;
          }
          return opened.enqueue(...a);
        },
      };
    },
  };
});

type Obj = Record<string, unknown>;

const student = buildUser({ role: 'STUDENT', name: 'Trần Thị Mai' });

describe('taking an exam', () => {
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

  it('says offline while the browser is offline and an answer waits, though its send is still under way', async () => {
    const attempt = buildAttempt();
    const { gateway } = examGateway(attempt);
    const { user } = renderApp({ path: takePath(attempt), role: 'STUDENT', viewer: student, gateway });
    // The send never answers (a connection that died under it); the browser then says it is offline.
    server.use(graphql.mutation('ExamSaveAnswersMutation', () => new Promise<never>(() => undefined)));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    try {
      await user.click(await screen.findByRole('radio', { name: /In Da Nang/ }));
      expect(await screen.findByText(/1 câu trả lời chờ gửi/)).toBeInTheDocument();
      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText(/Mất kết nối/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nộp bài' })).toBeDisabled();
    } finally {
      onLine.mockRestore();
    }
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
    queueGate.waiting = 0;
    try {
      await user.click(choice);
      // Out of its debounce, the answer's write waits at the gate (however loaded the machine, the test waits for
      // that, not for a time): the page says it waits, and does not offer to submit.
      await waitFor(() => expect(queueGate.waiting).toBe(1), { timeout: SAVE_DEBOUNCE_MS + 10_000 });
      expect(await screen.findByText(/1 câu trả lời chờ gửi/)).toBeInTheDocument();
      expect(screen.queryByText('Đã lưu mọi câu trả lời')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nộp bài' })).toBeDisabled();
      expect(saves).toHaveLength(0);
    } finally {
      queueGate.closed = null;
      open();
    }
    expect(await screen.findByText('Đã lưu mọi câu trả lời')).toBeInTheDocument();
    expect(saves.flatMap((s) => s.answers).map((a) => a.answer)).toEqual([{ choice: { choices: ['B'] } }]);
  }, 60_000);
});
