import type { ExamStore, PendingExit, PendingSave } from './examStore';

/** What the server held after a save: the part's sequence number (maybe newer than the one sent). */
export interface ServerSave {
  partId: string;
  seq: number;
}

/** Why the attempt takes no more answers (time up, access limit, submitted elsewhere). */
export interface AttemptClosed {
  message: string | null;
}

export type SendOutcome =
  | {
      kind: 'ok';
      saved: ServerSave[];
      /** Saves the server refused with field errors (not sent again; the part shows the messages). */
      rejected: { partId: string; seq: number; messages: string[] }[];
      closed?: AttemptClosed;
    }
  /** No answer, a 5xx or a busy server: worth sending again after a pause. */
  | { kind: 'retry' }
  /** A refusal another try will not change (not the student's attempt, signed out...). */
  | { kind: 'stop'; message: string | null };

export type ExitOutcome =
  { kind: 'ok'; closed?: AttemptClosed } | { kind: 'retry' } | { kind: 'stop'; message: string | null };

export type SaveState = 'saved' | 'saving' | 'offline';

export interface SenderOptions {
  store: ExamStore;
  attemptId: string;
  sendSaves(this: void, saves: PendingSave[]): Promise<SendOutcome>;
  sendExit(this: void, exit: PendingExit): Promise<ExitOutcome>;
  onState?(this: void, state: SaveState, pending: number): void;
  onSaved?(this: void, saved: ServerSave[]): void;
  onRejected?(this: void, partId: string, messages: string[]): void;
  onClosed?(this: void, closed: AttemptClosed): void;
  onStopped?(this: void, message: string | null): void;
  /** Whether the browser believes it is online (navigator.onLine). */
  online?(this: void): boolean;
  random?(this: void): number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A send not answered within this is tried again (a connection that died silently never answers). */
  sendTimeoutMs?: number;
}

/** How long a send may go unanswered before it counts as failed and is tried again. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * The send, or a retry once it has gone unanswered for `ms`. The late answer of a send given up on does no
 * harm: the server keeps the newest number per part, and the next send carries the same numbers.
 */
async function withinTime<T>(send: () => Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([send(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The most saves one request carries (the schema's limit). */
export const MAX_SAVES_PER_CALL = 200;

/**
 * Exponential backoff with jitter: 1, 2, 4 ... s up to `max`, each drawn between half and all of it, so
 * that students whose connection came back together do not all knock at once.
 */
export function backoffDelay(failures: number, random: () => number, base = 1000, max = 30_000): number {
  const ceiling = Math.min(max, base * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * Sends what the device's queue holds, all pending parts in one `saveAnswers` call, and the full-screen
 * exits not yet counted. A queued save leaves the queue only when the server holds its number or a newer
 * one; network failures and 5xx are tried again with backoff; a field error stops that save only.
 */
export class AnswerSender {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  failures = 0;

  constructor(private readonly options: SenderOptions) {}

  get isStopped() {
    return this.stopped;
  }

  /** Sends now (or right after the send under way); resolves when the queue is empty or sending failed. */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.running) {
      // The send under way goes on to this save; and should it end now (a failure and its pause), this save
      // is sent once it has: a flush is never left to a pause whose timer it has just cleared.
      this.again = true;
      return this.running.then(() => (this.again && !this.stopped ? this.flush() : undefined));
    }
    this.running = this.loop()
      .catch((error: unknown) => {
        // The tab closing its database mid-send (leaving the page) ends the loop; the queue stays on the device.
        if (!this.stopped) console.warn('Sending answers failed', error);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** The connection is back: try at once, forgetting the backoff. */
  reconnected(): Promise<void> {
    this.failures = 0;
    return this.flush();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async report() {
    const { store, attemptId, onState, online } = this.options;
    const count = (await store.pending(attemptId)).length + (await store.exits(attemptId)).length;
    const offline = this.failures > 0 || (online ? !online() : false);
    onState?.(count === 0 ? 'saved' : offline ? 'offline' : 'saving', count);
    return count;
  }

  private async loop(): Promise<void> {
    const o = this.options;
    let left = await this.report();
    while (left > 0) {
      this.again = false;
      const before = left;
      const outcome = await this.sendOnce();
      if (outcome === 'closed') return;
      left = await this.report();
      // A send the server answered without taking anything (nothing acknowledged) counts as a failure too.
      if (outcome === 'retry' || (left >= before && left > 0 && !this.again)) {
        this.failures += 1;
        await this.report();
        const delay = backoffDelay(this.failures, o.random ?? Math.random, o.baseDelayMs, o.maxDelayMs);
        this.timer = setTimeout(() => {
          this.timer = null;
          void this.flush();
        }, delay);
        return;
      }
      this.failures = 0;
      left = await this.report();
    }
  }

  private async sendOnce(): Promise<'done' | 'retry' | 'closed'> {
    const o = this.options;
    for (const exit of await o.store.exits(o.attemptId)) {
      let outcome: ExitOutcome;
      try {
        outcome = await withinTime(() => o.sendExit(exit), o.sendTimeoutMs ?? SEND_TIMEOUT_MS, {
          kind: 'retry',
        });
      } catch {
        outcome = { kind: 'retry' };
      }
      if (outcome.kind === 'retry') return 'retry';
      await o.store.dropExit(exit.eventId);
      if (outcome.kind === 'stop') return this.halt(outcome.message);
      if (outcome.closed) return this.close(outcome.closed);
    }
    const saves = (await o.store.pending(o.attemptId))
      .sort((a, b) => a.seq - b.seq)
      .slice(0, MAX_SAVES_PER_CALL);
    if (saves.length === 0) return 'done';
    let outcome: SendOutcome;
    try {
      outcome = await withinTime(() => o.sendSaves(saves), o.sendTimeoutMs ?? SEND_TIMEOUT_MS, {
        kind: 'retry',
      });
    } catch {
      outcome = { kind: 'retry' };
    }
    if (outcome.kind === 'retry') return 'retry';
    if (outcome.kind === 'stop') return this.halt(outcome.message);
    for (const saved of outcome.saved) {
      await o.store.acknowledge(o.attemptId, saved.partId, saved.seq);
      await o.store.raiseSeq(o.attemptId, saved.partId, saved.seq);
    }
    for (const rejected of outcome.rejected) {
      await o.store.discard(o.attemptId, rejected.partId, rejected.seq);
      o.onRejected?.(rejected.partId, rejected.messages);
    }
    if (outcome.saved.length) o.onSaved?.(outcome.saved);
    if (outcome.closed) return this.close(outcome.closed);
    return 'done';
  }

  private close(closed: AttemptClosed): 'closed' {
    this.stop();
    this.options.onClosed?.(closed);
    return 'closed';
  }

  private halt(message: string | null): 'closed' {
    this.stop();
    this.options.onStopped?.(message);
    return 'closed';
  }
}
