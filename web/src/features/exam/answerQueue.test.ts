import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendOutcome, ServerSave } from './answerSender';
import { AnswerSender, backoffDelay } from './answerSender';
import type { ExamStore, PendingSave } from './examStore';
import { openExamStore } from './examStore';
import { dropDrafts, keepDrafts, queueDrafts, readDrafts } from './drafts';
import { resumeAnswers } from './resume';

let dbCount = 0;
const opened: ExamStore[] = [];
async function open(name = `exam-test-${++dbCount}`) {
  const store = await openExamStore(name);
  opened.push(store);
  return { store, name };
}
afterEach(() => {
  opened.splice(0).forEach((s) => s.close());
  vi.useRealTimers();
});

/** A server that holds the newest number per part, as the backend does. */
function fakeServer() {
  const held = new Map<string, { seq: number; answer: unknown }>();
  const calls: PendingSave[][] = [];
  return {
    held,
    calls,
    send: (saves: PendingSave[]): Promise<SendOutcome> => {
      calls.push(saves);
      const saved: ServerSave[] = saves.map((s) => {
        const current = held.get(s.partId);
        if (!current || current.seq < s.seq) held.set(s.partId, { seq: s.seq, answer: s.answer });
        return { partId: s.partId, seq: held.get(s.partId)!.seq };
      });
      return Promise.resolve({ kind: 'ok', saved, rejected: [] });
    },
  };
}

const noExit = () => Promise.resolve({ kind: 'ok' as const });

describe('the device queue', () => {
  it('numbers each part from the server number upwards and keeps only the newest save per part', async () => {
    const { store } = await open();
    expect((await store.enqueue('a1', 'p1', { choice: 'x' }, 4)).seq).toBe(5);
    expect((await store.enqueue('a1', 'p1', { choice: 'y' })).seq).toBe(6);
    expect((await store.enqueue('a1', 'p2', { text: 'hi' })).seq).toBe(1);
    await store.enqueue('a2', 'p1', { choice: 'z' });
    const pending = await store.pending('a1');
    expect(pending.map((p) => [p.partId, p.seq, p.answer])).toEqual([
      ['p1', 6, { choice: 'y' }],
      ['p2', 1, { text: 'hi' }],
    ]);
    // An acknowledgement of an older number leaves the newer save queued.
    await store.acknowledge('a1', 'p1', 5);
    expect((await store.pending('a1')).map((p) => p.seq)).toEqual([6, 1]);
    await store.acknowledge('a1', 'p1', 6);
    expect((await store.pending('a1')).map((p) => p.partId)).toEqual(['p2']);
  });

  it('gives two tabs of the device distinct, growing numbers for the same part', async () => {
    const { store: tabA, name } = await open();
    const { store: tabB } = await open(name);
    const seqs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? tabA : tabB).enqueue('a1', 'p1', { text: String(i) })),
    );
    const numbers = seqs.map((s) => s.seq).sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The queue holds the save with the highest number, whichever tab wrote it.
    const [held] = await tabB.pending('a1');
    expect(held?.seq).toBe(10);
    expect(held?.answer).toEqual(seqs.find((s) => s.seq === 10)?.answer);
  });
});

describe('the sender', () => {
  it('sends every pending part in one call, in order, and empties the queue when acknowledged', async () => {
    const { store } = await open();
    await store.enqueue('a1', 'p2', { text: 'b' });
    await store.enqueue('a1', 'p1', { text: 'a' }, 3);
    const server = fakeServer();
    const states: string[] = [];
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: server.send,
      sendExit: noExit,
      onState: (s) => states.push(s),
    });
    await sender.flush();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.map((s) => [s.partId, s.seq])).toEqual([
      ['p2', 1],
      ['p1', 4],
    ]);
    expect(await store.pending('a1')).toEqual([]);
    expect(states[0]).toBe('saving');
    expect(states.at(-1)).toBe('saved');
  });

  it('keeps a save made while the previous one was in flight and sends it next', async () => {
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'first' });
    const server = fakeServer();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: async (saves) => {
        if (server.calls.length === 0) await gate;
        return server.send(saves);
      },
      sendExit: noExit,
    });
    const first = sender.flush();
    await vi.waitFor(() => expect(server.calls.length + 1).toBeGreaterThan(0));
    await store.enqueue('a1', 'p1', { text: 'second' });
    const second = sender.flush();
    release();
    await Promise.all([first, second]);
    expect(server.held.get('p1')).toEqual({ seq: 2, answer: { text: 'second' } });
    expect(await store.pending('a1')).toEqual([]);
  });

  it('retries network failures and 5xx with growing, jittered delays and says offline meanwhile', async () => {
    // IndexedDB (fake-indexeddb) runs on setImmediate: only the sender's timers and the clock are faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'kept' });
    const server = fakeServer();
    let failuresLeft = 3;
    const attempts: number[] = [];
    const states: string[] = [];
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: (saves) => {
        attempts.push(Date.now());
        if (failuresLeft-- > 0) return Promise.resolve({ kind: 'retry' });
        return server.send(saves);
      },
      sendExit: noExit,
      onState: (s) => states.push(s),
      random: () => 1,
      baseDelayMs: 1000,
    });
    await sender.flush();
    expect(states.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    for (const [wait, count] of [
      [1, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
      await vi.advanceTimersByTimeAsync(wait);
      await vi.waitFor(() => expect(attempts).toHaveLength(count));
    }
    await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
    // 1 s, 2 s, 4 s apart (waitFor's own polling adds a few ticks of the fake clock).
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    gaps.forEach((gap, i) => {
      expect(gap).toBeGreaterThanOrEqual(1000 * 2 ** i);
      expect(gap).toBeLessThan(1000 * 2 ** i + 500);
    });
    expect(server.held.get('p1')?.answer).toEqual({ text: 'kept' });
    expect(await store.pending('a1')).toEqual([]);
    expect(states.at(-1)).toBe('saved');
  });

  it('tries again a send that is never answered (a connection that died silently)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'kept' });
    const server = fakeServer();
    let sends = 0;
    const states: string[] = [];
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      // The first send hangs for ever; the next is answered.
      sendSaves: (saves) => (++sends === 1 ? new Promise<SendOutcome>(() => undefined) : server.send(saves)),
      sendExit: noExit,
      onState: (s) => states.push(s),
      random: () => 1,
      baseDelayMs: 1000,
      sendTimeoutMs: 5000,
    });
    void sender.flush();
    await vi.waitFor(() => expect(sends).toBe(1));
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(states.at(-1)).toBe('offline'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
    expect(sends).toBe(2);
    expect(server.held.get('p1')?.answer).toEqual({ text: 'kept' });
    expect(await store.pending('a1')).toEqual([]);
  });

  it('sends an answer queued while a failing send ends, not after the pause it cleared', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'first' });
    const server = fakeServer();
    let failFirst: (o: SendOutcome) => void = () => undefined;
    const sent: string[][] = [];
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: (saves) => {
        sent.push(saves.map((s) => s.partId));
        if (sent.length === 1) return new Promise<SendOutcome>((resolve) => (failFirst = resolve));
        return server.send(saves);
      },
      sendExit: noExit,
      random: () => 1,
      baseDelayMs: 60_000,
    });
    const first = sender.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // A second answer is queued while the first send is under way; that send then fails.
    await store.enqueue('a1', 'p2', { text: 'second' });
    const second = sender.flush();
    failFirst({ kind: 'retry' });
    await first;
    await second;
    // Both go at once, without waiting out the minute's pause of the failed send.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(['p1', 'p2']);
    expect(await store.pending('a1')).toEqual([]);
  });

  it('draws each delay between half and all of its ceiling, capped', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(4, () => 0.5)).toBe(6000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });

  it('stops a save refused with field errors (shown on its part) and keeps sending the others', async () => {
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'ok' });
    await store.enqueue('a1', 'p2', { blanks: { b1: 'x'.repeat(600) } });
    const rejected: [string, string[]][] = [];
    let calls = 0;
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: (saves) => {
        calls += 1;
        return Promise.resolve({
          kind: 'ok',
          saved: saves.filter((s) => s.partId === 'p1').map((s) => ({ partId: s.partId, seq: s.seq })),
          rejected: saves
            .filter((s) => s.partId === 'p2')
            .map((s) => ({ partId: s.partId, seq: s.seq, messages: ['Too long'] })),
        });
      },
      sendExit: noExit,
      onRejected: (partId, messages) => rejected.push([partId, messages]),
    });
    await sender.flush();
    expect(calls).toBe(1);
    expect(rejected).toEqual([['p2', ['Too long']]]);
    expect(await store.pending('a1')).toEqual([]);
  });

  it('stops when the server says the attempt takes no more answers', async () => {
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'late' });
    const closed: (string | null)[] = [];
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: () =>
        Promise.resolve({
          kind: 'ok',
          saved: [],
          rejected: [],
          closed: { message: 'You have run out of time for this exam' },
        }),
      sendExit: noExit,
      onClosed: (c) => closed.push(c.message),
    });
    await sender.flush();
    expect(closed).toEqual(['You have run out of time for this exam']);
    expect(sender.isStopped).toBe(true);
  });

  it('sends queued full-screen exits once each, before the answers', async () => {
    const { store } = await open();
    await store.queueExit({ attemptId: 'a1', eventId: 'e1' });
    await store.enqueue('a1', 'p1', { text: 'x' });
    const order: string[] = [];
    let exitFails = true;
    const sender = new AnswerSender({
      store,
      attemptId: 'a1',
      sendSaves: (saves) => {
        order.push('saves');
        return fakeServer().send(saves);
      },
      sendExit: (exit) => {
        order.push(exit.eventId);
        if (exitFails) {
          exitFails = false;
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return Promise.resolve({ kind: 'ok' });
      },
      random: () => 0,
      baseDelayMs: 1,
    });
    await sender.flush();
    await vi.waitFor(async () => expect(await store.exits('a1')).toEqual([]));
    await vi.waitFor(async () => expect(await store.pending('a1')).toEqual([]));
    expect(order).toEqual(['e1', 'e1', 'saves']);
  });
});

describe('resuming an attempt', () => {
  it('shows the newer of the server answer and the queued one, and numbers above both', async () => {
    const { store } = await open();
    await store.enqueue('a1', 'p1', { text: 'typed offline' }, 2); // seq 3, newer than the server's 2
    await store.enqueue('a1', 'p2', { text: 'old local' }); // seq 1, the server has 5 from another device
    const merged = await resumeAnswers(store, 'a1', [
      { partId: 'p1', seq: 2, response: { text: 'on server' } },
      { partId: 'p2', seq: 5, response: { text: 'from the laptop' } },
      { partId: 'p3', seq: 1, response: { choice: 'o1' } },
    ]);
    expect(merged.responses).toEqual({
      p1: { text: 'typed offline' },
      p2: { text: 'from the laptop' },
      p3: { choice: 'o1' },
    });
    expect(merged.queued).toBe(1);
    expect((await store.pending('a1')).map((p) => [p.partId, p.seq])).toEqual([['p1', 3]]);
    expect((await store.enqueue('a1', 'p2', { text: 'next' })).seq).toBe(6);
  });
});

describe('drafts left by a page that went away', () => {
  afterEach(() => localStorage.clear());

  it('are queued on resume above the numbers held, then forgotten', async () => {
    const { store } = await open();
    // The server holds part p1 at 3; the page typed p1 and p2 and was reloaded within the debounce.
    const merged = await resumeAnswers(store, 'a1', [{ partId: 'p1', seq: 3, response: { text: 'old' } }]);
    keepDrafts('a1', { p1: { text: 'newer' } });
    keepDrafts('a1', { p2: { choice: 'B' } });
    keepDrafts('other', { p9: { text: 'not this attempt' } });
    const resumed = await queueDrafts(store, 'a1', merged);
    expect(resumed.responses).toEqual({ p1: { text: 'newer' }, p2: { choice: 'B' } });
    const pending = (await store.pending('a1')).sort((x, y) => x.partId.localeCompare(y.partId));
    expect(pending.map((s) => [s.partId, s.seq, s.answer])).toEqual([
      ['p1', 4, { text: 'newer' }],
      ['p2', 1, { choice: 'B' }],
    ]);
    expect(readDrafts('a1')).toEqual({});
    expect(readDrafts('other')).toEqual({ p9: { text: 'not this attempt' } });
  });

  it('a page that stays forgets only the drafts it queued unchanged', () => {
    keepDrafts('a1', { p1: { text: 'first' }, p2: { text: 'kept' } });
    keepDrafts('a1', { p1: { text: 'second' } });
    dropDrafts('a1', { p1: { text: 'first' }, p2: { text: 'kept' } });
    expect(readDrafts('a1')).toEqual({ p1: { text: 'second' } });
    dropDrafts('a1', { p1: { text: 'second' } });
    expect(readDrafts('a1')).toEqual({});
  });
});
