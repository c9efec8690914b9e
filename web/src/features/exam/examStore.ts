import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { DomainResponse } from '../../shared/partFields';

/**
 * What the runner keeps on the device (IndexedDB, shared by every tab of the browser): the answers not yet
 * acknowledged by the server, each part's sequence counter, full-screen exits not yet counted, recordings
 * not yet uploaded, and the student's own marks (highlights, notes, audio plays).
 */
export interface PendingSave {
  attemptId: string;
  partId: string;
  seq: number;
  answer: DomainResponse;
}

export interface PendingExit {
  attemptId: string;
  eventId: string;
}

export interface KeptRecording {
  attemptId: string;
  partId: string;
  blob: Blob;
  name: string;
  /** The resumable upload started for it (upload/sessions/), resumed from the server's offset. */
  sessionId?: string;
}

interface ExamDb extends DBSchema {
  pending: { key: [string, string]; value: PendingSave; indexes: { attempt: string } };
  seqs: { key: [string, string]; value: { attemptId: string; partId: string; seq: number } };
  exits: { key: string; value: PendingExit; indexes: { attempt: string } };
  recordings: { key: [string, string]; value: KeptRecording };
  marks: { key: string; value: { key: string; value: unknown } };
}

export const EXAM_DB_NAME = 'lms-exam';

export interface ExamStore {
  /** Gives the part its next sequence number (above `floor`, the server's) and queues the answer with it. */
  enqueue(attemptId: string, partId: string, answer: DomainResponse, floor?: number): Promise<PendingSave>;
  /** Every unsent save of an attempt, the newest per part. */
  pending(attemptId: string): Promise<PendingSave[]>;
  /** Drops a part's queued save when the server holds `seq` or newer. */
  acknowledge(attemptId: string, partId: string, seq: number): Promise<void>;
  /** Drops a part's queued save of exactly `seq` (refused by the server; a newer one stays). */
  discard(attemptId: string, partId: string, seq: number): Promise<void>;
  /** Raises a part's counter to the server's number, so the next save goes above it. */
  raiseSeq(attemptId: string, partId: string, seq: number): Promise<void>;
  queueExit(exit: PendingExit): Promise<void>;
  exits(attemptId: string): Promise<PendingExit[]>;
  dropExit(eventId: string): Promise<void>;
  keepRecording(recording: KeptRecording): Promise<void>;
  recording(attemptId: string, partId: string): Promise<KeptRecording | undefined>;
  dropRecording(attemptId: string, partId: string): Promise<void>;
  getMark<T>(key: string): Promise<T | undefined>;
  setMark(key: string, value: unknown): Promise<void>;
  close(): void;
}

export async function openExamStore(name = EXAM_DB_NAME): Promise<ExamStore> {
  const db: IDBPDatabase<ExamDb> = await openDB<ExamDb>(name, 1, {
    upgrade(database) {
      database
        .createObjectStore('pending', { keyPath: ['attemptId', 'partId'] })
        .createIndex('attempt', 'attemptId');
      database.createObjectStore('seqs', { keyPath: ['attemptId', 'partId'] });
      database.createObjectStore('exits', { keyPath: 'eventId' }).createIndex('attempt', 'attemptId');
      database.createObjectStore('recordings', { keyPath: ['attemptId', 'partId'] });
      database.createObjectStore('marks', { keyPath: 'key' });
    },
  });

  return {
    async enqueue(attemptId, partId, answer, floor = 0) {
      // One read-write transaction over both stores: tabs of the device take numbers one after the other.
      const tx = db.transaction(['seqs', 'pending'], 'readwrite');
      const counter = await tx.objectStore('seqs').get([attemptId, partId]);
      const seq = Math.max(counter?.seq ?? 0, floor) + 1;
      const save = { attemptId, partId, seq, answer };
      await tx.objectStore('seqs').put({ attemptId, partId, seq });
      await tx.objectStore('pending').put(save);
      await tx.done;
      return save;
    },
    pending: (attemptId) => db.getAllFromIndex('pending', 'attempt', attemptId),
    async acknowledge(attemptId, partId, seq) {
      const tx = db.transaction('pending', 'readwrite');
      const queued = await tx.store.get([attemptId, partId]);
      if (queued && queued.seq <= seq) await tx.store.delete([attemptId, partId]);
      await tx.done;
    },
    async discard(attemptId, partId, seq) {
      const tx = db.transaction('pending', 'readwrite');
      const queued = await tx.store.get([attemptId, partId]);
      if (queued && queued.seq === seq) await tx.store.delete([attemptId, partId]);
      await tx.done;
    },
    async raiseSeq(attemptId, partId, seq) {
      const tx = db.transaction('seqs', 'readwrite');
      const counter = await tx.store.get([attemptId, partId]);
      if (!counter || counter.seq < seq) await tx.store.put({ attemptId, partId, seq });
      await tx.done;
    },
    queueExit: async (exit) => {
      await db.put('exits', exit);
    },
    exits: (attemptId) => db.getAllFromIndex('exits', 'attempt', attemptId),
    dropExit: (eventId) => db.delete('exits', eventId),
    keepRecording: async (recording) => {
      await db.put('recordings', recording);
    },
    recording: (attemptId, partId) => db.get('recordings', [attemptId, partId]),
    dropRecording: (attemptId, partId) => db.delete('recordings', [attemptId, partId]),
    getMark: async <T>(key: string) => (await db.get('marks', key))?.value as T | undefined,
    setMark: async (key, value) => {
      await db.put('marks', { key, value });
    },
    close: () => db.close(),
  };
}
