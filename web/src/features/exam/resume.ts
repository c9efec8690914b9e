import type { DomainResponse } from '../../shared/partFields';
import type { ExamStore } from './examStore';

export interface HeldAnswer {
  partId: string;
  seq: number;
  response: DomainResponse;
}

/**
 * Resuming (a reload, another device): the server's answers merged with this device's unsent ones. A queued
 * save newer than the server's stays queued and shows; one the server already holds (same or newer number)
 * leaves the queue. Each part's counter is raised to the server's number, so the next change goes above it.
 */
export async function resumeAnswers(
  store: ExamStore,
  attemptId: string,
  server: readonly HeldAnswer[],
): Promise<{ responses: Record<string, DomainResponse>; seqs: Record<string, number>; queued: number }> {
  const responses: Record<string, DomainResponse> = {};
  const seqs: Record<string, number> = {};
  for (const held of server) {
    responses[held.partId] = held.response;
    seqs[held.partId] = held.seq;
    await store.raiseSeq(attemptId, held.partId, held.seq);
    await store.acknowledge(attemptId, held.partId, held.seq);
  }
  const queued = await store.pending(attemptId);
  for (const save of queued) {
    responses[save.partId] = save.answer;
    seqs[save.partId] = save.seq;
  }
  return { responses, seqs, queued: queued.length };
}
