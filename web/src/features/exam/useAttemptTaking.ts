import type { Interaction } from '@lms/domain/questions';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getFragmentData } from '../../gql';
import type { ExamAttempt_AttemptFragment, SubmitReason } from '../../gql/graphql';
import type { DomainResponse } from '../../shared/partFields';
import { domainResponse } from '../../shared/partFields';
import { dropDrafts, keepDrafts, queueDrafts } from './drafts';
import type { SaveState } from './answerSender';
import { AnswerSender } from './answerSender';
import { SavedAnswerFragment } from './examDocuments';
import type { ExamStore } from './examStore';
import { openExamStore } from './examStore';
import { resumeAnswers } from './resume';
import { ServerClock } from './serverClock';
import type { ExitPayloadAttempt } from './useRecordExamExit';
import { useRecordExamExit } from './useRecordExamExit';
import type { SavePayloadAttempt } from './useSaveAnswers';
import { useSaveAnswers } from './useSaveAnswers';
import { useStartClipPlay } from './useStartClipPlay';

/** How long a part waits after its last change before its answer is queued (docs/design.md: about 1 s). */
export const SAVE_DEBOUNCE_MS = 1000;

/**
 * What the status says: answers waiting while the browser says it is offline are "offline" whatever the
 * sender last reported (a send under way may take long to fail), and answers not yet queued are "saving".
 */
function shownState(reported: SaveState, waiting: number, unqueued: number, online: boolean): SaveState {
  if (waiting > 0 && !online) return 'offline';
  return unqueued > 0 && reported === 'saved' ? 'saving' : reported;
}

export interface ClosedAttempt {
  reason: SubmitReason | null;
  /** The server's words, when it gave some. */
  message: string | null;
  /** Paused by the teacher (`holding`), not submitted: the work goes on once they let it (issue 13). */
  held?: boolean;
}

type ChannelMessage =
  | { type: 'answer'; partId: string; seq: number; answer: DomainResponse }
  | { type: 'closed'; closed: ClosedAttempt };

const interactionOf = (i: string) => i.toLowerCase() as Interaction;

/**
 * The attempt as this tab takes it: the answers shown, their trip to the server (debounce, the device queue,
 * the sender), the other tabs on the same attempt (BroadcastChannel; the newest number wins), the full-screen
 * exits, the server's clock, and whether the attempt still takes answers.
 */
export function useAttemptTaking(attempt: ExamAttempt_AttemptFragment, storeName?: string) {
  const attemptId = String(attempt.id);
  const interactions = useMemo(
    () =>
      Object.fromEntries(
        attempt.exercise.questions.flatMap((q) =>
          q.parts.map((p) => [String(p.id), interactionOf(p.interaction)]),
        ),
      ) as Record<string, Interaction>,
    [attempt.exercise.questions],
  );
  const [clock] = useState(() => {
    const c = new ServerClock();
    c.sync(attempt.serverNow);
    return c;
  });
  const [endsAt, setEndsAt] = useState(attempt.endsAt);
  const startClipPlay = useStartClipPlay(attemptId, clock);

  const [responses, setResponses] = useState<Record<string, DomainResponse>>({});
  const [ready, setReady] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [pendingCount, setPendingCount] = useState(0);
  const [partErrors, setPartErrors] = useState<Record<string, string[]>>({});
  const [stopped, setStopped] = useState<string | null>(null);
  const [closed, setClosed] = useState<ClosedAttempt | null>(
    attempt.status === 'UNFINISHED'
      ? null
      : { reason: attempt.submitReason ?? null, message: null, held: attempt.status === 'HOLDING' },
  );
  const [debouncing, setDebouncing] = useState(0);
  /** Answers out of their debounce whose write to the device queue is under way (slow under load). */
  const [writingCount, setWritingCount] = useState(0);
  const [accesses, setAccesses] = useState({ count: attempt.accessCount, max: attempt.maxAccesses });

  const store = useRef<ExamStore | null>(null);
  /** Answers out of their debounce whose write to the device queue has not finished. */
  const writing = useRef(new Map<string, DomainResponse>());
  /** Those writes, for `flushNow` to wait on: a submit must not outrun an answer still being queued. */
  const inFlight = useRef(new Set<Promise<void>>());
  const sender = useRef<AnswerSender | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const seqs = useRef<Record<string, number>>({});
  const timers = useRef(
    new Map<string, { timer: ReturnType<typeof setTimeout>; response: DomainResponse }>(),
  );

  const close = useCallback((next: ClosedAttempt, broadcast = true) => {
    setClosed((current) => current ?? next);
    sender.current?.stop();
    if (broadcast) channel.current?.postMessage({ type: 'closed', closed: next } satisfies ChannelMessage);
  }, []);

  const onSaveAttempt = useCallback(
    (a: SavePayloadAttempt) => {
      clock.sync(a.serverNow);
      setEndsAt(a.endsAt);
      if (a.status !== 'UNFINISHED')
        close({ reason: a.submitReason ?? null, message: null, held: a.status === 'HOLDING' });
    },
    [clock, close],
  );
  const onExitAttempt = useCallback(
    (a: ExitPayloadAttempt) => {
      clock.sync(a.serverNow);
      setAccesses({ count: a.accessCount, max: a.maxAccesses });
      if (a.status === 'HOLDING') close({ reason: null, message: null, held: true });
      else if (a.status !== 'UNFINISHED') close({ reason: a.submitReason ?? 'ACCESS_LIMIT', message: null });
    },
    [clock, close],
  );
  const saveAnswers = useSaveAnswers(interactions, onSaveAttempt);
  const recordExit = useRecordExamExit(onExitAttempt);
  const latest = useRef({ saveAnswers, recordExit });
  useEffect(() => {
    latest.current = { saveAnswers, recordExit };
  }, [saveAnswers, recordExit]);

  // Open the device's queue, merge it with the server's answers, and start sending.
  useEffect(() => {
    let cancelled = false;
    const held = attempt.answers.map((a) => {
      const answer = getFragmentData(SavedAnswerFragment, a);
      const partId = String(answer.partId);
      return {
        partId,
        seq: answer.seq,
        response: domainResponse(interactions[partId] ?? 'none', answer.answer),
      };
    });
    void (async () => {
      const opened = await openExamStore(storeName);
      if (cancelled) return opened.close();
      store.current = opened;
      // Answers a page left in its debounce when it went away (a reload) go to the queue first.
      const merged = await queueDrafts(opened, attemptId, await resumeAnswers(opened, attemptId, held));
      if (cancelled) return;
      seqs.current = merged.seqs;
      setResponses(merged.responses);
      setReady(true);
      const s = new AnswerSender({
        store: opened,
        attemptId,
        sendSaves: (saves) => latest.current.saveAnswers(attemptId, saves),
        sendExit: (exit) => latest.current.recordExit(exit),
        onState: (state, count) => {
          setSaveState(state);
          setPendingCount(count);
        },
        onRejected: (partId, messages) => setPartErrors((e) => ({ ...e, [partId]: messages })),
        onClosed: ({ message }) => close({ reason: null, message }),
        onStopped: (message) => setStopped(message ?? ''),
        online: () => navigator.onLine,
      });
      sender.current = s;
      if (attempt.status === 'UNFINISHED') void s.flush();
    })();
    return () => {
      cancelled = true;
      sender.current?.stop();
      sender.current = null;
      store.current?.close();
      store.current = null;
    };
    // The attempt's first answers only: later ones arrive through the sender and the channel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId, storeName]);

  // Other tabs of the device on the same attempt.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(`lms-exam-${attemptId}`);
    channel.current = c;
    c.onmessage = (event: MessageEvent<ChannelMessage>) => {
      const message = event.data;
      if (message.type === 'answer') {
        if ((seqs.current[message.partId] ?? 0) >= message.seq) return;
        seqs.current[message.partId] = message.seq;
        const waiting = timers.current.get(message.partId);
        if (waiting) clearTimeout(waiting.timer);
        timers.current.delete(message.partId);
        setDebouncing(timers.current.size);
        setResponses((r) => ({ ...r, [message.partId]: message.answer }));
        void sender.current?.flush();
      } else close(message.closed, false);
    };
    return () => {
      c.close();
      channel.current = null;
    };
  }, [attemptId, close]);

  // The connection: offline at once when the browser says so, a send at once when it comes back.
  useEffect(() => {
    const online = () => {
      setBrowserOnline(true);
      void sender.current?.reconnected();
    };
    const offline = () => {
      setBrowserOnline(false);
      setSaveState((s) => (s === 'saved' ? s : 'offline'));
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);

  const commit = useCallback(
    (partId: string, response: DomainResponse): Promise<void> => {
      const s = store.current;
      if (!s) return Promise.resolve();
      // Out of the debounce, not yet in the queue: a page that goes away now keeps it as a draft (below), and
      // the status counts it as waiting (under load the write took seconds, and "saved" showed meanwhile).
      writing.current.set(partId, response);
      const write = (async () => {
        const save = await s
          .enqueue(attemptId, partId, response, seqs.current[partId] ?? 0)
          .finally(() => writing.current.get(partId) === response && writing.current.delete(partId));
        seqs.current[partId] = save.seq;
        // Counted as queued until the sender reports the queue (batched with the write leaving the count, so
        // "saved" never flashes between the two).
        setSaveState('saving');
        setPendingCount((c) => c + 1);
        channel.current?.postMessage({
          type: 'answer',
          partId,
          seq: save.seq,
          answer: response,
        } satisfies ChannelMessage);
        void sender.current?.flush();
      })();
      inFlight.current.add(write);
      setWritingCount(inFlight.current.size);
      void write
        .catch(() => undefined)
        .finally(() => {
          inFlight.current.delete(write);
          setWritingCount(inFlight.current.size);
        });
      return write;
    },
    [attemptId],
  );

  const change = useCallback(
    (partId: string, response: DomainResponse) => {
      if (closed) return;
      setResponses((r) => ({ ...r, [partId]: response }));
      setPartErrors((e) => (e[partId] ? { ...e, [partId]: [] } : e));
      setSaveState('saving');
      const waiting = timers.current.get(partId);
      if (waiting) clearTimeout(waiting.timer);
      const timer = setTimeout(() => {
        timers.current.delete(partId);
        setDebouncing(timers.current.size);
        void commit(partId, response);
      }, SAVE_DEBOUNCE_MS);
      timers.current.set(partId, { timer, response });
      setDebouncing(timers.current.size);
    },
    [closed, commit],
  );

  /** Queues what waits in the debounce and sends the queue; true when the server holds everything. */
  const flushNow = useCallback(async () => {
    const waiting = [...timers.current.entries()];
    timers.current.clear();
    setDebouncing(0);
    for (const [partId, { timer, response }] of waiting) {
      clearTimeout(timer);
      await commit(partId, response);
    }
    // Writes that left their debounce before this call: queued first, or the submit goes without them.
    await Promise.all([...inFlight.current].map((w) => w.catch(() => undefined)));
    await sender.current?.flush();
    const s = store.current;
    if (!s) return false;
    return (await s.pending(attemptId)).length === 0 && (await s.exits(attemptId)).length === 0;
  }, [attemptId, commit]);

  // Leaving the page: what waits in the debounce goes to the queue at once, and meanwhile, synchronously, to
  // the drafts (a page being unloaded may not finish writing to IndexedDB).
  useEffect(() => {
    const hide = (event: Event) => {
      if (document.visibilityState !== 'hidden' && event.type !== 'pagehide') return;
      // What waits in the debounce, and what is being written to the queue: the write of a page being
      // unloaded may never finish (under load it took long enough to lose an answer this way).
      const drafts = {
        ...Object.fromEntries(writing.current),
        ...Object.fromEntries([...timers.current].map(([partId, { response }]) => [partId, response])),
      };
      keepDrafts(attemptId, drafts);
      void flushNow().then(() => dropDrafts(attemptId, drafts));
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', hide);
    };
  }, [flushNow, attemptId]);

  /** Counts one exit from full screen (queued like the answers, so an exit while offline still counts). */
  const exitFullScreen = useCallback(async () => {
    const s = store.current;
    if (!s || closed) return;
    await s.queueExit({ attemptId, eventId: crypto.randomUUID() });
    setAccesses((a) => ({ ...a, count: a.count + 1 }));
    void sender.current?.flush();
  }, [attemptId, closed]);

  return {
    attemptId,
    clock,
    startClipPlay,
    endsAt,
    interactions,
    ready,
    responses,
    change,
    flushNow,
    saveState: shownState(
      saveState,
      pendingCount + debouncing + writingCount,
      debouncing + writingCount,
      browserOnline,
    ),
    pendingCount: pendingCount + debouncing + writingCount,
    partErrors,
    stopped,
    closed,
    close,
    accesses,
    exitFullScreen,
    store,
  };
}

export type AttemptTaking = ReturnType<typeof useAttemptTaking>;
